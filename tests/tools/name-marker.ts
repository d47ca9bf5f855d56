import { randomUUID } from 'node:crypto'

/**
 * A unique word to type as a candidate's name and find again (in rows, pages, logs):
 * `prefix` and eight random letters. Letters only, since a name may carry no digit (no
 * phone number in a name, domain/person-name.ts): hex digits are mapped to g–p.
 */
export function nameMarker(prefix: string): string {
  return `${prefix}${randomUUID()
    .slice(0, 8)
    .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)] ?? 'g')}`
}
