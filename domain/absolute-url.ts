/**
 * An image's absolute URL, as Google (JobPosting logo) and Open Graph (og:image) want it:
 * root-relative paths are resolved on this site's origin, http(s) URLs kept, anything else
 * (other schemes, '//host' or '/\\host' which are other sites, spaces) refused.
 */
export function absoluteImageUrl(imageUrl: string | null | undefined, origin: string): string | undefined {
  const image = imageUrl?.trim()
  if (!image || /[\s\p{Cc}]/u.test(image)) return undefined
  const isPath = image.startsWith('/') && !/^\/[/\\]/.test(image)
  if (!isPath && !/^https?:\/\//i.test(image)) return undefined
  try {
    const url = isPath ? new URL(image, origin) : new URL(image)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined
  } catch {
    return undefined
  }
}
