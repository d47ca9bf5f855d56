import { FAST_SUBMIT_MS } from '#domain/application-risk.ts'
import { keyedHash, sameHex } from './keyed-hash.ts'

/**
 * The form's signed render time (the hidden field `shownAt`): when the server rendered this
 * form, for this job and this form's idempotency key, signed so that it cannot be made up
 * or moved to another form. A person needs far more than FAST_SUBMIT_MS to fill the form in;
 * a script that posts what it just fetched does not; one that never fetched it has no
 * valid value at all.
 */
export const FORM_SHOWN_FIELD = 'shownAt'

type FormIdentity = { jobId: string; idempotencyKey: string }

export async function signFormShown(secret: string, form: FormIdentity, at: Date = new Date()): Promise<string> {
  const time = String(at.getTime())
  return `${time}.${await keyedHash(secret, 'form-shown', `${form.jobId}:${form.idempotencyKey}:${time}`)}`
}

export type FormShownCheck = 'missing' | 'fast' | 'ok'

/** Whether the posted render time is this form's, and whether it was sent too fast. */
export async function checkFormShown(
  secret: string,
  value: unknown,
  form: FormIdentity,
  now: Date = new Date(),
): Promise<FormShownCheck> {
  const match = typeof value === 'string' ? /^(\d{13})\.([0-9a-f]{64})$/.exec(value) : null
  if (!match) return 'missing'
  const [, time, signature] = match as unknown as [string, string, string]
  const expected = await keyedHash(secret, 'form-shown', `${form.jobId}:${form.idempotencyKey}:${time}`)
  if (!sameHex(signature, expected)) return 'missing'
  return now.getTime() - Number(time) < FAST_SUBMIT_MS ? 'fast' : 'ok'
}
