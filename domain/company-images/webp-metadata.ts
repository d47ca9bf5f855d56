// The WebP files served are the resizer's, which writes no metadata; this is the guarantee
// that none is published whatever the resizer does (a phone photo's GPS position is in its
// EXIF): the container's EXIF and XMP chunks are dropped and the extended header's flags for
// them cleared. Anything that is not a well-formed WebP container is refused.

const ascii = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4))
const EXIF_FLAG = 0x08
const XMP_FLAG = 0x04

/** The WebP without its EXIF and XMP chunks, or null when the bytes are not a WebP container. */
export function withoutWebpMetadata(webp: Uint8Array): Uint8Array<ArrayBuffer> | null {
  if (webp.length < 12 || ascii(webp, 0) !== 'RIFF' || ascii(webp, 8) !== 'WEBP') return null
  const view = new DataView(webp.buffer, webp.byteOffset, webp.byteLength)
  const kept: Uint8Array[] = []
  let size = 4
  for (let at = 12; at < webp.length; ) {
    if (at + 8 > webp.length) return null
    const chunkSize = view.getUint32(at + 4, true)
    const end = at + 8 + chunkSize + (chunkSize % 2)
    if (end > webp.length) return null
    const name = ascii(webp, at)
    if (name !== 'EXIF' && name !== 'XMP ') {
      const chunk = webp.slice(at, end)
      if (name === 'VP8X') chunk[8] = (chunk[8] ?? 0) & ~(EXIF_FLAG | XMP_FLAG)
      kept.push(chunk)
      size += chunk.length
    }
    at = end
  }
  const out = new Uint8Array(8 + size)
  out.set(webp.subarray(0, 12))
  new DataView(out.buffer).setUint32(4, size, true)
  let offset = 12
  for (const chunk of kept) {
    out.set(chunk, offset)
    offset += chunk.length
  }
  return out
}
