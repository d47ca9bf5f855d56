/**
 * Whether French elides "de" before this name ("d'Atelier Brique", "d'Énergie Plus" but
 * "de Lumen Énergie"): it starts with a vowel. A name starting with "h" keeps "de": whether
 * its "h" is mute cannot be told from the spelling, and "de" is never wrong there.
 */
export function elidesDe(name: string): boolean {
  const first = name.trim().normalize('NFD').charAt(0).toLowerCase()
  return /[aeiouæœ]/.test(first)
}
