import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { JOB_FORM_ERROR as E, jobFormSchema } from './job-form.ts'
import { PAY_TRANSPARENCY_RULES, payTransparencyRule } from './pay-transparency.ts'
import { PUBLIC_NAME_ERROR } from './public-name.ts'

/** The form as a browser posts it (every field a string, empty when left blank). */
function submit(fields: Record<string, string>) {
  const form = new FormData()
  const filled = { title: 'Ingénieur·e', countryCode: 'FR', salaryMin: '', salaryMax: '', applyUrl: '', ...fields }
  for (const [name, value] of Object.entries(filled)) form.append(name, value)
  return parseWithZod(form, { schema: jobFormSchema })
}

const errorsOf = (fields: Record<string, string>) => {
  const submission = submit(fields)
  return submission.status === 'error' ? submission.error : {}
}

describe('jobFormSchema', () => {
  it('reads a complete job, blank fields as absent, amounts as numeric(12, 2) text', () => {
    const submission = submit({
      intent: 'publish',
      version: '3',
      title: '  Ingénieur·e photovoltaïque ',
      city: 'Paris',
      zipCode: '75011',
      countryCode: 'fr',
      salaryMin: '45 000',
      salaryMax: '55000,50',
      salaryCurrency: 'eur',
      salaryPeriod: 'year',
      description: '# Le poste\r\n- concevoir',
      applyUrl: 'lumen-energie.example/carrieres',
      closesOn: '2099-12-31',
    })
    expect(submission.status).toBe('success')
    expect(submission.status === 'success' && submission.value).toMatchObject({
      intent: 'publish',
      version: 3,
      title: 'Ingénieur·e photovoltaïque',
      countryCode: 'FR',
      salaryMin: '45000',
      salaryMax: '55000.50',
      salaryCurrency: 'EUR',
      description: '# Le poste\n- concevoir',
      applyUrl: 'https://lumen-energie.example/carrieres',
      closesOn: '2099-12-31',
    })
    expect(submission.status === 'success' && submission.value.profile).toBeUndefined()
  })

  it('refuses what the public pages could not show, each with its code', () => {
    expect(
      errorsOf({
        title: 'Dev\nSenior',
        countryCode: 'France',
        zipCode: '<script>',
        salaryMin: '-5',
        applyUrl: 'javascript:alert(1)',
        closesOn: 'demain',
        city: 'Paris\u2028Lyon',
        intent: 'delete',
      }),
    ).toEqual({
      title: [PUBLIC_NAME_ERROR.multiline],
      countryCode: [E.country],
      zipCode: [E.zipCode],
      salaryMin: [E.amount],
      applyUrl: [E.url],
      closesOn: [E.date],
      city: [E.oneLine],
      intent: [E.intent],
    })
    expect(errorsOf({ title: '' })).toEqual({ title: [PUBLIC_NAME_ERROR.required] })
    expect(errorsOf({ closesOn: '2026-02-30' })).toEqual({ closesOn: [E.date] })
    expect(errorsOf({ closesOn: '0001-01-01' })).toEqual({ closesOn: [E.date] })
    expect(errorsOf({ title: 'x'.repeat(151) })).toEqual({ title: [PUBLIC_NAME_ERROR.tooLong] })
    // The rule the database holds titles to (domain/public-name.ts): a 422, never its refusal.
    expect(errorsOf({ title: 'Dev https://evil.example/job' })).toEqual({ title: [PUBLIC_NAME_ERROR.link] })
    expect(errorsOf({ title: 'Dev 06 12 34 56 78' })).toEqual({ title: [PUBLIC_NAME_ERROR.phone] })
    expect(errorsOf({ title: 'Acme \u202egnp.exe' })).toEqual({ title: [PUBLIC_NAME_ERROR.invisible] })
    expect(errorsOf({ description: 'x'.repeat(20_001) })).toEqual({ description: [E.tooLong] })
    expect(errorsOf({ salaryMin: '50000', salaryMax: '40000', salaryPeriod: 'year' })).toEqual({ salaryMax: [E.range] })
    expect(errorsOf({ salaryMin: '50000' })).toEqual({ salaryPeriod: [E.period] })
  })

  it('refuses publishing without the pay where the law asks for it in the ad, and only then', () => {
    for (const country of ['IT', 'LT', 'SK', 'AT']) {
      expect(errorsOf({ intent: 'publish', countryCode: country }), country).toEqual({ salaryMin: [E.payRequired] })
      expect(errorsOf({ intent: 'reopen', countryCode: country }), country).toEqual({ salaryMin: [E.payRequired] })
      expect(errorsOf({ intent: 'save', countryCode: country }), country).toEqual({})
      expect(errorsOf({ intent: 'publish', countryCode: country, salaryMin: '30000', salaryPeriod: 'year' })).toEqual(
        {},
      )
    }
    for (const country of ['FR', 'PL', 'MT', 'DE', 'CH', 'US']) {
      expect(errorsOf({ intent: 'publish', countryCode: country }), country).toEqual({})
    }
  })
})

describe('pay transparency rules', () => {
  it('give every row a source and a date (or none for a draft), one row per country', () => {
    const countries = PAY_TRANSPARENCY_RULES.map((rule) => rule.country)
    expect(new Set(countries).size).toBe(countries.length)
    for (const rule of PAY_TRANSPARENCY_RULES) {
      expect(rule.source, rule.country).not.toBe('')
      if (rule.inForceSince !== null) expect(rule.inForceSince, rule.country).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      else expect(rule.requirement, rule.country).toBe('recommended')
    }
  })

  it("falls back on the EU directive's recommendation in other member states, a plain one elsewhere", () => {
    expect(payTransparencyRule('de')).toMatchObject({
      requirement: 'recommended',
      source: expect.stringContaining('2023/970'),
    })
    expect(payTransparencyRule('FR')).toMatchObject({ requirement: 'recommended', inForceSince: null })
    expect(payTransparencyRule('CH')).toMatchObject({ requirement: 'recommended', source: 'none' })
    expect(payTransparencyRule(null).requirement).toBe('recommended')
  })
})
