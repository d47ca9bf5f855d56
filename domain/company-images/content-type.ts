// What an upload is, read from its bytes: the name and the declared type are the sender's
// word, the first bytes are the file's. PNG, JPEG and WebP by their signatures; SVG by its
// text (an `<svg` root after an optional byte-order mark, XML declaration, comments and
// whitespace). Anything else is refused, whatever it calls itself.

export type ImageContent = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/svg+xml'

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte)

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG = [0xff, 0xd8, 0xff]
const RIFF = [0x52, 0x49, 0x46, 0x46]
const WEBP = [0x57, 0x45, 0x42, 0x50]
/** An SVG's prologue: BOM, XML declaration, comments and whitespace, then the root element. */
const SVG_ROOT = /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/

/** The image type the bytes show, or null when they are none of the accepted ones. */
export function imageContentType(bytes: Uint8Array): ImageContent | null {
  if (startsWith(bytes, PNG)) return 'image/png'
  if (startsWith(bytes, JPEG)) return 'image/jpeg'
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp'
  // Only the start is read as text: a binary file is no SVG, whatever follows.
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096))
  return SVG_ROOT.test(head) ? 'image/svg+xml' : null
}
