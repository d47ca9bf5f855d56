import { parseWithZod } from '@conform-to/zod/v4'
import { type Context, Hono } from 'hono'
import { parseMediaPath } from '#domain/company-images/paths.ts'
import {
  IMAGE_FORM_ERROR,
  IMAGE_FORM_MAX_BYTES,
  type ImageFormError,
  type ImageUploadAnswer,
  imageUploadSchema,
} from '#domain/company-images/upload-form.ts'
import { parseUuid } from '#domain/identifiers.ts'
import type { AppEnv } from '#server/hono-env.ts'
import { readBody, refuseUnread } from '#server/services/request-body.ts'
import { requireMember, sessionOf, workspaceSql } from '../accounts/request.ts'
import { answerWithPage } from '../accounts/route-answers.ts'
import { asWorkspace } from '../accounts/tenant.ts'
import { deleteUpload, queueMediaDeletion, recordUpload } from './queries.ts'

/**
 * The upload's work (the bytes' checks, the SVG allow-lists, the resizer) is a chunk of its own,
 * loaded by the first request that needs it: public pages' isolates never evaluate it (ADR 078).
 */
export const imageStore = () => import('./store.ts')

// The company editor's images (ADR 081): an owner's upload and deletion (forms that work
// without JavaScript: a refusal re-renders the editor with the field's message, 422; a
// success is a 303 back to it), and the public files, served from the site's own origin. The
// objects of an upload no row names any more are the cron's to delete (orphaned-media.ts).

export const images = new Hono<AppEnv>()
/** GET /media/...: outside the language prefixes, answered at the path asked for. */
export const media = new Hono<AppEnv>()

const door = (c: Context<AppEnv>) => c.redirect(`/${c.req.param('lang')}/workspace`, 303)
const editorPath = (c: Context<AppEnv>) => `/${c.req.param('lang')}/workspace/company`

/** Sent by the editor's script, which shows the upload in place (the plain form gets the page). */
const wantsJson = (c: Context<AppEnv>) => (c.req.header('Accept') ?? '').startsWith('application/json')
/** The editor again, its image form showing the refusal (`reply`, conform's); JSON to the script. */
const refuseWith = (c: Context<AppEnv>, reply: unknown) =>
  wantsJson(c)
    ? c.json({ status: 'refused', reply } satisfies ImageUploadAnswer, 422)
    : answerWithPage(c, 422, { imageResult: reply }, editorPath(c))
const refuseImage = (c: Context<AppEnv>, error: ImageFormError) =>
  refuseWith(c, { status: 'error', error: { image: [error] } })

images.post('/:lang{fr|en}/workspace/company/images', async (c) => {
  // The company's page is its owners' (ADR 074), its images too.
  const owner = await requireMember(c, 'owner')
  if (!owner) return (await sessionOf(c)) ? c.notFound() : door(c)
  // Declared too large: refused before a byte of it is read.
  if (Number(c.req.header('Content-Length') ?? 0) > IMAGE_FORM_MAX_BYTES)
    return refuseUnread(await refuseImage(c, IMAGE_FORM_ERROR.tooLarge))
  const body = await readBody(c.req.raw, IMAGE_FORM_MAX_BYTES)
  if (!body.ok)
    return refuseImage(c, body.reason === 'too-large' ? IMAGE_FORM_ERROR.tooLarge : IMAGE_FORM_ERROR.missing)
  let form: FormData
  try {
    form = await new Response(body.bytes, {
      headers: { 'Content-Type': c.req.header('Content-Type') ?? '' },
    }).formData()
  } catch {
    return refuseImage(c, IMAGE_FORM_ERROR.missing)
  }
  const submission = parseWithZod(form, { schema: imageUploadSchema })
  if (submission.status !== 'success') return refuseWith(c, submission.reply({ hideFields: ['image'] }))
  const { kind, image, alt, version } = submission.value
  const storage = {
    images: c.env.IMAGES,
    bucket: c.env.MEDIA_BUCKET,
    reserve: (directory: string) => asWorkspace(workspaceSql(c), owner, (tx) => queueMediaDeletion(tx, directory)),
  }
  const { storeUpload } = await imageStore()
  const stored = await storeUpload(storage, owner.companyId, kind, new Uint8Array(await image.arrayBuffer()))
  if (!stored.ok) return refuseImage(c, stored.error)
  const recorded = await asWorkspace(workspaceSql(c), owner, (tx) =>
    recordUpload(tx, owner.companyId, { kind, path: stored.path, alt }),
  )
  // Refused, its objects stay unnamed; the logo or cover it replaced lost its row: both are
  // deleted by the cron once the grace of cached pages is over (ADR 089).
  if (recorded.kind === 'too-many') return refuseImage(c, IMAGE_FORM_ERROR.tooMany)
  if (!wantsJson(c)) return c.redirect(`${editorPath(c)}?done=image`, 303)
  const [before, after] = recorded.versions
  const answer: ImageUploadAnswer = {
    status: 'saved',
    kind,
    path: stored.path,
    id: recorded.id,
    alt: alt ?? '',
    version: version === before ? after : null,
  }
  return c.json(answer)
})

images.post('/:lang{fr|en}/workspace/company/images/:id/delete', async (c) => {
  const owner = await requireMember(c, 'owner')
  if (!owner) return (await sessionOf(c)) ? c.notFound() : door(c)
  const id = parseUuid(c.req.param('id'))
  if (id === null) return c.notFound()
  // Another company's upload is not found: its row is not theirs to see (RLS) nor to name.
  const path = await asWorkspace(workspaceSql(c), owner, (tx) => deleteUpload(tx, owner.companyId, id))
  if (path === null) return c.notFound()
  return c.redirect(`${editorPath(c)}?done=image-deleted`, 303)
})

/** A year, never revalidated: a path names one content for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

media.get('/media/*', async (c) => {
  const path = new URL(c.req.url).pathname
  const media = parseMediaPath(path)
  if (!media) return c.notFound()
  const object = await c.env.MEDIA_BUCKET.get(path.slice(1), { onlyIf: c.req.raw.headers })
  if (!object) return c.notFound()
  const headers = new Headers({ 'Content-Type': media.type, 'Cache-Control': IMMUTABLE, ETag: object.httpEtag })
  if (!('body' in object)) return new Response(null, { status: 304, headers })
  headers.set('Content-Length', String(object.size))
  return new Response(object.body, { headers })
})
