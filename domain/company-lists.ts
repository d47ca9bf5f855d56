import type { Office, Photo } from './company.ts'
import { jsonText } from './json-text.ts'
import { safeImageSrc } from './safe-urls.ts'

// The team page's lists (spec sections 2 and 9): the photo gallery and the offices, each
// entry kept only when it has something to show.

/** Spec section 9: the team page gallery shows at most 6 photos. */
export const GALLERY_MAX = 6

export type GalleryPhoto = { src: string; alt: string }

/** Photos with a usable address, capped at `max`; the alt text is '' (decorative) when missing. */
export function galleryPhotos(photos: Photo[] | null | undefined, max = GALLERY_MAX): GalleryPhoto[] {
  if (!Array.isArray(photos)) return []
  const limit = Number.isFinite(max) ? Math.max(0, Math.floor(max)) : 0
  const gallery: GalleryPhoto[] = []
  for (const photo of photos) {
    if (gallery.length >= limit) break
    if (photo === null || typeof photo !== 'object') continue
    const src = safeImageSrc(photo.url) ?? safeImageSrc(photo.src)
    if (src !== null) gallery.push({ src, alt: jsonText(photo.alt) ?? '' })
  }
  return gallery
}

export type OfficeItem = { name: string | null; address: string | null; country: string | null }

/** Offices worth listing: an entry needs a name or an address; blank strings become null. */
export function officeList(offices: Office[] | null | undefined): OfficeItem[] {
  if (!Array.isArray(offices)) return []
  const list: OfficeItem[] = []
  for (const office of offices) {
    if (office === null || typeof office !== 'object') continue
    const name = jsonText(office.name)
    const address = jsonText(office.address)
    if (name === null && address === null) continue
    list.push({ name, address, country: jsonText(office.country) })
  }
  return list
}
