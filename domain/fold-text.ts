/** Lowercase and accent-free, so comparisons ignore case and accents ('Intérim' equals 'interim'). */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** Folded words joined by single spaces: '100% Télétravail' → '100 teletravail'. */
export function foldedWords(value: string): string {
  return foldText(value)
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '')
    .join(' ')
}
