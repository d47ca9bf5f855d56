import type { ApplicationFields } from './application.ts'
import { sha256Hex } from './sha256.ts'

/**
 * What makes two submissions "the same application": the job, every field as stored and
 * the CV's bytes (their SHA-256). A retried form has the same fingerprint; the same form
 * key sent with anything else does not.
 */
export async function applicationFingerprint(input: {
  jobId: string
  fields: Pick<ApplicationFields, 'firstName' | 'lastName' | 'email' | 'phone' | 'coverLetter'>
  cvSha256: string
}): Promise<string> {
  const { jobId, fields, cvSha256 } = input
  // JSON of an array: unambiguous, whatever characters the fields hold.
  const canonical = JSON.stringify([
    jobId,
    fields.firstName,
    fields.lastName,
    fields.email,
    fields.phone,
    fields.coverLetter,
    cvSha256,
  ])
  return sha256Hex(canonical)
}
