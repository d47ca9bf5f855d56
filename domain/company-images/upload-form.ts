import { z } from '../zod.ts'
import { IMAGE_KINDS } from './sizes.ts'

// The company editor's image form (logo, cover, or a photo with its alternative text), as the
// page and its route both parse it. The file's type is judged on the server from its bytes
// (content-type.ts); here only what the browser can tell before sending: a file, ≤ 5 MB.

/** 5 MB: a phone's photo fits; the body of an upload form may carry this and its few fields. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024
/** A declared body past this is refused before it is read (the file, its fields, multipart framing). */
export const IMAGE_FORM_MAX_BYTES = IMAGE_MAX_BYTES + 16 * 1024
export const PHOTO_ALT_MAX = 200

export const IMAGE_FORM_ERROR = {
  kind: 'image-kind',
  missing: 'image-missing',
  tooLarge: 'image-too-large',
  type: 'image-type',
  svg: 'image-svg',
  unreadable: 'image-unreadable',
  alt: 'image-alt',
  altLine: 'image-alt-line',
  tooMany: 'image-too-many',
} as const
export type ImageFormError = (typeof IMAGE_FORM_ERROR)[keyof typeof IMAGE_FORM_ERROR]
const E = IMAGE_FORM_ERROR

export const imageUploadSchema = z
  .object({
    kind: z.enum(IMAGE_KINDS, { error: E.kind }),
    image: z
      .instanceof(File, { error: E.missing })
      .refine((file) => file.size > 0, E.missing)
      .refine((file) => file.size <= IMAGE_MAX_BYTES, E.tooLarge),
    alt: z
      .string({ error: E.altLine })
      .trim()
      .max(PHOTO_ALT_MAX, E.altLine)
      .regex(/^[^\p{Cc}\u2028\u2029]*$/u, E.altLine)
      .optional(),
    /** Sent by the page's script: the version of the page's form, which may move on with the upload. */
    version: z.coerce.number({ error: E.kind }).int(E.kind).positive(E.kind).optional(),
  })
  .superRefine((value, context) => {
    // A photo says what it shows; the logo and the cover are decorative (the name is written beside them).
    if (value.kind === 'photo' && !value.alt) context.addIssue({ code: 'custom', path: ['alt'], message: E.alt })
  })

export type ImageUpload = z.infer<typeof imageUploadSchema>

/**
 * The answer to an upload sent by the editor's script (`Accept: application/json`) instead of
 * the plain form's 303 or re-rendered page: the upload to show in place, and the page's new
 * version when the form's was the latest before it (otherwise null: someone else changed the
 * page meanwhile and the form's save must still be refused as a conflict).
 */
export type ImageUploadAnswer =
  | { status: 'saved'; kind: ImageUpload['kind']; path: string; id: string; alt: string; version: number | null }
  | { status: 'refused'; reply: unknown }
