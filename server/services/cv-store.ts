import { sha256Hex } from '#domain/sha256.ts'

/**
 * CVs in the private R2 bucket. Every attempt to submit an application stores its file
 * under a key of its own (`cv/{day}/{idempotency key}/{attempt}.pdf`), written only if
 * no object has that key: two racing attempts never share or overwrite an object, so a
 * failing attempt can delete what it stored without touching anyone else's CV. The day
 * lets the reconciliation list only recent objects (server/services/cv-reconciliation.ts).
 */

export type StoredCv = { key: string; sizeBytes: number; sha256: string }

export const CV_PREFIX = 'cv/'

/** The UTC day of a key's prefix, `YYYY-MM-DD`. */
export function cvDay(date: Date): string {
  return date.toISOString().slice(0, 10)
}

export function newCvKey(idempotencyKey: string, now: Date): string {
  return `${CV_PREFIX}${cvDay(now)}/${idempotencyKey}/${crypto.randomUUID()}.pdf`
}

/**
 * Stores a CV under a new key. R2 checks the bytes it received against `sha256`, and
 * refuses to replace an existing object (the key is new: this only guards the rule).
 */
export async function putCv(
  bucket: R2Bucket,
  key: string,
  bytes: Uint8Array<ArrayBuffer>,
  { fileName, idempotencyKey }: { fileName: string; idempotencyKey: string },
): Promise<StoredCv> {
  const sha256 = await sha256Hex(bytes)
  const written = await bucket.put(key, bytes, {
    sha256,
    onlyIf: { etagDoesNotMatch: '*' },
    httpMetadata: { contentType: 'application/pdf', contentDisposition: `attachment; filename="${fileName}"` },
    customMetadata: { idempotencyKey, sha256 },
  })
  if (!written) throw new Error('A CV object already has this key')
  return { key, sizeBytes: bytes.byteLength, sha256 }
}

/**
 * A CV kept by an earlier attempt of the same form (the key names that form's idempotency
 * key), with its size and hash computed from the bytes themselves. Null when it is gone.
 */
export async function readStoredCv(bucket: R2Bucket, key: string, idempotencyKey: string): Promise<StoredCv | null> {
  const object = await bucket.get(key)
  if (!object || object.customMetadata?.idempotencyKey !== idempotencyKey) return null
  const bytes = new Uint8Array(await object.arrayBuffer())
  return { key, sizeBytes: bytes.byteLength, sha256: await sha256Hex(bytes) }
}
