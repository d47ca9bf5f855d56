import { withoutWebpMetadata } from '#domain/company-images/webp-metadata.ts'

// The resizer's calls and the bucket's writes an upload is made of (ADR 081).

const WEBP_QUALITY = 80

export const streamOf = (bytes: Uint8Array<ArrayBuffer>) => new Blob([bytes]).stream()

/** Writes an object under its path unless it is there already (same path, same bytes). */
export async function putMedia(bucket: R2Bucket, path: string, bytes: Uint8Array<ArrayBuffer>, contentType: string) {
  await bucket.put(path.slice(1), bytes, {
    onlyIf: { etagDoesNotMatch: '*' },
    httpMetadata: { contentType },
  })
}

/** `bytes` as WebP without metadata, fitted in `box` by the resizer (`scale-down` unless said otherwise). */
export async function resizedWebp(
  images: ImagesBinding,
  bytes: Uint8Array<ArrayBuffer>,
  box: ImageTransform,
  quality = WEBP_QUALITY,
) {
  const result = await images
    .input(streamOf(bytes))
    .transform({ fit: 'scale-down', ...box })
    .output({ format: 'image/webp', quality })
  return withoutWebpMetadata(new Uint8Array(await result.response().arrayBuffer()))
}

/** The width and height the resizer reads from `bytes`, or null when it reads none. */
export async function sizeOf(images: ImagesBinding, bytes: Uint8Array<ArrayBuffer>) {
  const info = await images.info(streamOf(bytes))
  if (!('width' in info) || !info.width || !info.height) return null
  return { width: info.width, height: info.height }
}
