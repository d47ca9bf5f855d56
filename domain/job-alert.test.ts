import { describe, expect, it } from 'vitest'
import { getI18n } from './i18n.ts'
import { describeJobAlertCriteria, JOB_ALERT_ERROR, jobAlertSummary, NO_CRITERIA } from './job-alert.ts'
import { jobAlertSchema } from './job-alert-schema.ts'

const firstIssue = (payload: Record<string, unknown>) => {
  const issue = jobAlertSchema.safeParse({ email: 'a@b.co', ...payload }).error?.issues[0]
  return issue ? { field: issue.path[0], code: issue.message } : null
}

describe('the job alert criteria in words', () => {
  it('every new offer of the company, when the list is not filtered', () => {
    expect(describeJobAlertCriteria(getI18n('fr'), NO_CRITERIA)).toBeNull()
    expect(jobAlertSummary(getI18n('fr'), 'Acme', NO_CRITERIA)).toBe('Toutes les nouvelles offres de Acme')
    expect(jobAlertSummary(getI18n('en'), 'Acme', NO_CRITERIA)).toBe('All new jobs at Acme')
  })

  it('each filter set, in the list’s order, in both languages', () => {
    const criteria = { q: ' data ', contract: 'CDI', city: 'Lyon', remote: 'Hybride' }
    expect(jobAlertSummary(getI18n('fr'), 'Acme', criteria)).toBe(
      'Nouvelles offres de Acme : Titre contenant « data » · Contrat : CDI · Ville : Lyon · Télétravail : Hybride',
    )
    expect(jobAlertSummary(getI18n('en'), 'Acme', { ...NO_CRITERIA, city: 'Lyon' })).toBe(
      'New jobs at Acme: City: Lyon',
    )
  })

  it('company-typed text stays text (no Lingui markup is read in it)', () => {
    expect(jobAlertSummary(getI18n('fr'), '<0>Acme</0>', { ...NO_CRITERIA, q: '{name}' })).toBe(
      'Nouvelles offres de <0>Acme</0> : Titre contenant « {name} »',
    )
  })
})

describe('the job alert form’s payload', () => {
  it('takes an address and the four criteria, trimmed; absent criteria are empty', () => {
    expect(jobAlertSchema.parse({ email: ' a@b.co ', city: ' Lyon ' })).toEqual({
      email: 'a@b.co',
      q: '',
      contract: '',
      city: 'Lyon',
      remote: '',
    })
  })

  it.each(['a@b', 'a@b.co, c@d.co', '<a@b.co>', 'a\0@b.co', 'a@b.co\r\nBcc: c@d.co', ''])(
    'refuses the address %j with the email field’s code',
    (email) => {
      expect(firstIssue({ email })).toEqual({ field: 'email', code: JOB_ALERT_ERROR.email })
    },
  )

  it.each([
    ['q', 'dev\0'],
    ['contract', 'CDI\u0007'],
    ['city', 'Lyon\nBcc'],
    ['remote', 'x'.repeat(101)],
    ['city', 42],
  ])('refuses the criterion %s = %j with the criteria code', (field, value) => {
    expect(firstIssue({ [field]: value })).toEqual({ field, code: JOB_ALERT_ERROR.criteria })
  })

  it('a criterion of 100 characters, even emoji, is the list’s own', () => {
    expect(firstIssue({ q: '😀'.repeat(100) })).toBeNull()
  })
})
