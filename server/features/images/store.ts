import { imageContentType } from '#domain/company-images/content-type.ts'
import { inertSvg } from '#domain/company-images/inert-svg.ts'
import { cardLogoPath, largestPath, mediaDirectory, svgLogoPath, widthPath } from '#domain/company-images/paths.ts'
import { type ImageKind, largestBox, variantWidths } from '#domain/company-images/sizes.ts'
import { IMAGE_FORM_ERROR, type ImageFormError } from '#domain/company-images/upload-form.ts'
import { sha256Hex } from '#domain/sha256.ts'
import { storeCoverCrops } from './cover-crops.ts'
import { putMedia, resizedWebp, sizeOf, streamOf } from './media-objects.ts'

// An upload made into what the pages serve (ADR 081): judged by its bytes, decoded, resized
// and re-encoded as WebP by Cloudflare Images (outside the isolate: a 24-megapixel photo is
// 96 MB of pixels, most of an isolate's 128 MB), its metadata dropped, each size written to
// the media bucket under its content-hashed path. An SVG logo is stored once made inert.

/** Cloudflare Images refuses more; a small PNG may declare a huge canvas (a decompression bomb). */
export const IMAGE_MAX_PIXELS = 100_000_000

export type ImageStorage = {
  images: ImagesBinding
  bucket: R2Bucket
  /** Queues the upload's directory for deletion if nothing names it once due (ADR 089): before its first object. */
  reserve: (directory: string) => Promise<void>
}
export type StoredUpload = { ok: true; path: string } | { ok: false; error: ImageFormError }

const refused = (error: ImageFormError): StoredUpload => ({ ok: false, error })

/** Stores an upload for `companyId`'s `kind`; its path, or why it is refused. */
export async function storeUpload(
  { images, bucket, reserve }: ImageStorage,
  companyId: string,
  kind: ImageKind,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<StoredUpload> {
  const type = imageContentType(bytes)
  if (type === null || (type === 'image/svg+xml' && kind !== 'logo')) return refused(IMAGE_FORM_ERROR.type)
  const hash = (await sha256Hex(`${companyId}:${kind}:${await sha256Hex(bytes)}`)).slice(0, 32)
  await reserve(mediaDirectory(kind, hash))
  if (type === 'image/svg+xml') {
    let text: string
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    } catch {
      return refused(IMAGE_FORM_ERROR.svg)
    }
    const inert = inertSvg(text)
    if (!inert.ok) return refused(IMAGE_FORM_ERROR.svg)
    const path = svgLogoPath(hash)
    await putMedia(bucket, path, new TextEncoder().encode(inert.svg), 'image/svg+xml')
    return { ok: true, path }
  }
  let source: { width: number; height: number } | null
  try {
    source = await sizeOf(images, bytes)
  } catch {
    return refused(IMAGE_FORM_ERROR.unreadable)
  }
  if (!source || source.width * source.height > IMAGE_MAX_PIXELS) return refused(IMAGE_FORM_ERROR.unreadable)
  try {
    if (kind === 'cover') {
      const path = await storeCoverCrops({ images, bucket }, hash, bytes, source)
      return path ? { ok: true, path } : refused(IMAGE_FORM_ERROR.unreadable)
    }
    // The largest first: its size, as the resizer made it (turned upright by its EXIF
    // orientation), names the upload and gives the smaller widths.
    const largest = await resizedWebp(images, bytes, largestBox(kind))
    if (!largest) return refused(IMAGE_FORM_ERROR.unreadable)
    const size = await sizeOf(images, largest)
    if (!size) return refused(IMAGE_FORM_ERROR.unreadable)
    const path = largestPath(kind, hash, size)
    await putMedia(bucket, path, largest, 'image/webp')
    // The link previews' renderer reads PNG, not WebP: a logo keeps a PNG copy for them.
    if (kind === 'logo') {
      const png = await images.input(streamOf(largest)).output({ format: 'image/png' })
      await putMedia(bucket, cardLogoPath(hash), new Uint8Array(await png.response().arrayBuffer()), 'image/png')
    }
    for (const width of variantWidths(kind, size)) {
      if (width === size.width) continue
      // From the largest variant, not the source: a 2-megapixel decode instead of 24.
      const variant = await resizedWebp(images, largest, { width })
      if (!variant) return refused(IMAGE_FORM_ERROR.unreadable)
      await putMedia(bucket, widthPath(kind, hash, width), variant, 'image/webp')
    }
    return { ok: true, path }
  } catch {
    return refused(IMAGE_FORM_ERROR.unreadable)
  }
}
