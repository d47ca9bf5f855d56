import { inflateSync } from 'node:zlib'

/**
 * A PNG read the way an image viewer starts: its signature, its IHDR (size, depth, colour
 * type), and, for the 8-bit RGB(A) images resvg writes, its pixels (IDAT inflated and
 * unfiltered). Enough for tests to check a card's size and what is drawn where.
 */
export type DecodedPng = { width: number; height: number; pixel: (x: number, y: number) => [number, number, number] }

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

export function isPng(bytes: Buffer): boolean {
  return bytes.subarray(0, 8).equals(SIGNATURE)
}

/** Width and height from the IHDR chunk, which a PNG must start with. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  if (!isPng(bytes) || bytes.toString('latin1', 12, 16) !== 'IHDR') throw new Error('not a PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

export function decodePng(bytes: Buffer): DecodedPng {
  const { width, height } = pngSize(bytes)
  const depth = bytes[24]
  const colourType = bytes[25]
  const channels = colourType === 6 ? 4 : colourType === 2 ? 3 : 0
  if (depth !== 8 || channels === 0 || bytes[28] !== 0) throw new Error('only 8-bit RGB(A), non-interlaced')
  const idat: Buffer[] = []
  for (let offset = 8; offset < bytes.length; ) {
    const length = bytes.readUInt32BE(offset)
    const type = bytes.toString('latin1', offset + 4, offset + 8)
    if (type === 'IDAT') idat.push(bytes.subarray(offset + 8, offset + 8 + length))
    offset += 12 + length
  }
  const raw = inflateSync(Buffer.concat(idat))
  const stride = width * channels
  const pixels = Buffer.alloc(stride * height)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]
    for (let i = 0; i < stride; i++) {
      const value = raw[y * (stride + 1) + 1 + i] ?? 0
      const left = i >= channels ? (pixels[y * stride + i - channels] ?? 0) : 0
      const up = y > 0 ? (pixels[(y - 1) * stride + i] ?? 0) : 0
      const upLeft = y > 0 && i >= channels ? (pixels[(y - 1) * stride + i - channels] ?? 0) : 0
      pixels[y * stride + i] = (value + predict(filter ?? 0, left, up, upLeft)) & 0xff
    }
  }
  return {
    width,
    height,
    pixel: (x, y) => {
      const at = y * stride + x * channels
      return [pixels[at] ?? 0, pixels[at + 1] ?? 0, pixels[at + 2] ?? 0]
    },
  }
}

function predict(filter: number, left: number, up: number, upLeft: number): number {
  if (filter === 0) return 0
  if (filter === 1) return left
  if (filter === 2) return up
  if (filter === 3) return Math.floor((left + up) / 2)
  const estimate = left + up - upLeft
  const [toLeft, toUp, toUpLeft] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - upLeft)]
  if (toLeft <= toUp && toLeft <= toUpLeft) return left
  return toUp <= toUpLeft ? up : upLeft
}
