import { describe, expect, test } from 'vitest'
import {
  cardLogoOf,
  coverCropsPath,
  largestPath,
  mediaDirectory,
  parseMediaPath,
  responsiveImage,
  svgLogoPath,
  variantsOf,
} from './paths.ts'
import { COVER_BAND_SIZES, COVER_PHONE_MEDIA, coverCropSize, largestBox, variantWidths } from './sizes.ts'
import { withoutWebpMetadata } from './webp-metadata.ts'

const HASH = '0123456789abcdef0123456789abcdef'

describe('the sizes stored and their paths', () => {
  test('a cover uploaded before the crops (ADR 081) keeps its ladder below its own width, never enlarged', () => {
    expect(variantWidths('cover', { width: 1920, height: 1280 })).toEqual([640, 960, 1280, 1920])
    expect(variantWidths('cover', { width: 700, height: 300 })).toEqual([640, 700])
    expect(variantWidths('photo', { width: 300, height: 300 })).toEqual([300])
    // Still drawn as it was: one srcset in its own proportions, no phone crop.
    const old = largestPath('cover', HASH, { width: 1920, height: 1280 })
    expect(responsiveImage(old)).toEqual({
      src: `/media/cover/${HASH}/640w.webp`,
      srcSet: [640, 960, 1280]
        .map((w) => `/media/cover/${HASH}/${w}w.webp ${w}w`)
        .concat(`${old} 1920w`)
        .join(', '),
      width: 1920,
      height: 1280,
    })
  })

  test('a logo fits squares: a wide one by its width, a tall one by its height', () => {
    expect(largestBox('logo')).toEqual({ width: 192, height: 192 })
    expect(variantWidths('logo', { width: 192, height: 96 })).toEqual([96, 192])
    expect(variantWidths('logo', { width: 64, height: 192 })).toEqual([32, 64])
  })

  test('srcset, width and height come back from the one path stored', () => {
    const path = largestPath('photo', HASH, { width: 1200, height: 900 })
    expect(parseMediaPath(path)).toEqual({
      kind: 'photo',
      hash: HASH,
      largest: { width: 1200, height: 900 },
      type: 'image/webp',
    })
    expect(responsiveImage(path)).toEqual({
      src: `/media/photo/${HASH}/400w.webp`,
      srcSet: `/media/photo/${HASH}/400w.webp 400w, /media/photo/${HASH}/800w.webp 800w, ${path} 1200w`,
      width: 1200,
      height: 900,
    })
    expect(variantsOf(svgLogoPath(HASH))).toEqual([{ path: svgLogoPath(HASH), width: null }])
    expect(responsiveImage('/demo/lumen-logo.svg')).toEqual({ src: '/demo/lumen-logo.svg' })
  })

  test('a cover is cut to the hero’s band and a phone’s crop, the largest the upload holds, never enlarged', () => {
    const phonePhoto = { width: 1920, height: 1280 }
    expect(coverCropSize('band', phonePhoto)).toEqual({ width: 1920, height: 384 })
    expect(coverCropSize('phone', phonePhoto)).toEqual({ width: 828, height: 552 })
    // A small square: as wide as it is; a panorama: as tall as it is.
    expect(coverCropSize('band', { width: 1000, height: 1000 })).toEqual({ width: 1000, height: 200 })
    expect(coverCropSize('phone', { width: 1000, height: 1000 })).toEqual({ width: 828, height: 552 })
    expect(coverCropSize('band', { width: 4000, height: 300 })).toEqual({ width: 1500, height: 300 })
    expect(coverCropSize('phone', { width: 4000, height: 300 })).toEqual({ width: 450, height: 300 })
  })

  test('a cover’s both crops come back from the one path stored: <img> for the band, <source> for phones', () => {
    const path = coverCropsPath(HASH, { width: 1000, height: 200 }, { width: 600, height: 400 })
    expect(path).toBe(`/media/cover/${HASH}/band-1000x200-phone-600x400.webp`)
    expect(parseMediaPath(path)).toEqual({
      kind: 'cover',
      hash: HASH,
      largest: { width: 1000, height: 200 },
      type: 'image/webp',
      crops: { band: { width: 1000, height: 200 }, phone: { width: 600, height: 400 } },
    })
    const dir = `/media/cover/${HASH}`
    expect(variantsOf(path)).toEqual([
      { path: `${dir}/band-960w.webp`, width: 960, height: 192 },
      { path, width: 1000, height: 200 },
      { path: `${dir}/phone-480w.webp`, width: 480, height: 320 },
      { path: `${dir}/phone-600w.webp`, width: 600, height: 400 },
    ])
    expect(responsiveImage(path)).toEqual({
      src: `${dir}/band-960w.webp`,
      srcSet: `${dir}/band-960w.webp 960w, ${path} 1000w`,
      sizes: COVER_BAND_SIZES,
      width: 1000,
      height: 200,
      phone: {
        media: COVER_PHONE_MEDIA,
        srcSet: `${dir}/phone-480w.webp 480w, ${dir}/phone-600w.webp 600w`,
        width: 600,
        height: 400,
      },
    })
    // A smaller width's path is served, but names no set.
    expect(parseMediaPath(`${dir}/phone-480w.webp`)).toMatchObject({ kind: 'cover', largest: null, crops: null })
    expect(mediaDirectory('cover', HASH)).toBe(`cover/${HASH}/`)
  })

  test('the link previews read an uploaded logo’s PNG copy, or its SVG; nothing else from the bucket', () => {
    expect(cardLogoOf(largestPath('logo', HASH, { width: 192, height: 96 }))).toBe(`/media/logo/${HASH}/card.png`)
    expect(cardLogoOf(svgLogoPath(HASH))).toBe(svgLogoPath(HASH))
    expect(cardLogoOf(largestPath('cover', HASH, { width: 640, height: 200 }))).toBeNull()
    expect(cardLogoOf(`/media/logo/${HASH}/96w.webp`)).toBe(`/media/logo/${HASH}/card.png`)
    expect(cardLogoOf('/demo/lumen-logo.svg')).toBeNull()
    expect(parseMediaPath(`/media/logo/${HASH}/card.png`)).toBeNull()
  })

  test.each([
    '/media/photo/0123/400w.webp',
    `/media/cover/${HASH}/0x10.webp`,
    `/media/cover/${HASH}/logo.svg`,
    `/media/other/${HASH}/400w.webp`,
    `/media/photo/${HASH}/../400w.webp`,
    `/media/photo/${HASH}/400w.webp?x`,
    `/media/photo/${HASH}/band-960w.webp`,
    `/media/cover/${HASH}/band-1000x200.webp`,
    `/media/cover/${HASH}/side-960w.webp`,
  ])('%s is no media path', (path) => {
    expect(parseMediaPath(path)).toBeNull()
  })
})

