import { describe, expect, it } from 'vitest'
import { isValidSaveJobEmail, SAVE_JOB_ERROR } from './save-job.ts'
import { saveJobSchema } from './save-job-schema.ts'

const JOB_ID = 'b0000000-0000-4000-8000-000000000001'
const firstIssue = (payload: Record<string, unknown>) => {
  const issue = saveJobSchema.safeParse({ email: 'a@b.co', jobId: JOB_ID, ...payload }).error?.issues[0]
  return issue ? { field: issue.path[0], code: issue.message } : null
}

describe('the save-by-email address: one plain address (spec section 5)', () => {
  const refused = [
    '<a@b.co>',
    'a@b.co>x',
    'Ada <a@b.co>',
    'a@b.co, c@d.co',
    'a@b.co;c@d.co',
    '"a"@b.co',
    'a(comment)@b.co',
    'a@[127.0.0.1]',
    'a\\@b.co',
    'a@b.co\r\nBcc: c@d.co',
    'a\n@b.co',
    'a@b.co\u2028x',
    'a\0@b.co',
    'a@b.co\0',
    'a@@b.co',
    'a@b',
    '@b.co',
    'a@.co',
    'a b@c.co',
    '',
    `${'a'.repeat(250)}@b.co`,
  ]
  it.each(refused)('refuses %j with the email field’s message, in the dialog and the endpoint', (email) => {
    expect(isValidSaveJobEmail(email)).toBe(false)
    expect(firstIssue({ email })).toEqual({ field: 'email', code: SAVE_JOB_ERROR.email })
  })

  const accepted = ['a@b.co', ' a@b.co ', 'ada.lovelace+jobs@candidate.example', 'élise@exemple.fr', "o'neil@b.co"]
  it.each(accepted)('accepts %j', (email) => {
    expect(isValidSaveJobEmail(email)).toBe(true)
    expect(firstIssue({ email })).toBeNull()
  })
})

describe('every field refuses what PostgreSQL’s text type cannot hold, with its own code', () => {
  it.each([
    ['email', 'a\0@b.co', SAVE_JOB_ERROR.email],
    ['jobId', `${JOB_ID}\0`, SAVE_JOB_ERROR.jobId],
    ['jobTitle', 'Dev\0', SAVE_JOB_ERROR.other],
    ['companyName', '\0', SAVE_JOB_ERROR.other],
    ['url', 'https://jobs.example/\0', SAVE_JOB_ERROR.other],
    ['locale', 'fr\0', SAVE_JOB_ERROR.other],
  ])('%s', (field, value, code) => {
    expect(firstIssue({ [field]: value })).toEqual({ field, code })
  })
})
