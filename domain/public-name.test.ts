import { describe, expect, it } from 'vitest'
import { FIT_NAMES, UNFIT_NAMES } from '../tests/tools/public-name-samples.ts'
import {
  COMPANY_NAME_MAX_LENGTH,
  companyNameSchema,
  inertName,
  JOB_TITLE_MAX_LENGTH,
  jobTitleSchema,
  PUBLIC_NAME_ERROR,
  publicNameProblem,
} from './public-name.ts'
import { createSpaceSchema, WORKSPACE_ERROR } from './workspace.ts'

describe('publicNameProblem', () => {
  it.each(FIT_NAMES)('keeps %j', (name) => {
    expect(publicNameProblem(name, COMPANY_NAME_MAX_LENGTH)).toBeNull()
  })

  it.each(UNFIT_NAMES)('refuses %j (%s)', (name, problem) => {
    expect(publicNameProblem(name, JOB_TITLE_MAX_LENGTH)).toBe(problem)
  })

  it('bounds the length in characters, not UTF-16 units', () => {
    expect(publicNameProblem('é'.repeat(100), 100)).toBeNull()
    expect(publicNameProblem('😀'.repeat(100), 100)).toBeNull()
    expect(publicNameProblem('a'.repeat(101), 100)).toBe(PUBLIC_NAME_ERROR.tooLong)
    expect(publicNameProblem('a'.repeat(500), JOB_TITLE_MAX_LENGTH)).toBe(PUBLIC_NAME_ERROR.tooLong)
  })
})

describe('the shared schemas', () => {
  it('trim, then give the rule broken as the field message', () => {
    expect(companyNameSchema.parse('  Acme  ')).toBe('Acme')
    const refused = jobTitleSchema.safeParse('Dev https://evil.example/job')
    expect(refused.success ? null : refused.error.issues[0]?.message).toBe(PUBLIC_NAME_ERROR.link)
    expect(companyNameSchema.safeParse('a'.repeat(COMPANY_NAME_MAX_LENGTH + 1)).success).toBe(false)
    expect(jobTitleSchema.safeParse('a'.repeat(JOB_TITLE_MAX_LENGTH)).success).toBe(true)
  })
})

describe('inertName, for e-mails whatever a row holds', () => {
  it('keeps a fit name as it is', () => {
    for (const name of FIT_NAMES) expect(inertName(name)).toBe(name)
  })

  it('makes one line without links, phone numbers or invisible characters of anything', () => {
    for (const [name] of UNFIT_NAMES) {
      const inert = inertName(name)
      expect(inert).not.toMatch(/[\r\n\t\u2028\u202e\u2066\u200b]|evil|@|06 12|0612|7911|23\.45/i)
      expect(publicNameProblem(inert === '' ? '…' : inert, 1000)).toBeNull()
    }
    expect(inertName('Développeur https://evil.example/job chez Acme')).toBe('Développeur … chez Acme')
  })
})

describe("the forms that write names take the database's rule", () => {
  it("the workspace's new space: a company name the database would refuse is the field's message", () => {
    const request = (companyName: string) =>
      createSpaceSchema.safeParse({ intent: 'create-space', email: 'ada@example.org', companyName, slug: 'ada-co' })
    expect(request('Ada & Co').success).toBe(true)
    for (const name of ['Ada https://evil.example', 'Ada 06 12 34 56 78', 'A'.repeat(101), 'Ada \u202eoC']) {
      const refused = request(name)
      expect(refused.success ? [] : refused.error.issues.map((issue) => issue.message)).toEqual([
        WORKSPACE_ERROR.companyName,
      ])
    }
  })
})