describe('a WebP without metadata', () => {
  const chunk = (name: string, body: number[]) => {
    const size = Buffer.alloc(4)
    size.writeUInt32LE(body.length)
    return Buffer.concat([Buffer.from(name, 'latin1'), size, Buffer.from(body), Buffer.alloc(body.length % 2)])
  }
  const riff = (...chunks: Buffer[]) => {
    const body = Buffer.concat([Buffer.from('WEBP'), ...chunks])
    const size = Buffer.alloc(4)
    size.writeUInt32LE(body.length)
    return new Uint8Array(Buffer.concat([Buffer.from('RIFF'), size, body]))
  }

  test('drops EXIF and XMP chunks and their flags, keeps the rest byte for byte', () => {
    const vp8x = chunk('VP8X', [0x0c, 0, 0, 0, 1, 0, 0, 1, 0, 0])
    const image = chunk('VP8L', [1, 2, 3])
    const exif = chunk('EXIF', [...Buffer.from('Exif GPS 48.85N')])
    const stripped = withoutWebpMetadata(riff(vp8x, image, exif, chunk('XMP ', [1])))
    expect(stripped && Buffer.from(stripped)).toEqual(
      Buffer.from(riff(chunk('VP8X', [0, 0, 0, 0, 1, 0, 0, 1, 0, 0]), image)),
    )
  })

  test('refuses what is not a WebP container, or a chunk running past the end', () => {
    expect(withoutWebpMetadata(new TextEncoder().encode('RIFF\0\0\0\0WAVE'))).toBeNull()
    const cut = riff(chunk('VP8L', [1, 2, 3, 4]))
    expect(withoutWebpMetadata(cut.subarray(0, cut.length - 2))).toBeNull()
  })
})
