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
