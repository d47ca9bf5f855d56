import { coverCropsPath, cropVariantsOf } from '#domain/company-images/paths.ts'
import { type CoverCrop, coverCropSize, type ImageSize } from '#domain/company-images/sizes.ts'
import { putMedia, resizedWebp, sizeOf } from './media-objects.ts'

// A cover cut to the band the hero draws (ADR 089): a 5:1 band for wide screens and a 3:2
// crop for phones, each the largest the upload holds at those proportions (never enlarged)
// at its ladder's widths, centred. The upload is decoded once, into the smallest copy both
// crops can be cut from; each crop's widths are then cut from that copy.

/** A second encode of this copy must not show: it is never stored. */
const WORKING_COPY_QUALITY = 92
const CROPS: CoverCrop[] = ['band', 'phone']

/** Stores the crops of the upload whose upright size is `source`; the widest band's path, or null when unreadable. */
export async function storeCoverCrops(
  { images, bucket }: { images: ImagesBinding; bucket: R2Bucket },
  hash: string,
  bytes: Uint8Array<ArrayBuffer>,
  source: ImageSize,
): Promise<string | null> {
  const sizes = { band: coverCropSize('band', source), phone: coverCropSize('phone', source) }
  const needed = {
    width: Math.max(sizes.band.width, sizes.phone.width),
    height: Math.max(sizes.band.height, sizes.phone.height),
  }
  const scale = Math.min(1, Math.max(needed.width / source.width, needed.height / source.height))
  const copy = await resizedWebp(images, bytes, { width: Math.ceil(source.width * scale) }, WORKING_COPY_QUALITY)
  // Its size as the resizer made it: upright by the upload's EXIF orientation.
  const upright = copy && (await sizeOf(images, copy))
  if (!copy || !upright) return null
  const path = coverCropsPath(hash, coverCropSize('band', upright), coverCropSize('phone', upright))
  for (const crop of CROPS)
    for (const variant of cropVariantsOf(path, crop)) {
      const box = { width: variant.width ?? 1, height: variant.height ?? 1, fit: 'cover', gravity: 'center' } as const
      const cut = await resizedWebp(images, copy, box)
      if (!cut) return null
      await putMedia(bucket, variant.path, cut, 'image/webp')
    }
  return path
}
