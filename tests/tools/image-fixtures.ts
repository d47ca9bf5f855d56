import sharp from 'sharp'

// Images made for the tests (and the bench) by sharp, the library miniflare runs Cloudflare
// Images' binding with: a phone's photo with its GPS position, logos, and files that only
// claim to be images.

/**
 * Pixels that compress like a photo's: smooth shapes (noise drawn small and enlarged) under a
 * sensor's grain. About 4 MB as a 6000×4000 JPEG at quality 85, 130 kB as a 1280 px WebP.
 */
async function photoLikePixels(width: number, height: number) {
  const noise = (w: number, h: number, background: string, mean: number, sigma: number) =>
    sharp({ create: { width: w, height: h, channels: 3, background, noise: { type: 'gaussian', mean, sigma } } })
      .png()
      .toBuffer()
  const shapes = await noise(120, 80, '#4a7', 110, 60)
  const grain = await noise(width, height, '#808080', 128, 9)
  return sharp(
    await sharp(shapes)
      .resize(width, height, { kernel: 'cubic' })
      .composite([{ input: grain, blend: 'overlay' }])
      .png()
      .toBuffer(),
  )
}

/** A JPEG as a phone writes it: `width`×`height`, with the camera's make and a GPS position in its EXIF. */
export async function phonePhoto(
  width: number,
  height: number,
  options: { photoLike?: boolean; quality?: number } = {},
) {
  const pixels = options.photoLike
    ? await photoLikePixels(width, height)
    : sharp({ create: { width, height, channels: 3, background: '#4a7' } })
  return pixels
    .jpeg({ quality: options.quality ?? 80 })
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Phone 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2400/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 0/1',
      },
    })
    .toBuffer()
}

/** The entry tags of an EXIF block's first IFD (0x8825 points to the GPS one). */
export function exifTags(exif: Buffer): number[] {
  const tiff = exif.subarray(exif.indexOf('II') >= 0 ? exif.indexOf('II') : exif.indexOf('MM'))
  const little = tiff.toString('latin1', 0, 2) === 'II'
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at))
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at))
  const ifd = u32(4)
  return Array.from({ length: u16(ifd) }, (_, index) => u16(ifd + 2 + index * 12))
}

export const pngImage = (width: number, height: number, background = '#e33') =>
  sharp({ create: { width, height, channels: 4, background } })
    .png()
    .toBuffer()

/** The dimensions and metadata sharp reads from served bytes. */
export const imageFacts = async (bytes: Buffer) => {
  const { format, width, height, exif, xmp, icc } = await sharp(bytes).metadata()
  return { format, width, height, exif: exif ?? null, xmp: xmp ?? null, icc: icc ?? null }
}

/**
 * A PNG in three horizontal stripes: red above, `middle` rows of green in the centre, blue
 * below. A crop centred on it shows green in its middle; a crop from the top, red.
 */
export async function stripedImage(width: number, height: number, middle: number) {
  const stripe = (rows: number, background: string) =>
    sharp({ create: { width, height: rows, channels: 3, background } })
      .png()
      .toBuffer()
  const top = Math.floor((height - middle) / 2)
  return sharp({ create: { width, height, channels: 3, background: '#0000ff' } })
    .composite([
      { input: await stripe(top, '#ff0000'), top: 0, left: 0 },
      { input: await stripe(middle, '#00ff00'), top, left: 0 },
    ])
    .png()
    .toBuffer()
}

/** The colour of the pixel at `x`, `y` of an image, as [r, g, b]. */
export async function pixelAt(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const at = (y * info.width + x) * info.channels
  return [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0]
}
