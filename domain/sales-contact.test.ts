import { describe, expect, it } from 'vitest'
import { SALES_CONTACT_ERROR, salesContactSchema } from './sales-contact.ts'

const firstIssue = (input: unknown) => salesContactSchema.safeParse(input).error?.issues[0]?.message

describe('salesContactSchema', () => {
  it('keeps a contact, trimmed', () => {
    expect(salesContactSchema.parse({ name: ' Ada Martin ', need: 'SSO\net trois sites', size: '51-200' })).toEqual({
      name: 'Ada Martin',
      need: 'SSO\net trois sites',
      size: '51-200',
    })
  })

  it('names the field refused', () => {
    expect(firstIssue({ name: '', need: 'x', size: '1-10' })).toBe(SALES_CONTACT_ERROR.name)
    expect(firstIssue({ name: 'Ada\nBcc: x', need: 'x', size: '1-10' })).toBe(SALES_CONTACT_ERROR.name)
    expect(firstIssue({ name: 'Ada', need: ' ', size: '1-10' })).toBe(SALES_CONTACT_ERROR.need)
    expect(firstIssue({ name: 'Ada', need: 'a\u0000b', size: '1-10' })).toBe(SALES_CONTACT_ERROR.need)
    expect(firstIssue({ name: 'Ada', need: 'x'.repeat(2001), size: '1-10' })).toBe(SALES_CONTACT_ERROR.need)
    expect(firstIssue({ name: 'Ada', need: 'x', size: 'huge' })).toBe(SALES_CONTACT_ERROR.size)
    expect(firstIssue({ name: 'Ada', need: 'x' })).toBe(SALES_CONTACT_ERROR.size)
  })
})
