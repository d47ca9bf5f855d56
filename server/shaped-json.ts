/**
 * JSON from outside (a token's payload, a form's proof of work) as a `T`: `read` gives the text
 * (it may throw on undecodable input), `valid` checks the shape; null for anything else, so a
 * malformed value is refused like a wrong one and never throws.
 */
export function parseShapedJson<T>(read: () => string, valid: (value: Partial<T>) => boolean): T | null {
  try {
    const value = JSON.parse(read()) as Partial<T>
    return valid(value) ? (value as T) : null
  } catch {
    return null
  }
}
