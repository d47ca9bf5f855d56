/**
 * Companies' images (ADR 081, 082): an owner uploads the logo, the cover and up to 6 photos
 * from the company editor; each is judged by its bytes, resized by Cloudflare Images to the
 * sizes the pages show, stripped of its metadata (WebP), or, for an SVG logo, made inert;
 * stored in the media bucket and served at /media/... with immutable caching.
 */

export { deleteOrphanedMedia } from './orphaned-media.ts'
export { images, media } from './routes.ts'
