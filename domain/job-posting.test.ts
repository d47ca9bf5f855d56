import { describe, expect, it } from 'vitest'
import { checkJobPosting } from '../tests/tools/job-posting-check.ts'
import { SEED_JOB_POSTAL_ADDRESS } from '../tests/tools/seed-postal-address.ts'
import type { JobDetail } from './job.ts'
import { buildJobPosting, employmentTypeOf, type JobPostingInput, serializeJsonLd } from './job-posting.ts'

const ORIGIN = 'https://jobs.example'
const COMPANY = {
  name: 'Lumen Énergie',
  website: 'lumen-energie.example',
  logoUrl: '/demo/lumen-logo.svg',
  description: 'Lumen Énergie conçoit des centrales solaires.',
}

// Seed job 01 of supabase/seed.sql (shortened texts): every field filled.
const COMPLETE_JOB: JobDetail = {
  id: 'b0000000-0000-4000-8000-000000000001',
  companyId: 'c0000000-0000-4000-8000-000000000001',
  workspaceId: 'a0000000-0000-4000-8000-000000000001',
  title: 'Ingénieur·e photovoltaïque',
  status: 'published',
  publishedAt: new Date('2026-11-18T09:00:00+01:00'),
  closesAt: null,
  applyUrl: 'https://lumen-energie.example/carrieres/ingenieur-photovoltaique',
  city: 'Paris',
  zipCode: '75011',
  countryCode: 'FR',
  contractType: 'CDI',
  experienceLevel: 'Confirmé',
  educationLevel: 'Bac+5',
  officeAddress: '18 rue de la Roquette, 75011 Paris',
  remote: 'Hybride',
  duration: 'Temps plein',
  salaryMin: '45000.00',
  salaryMax: '55000.00',
  salaryCurrency: 'EUR',
  salaryPeriod: 'annuel',
  description:
    "Vous concevez les centrales solaires.\n\nVos missions :\n- dimensionner les centrales ;\n- réaliser l'étude.",
  profile: 'Diplômé·e d’une école d’ingénieurs.',
  recruitmentProcess: 'Un échange téléphonique.\nUn entretien technique.',
}

// Like seed job 07 and the Atelier Brique jobs: almost nothing but a title.
const SPARSE_JOB: JobDetail = {
  ...COMPLETE_JOB,
  id: 'b0000000-0000-4000-8000-000000000014',
  title: 'Menuisier·ère agenceur·se',
  city: null,
  zipCode: null,
  countryCode: null,
  contractType: null,
  officeAddress: null,
  remote: null,
  salaryMin: null,
  salaryMax: null,
  salaryPeriod: null,
  description: null,
  profile: null,
  recruitmentProcess: null,
}

const url = (job: JobDetail) => `${ORIGIN}/fr/lumen-energie/jobs/${job.id}`
const postingOrNull = (job: JobDetail, company: JobPostingInput['company'] = COMPANY) =>
  buildJobPosting({ job, company, url: url(job), origin: ORIGIN })
/** The posting of a job that has one. */
function build(job: JobDetail, company: JobPostingInput['company'] = COMPANY): Record<string, unknown> {
  const posting = postingOrNull(job, company)
  if (posting === null) throw new Error(`no JobPosting for ${job.title}`)
  return posting
}

describe('employmentTypeOf', () => {
  it.each([
    ['CDI', 'FULL_TIME'],
    ['cdi', 'FULL_TIME'],
    ['CDD', 'TEMPORARY'],
    ['Stage', 'INTERN'],
    ['Alternance', 'OTHER'],
    ['Freelance', 'CONTRACTOR'],
    ['Indépendant', 'CONTRACTOR'],
    ['independant', 'CONTRACTOR'],
    ['Intérim', 'TEMPORARY'],
    ['Temps partiel', 'PART_TIME'],
    ['temps-partiel', 'PART_TIME'],
    // Unknown or missing contract types: undefined.
    ['Contrat de chantier', undefined],
    ['', undefined],
    [null, undefined],
  ])('maps %j to %s', (contractType, type) => {
    expect(employmentTypeOf(contractType)).toBe(type)
  })
})

describe('buildJobPosting', () => {
  it('describes a complete job', () => {
    const posting = build(COMPLETE_JOB)
    expect(posting).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Ingénieur·e photovoltaïque',
      description:
        '<p>Vous concevez les centrales solaires.</p>' +
        '<p>Vos missions :</p><ul><li>dimensionner les centrales ;</li><li>réaliser l&#39;étude.</li></ul>' +
        '<p>Diplômé·e d’une école d’ingénieurs.</p>' +
        '<p>Un échange téléphonique.<br>Un entretien technique.</p>',
      // Its publication (jobs.published_at); no closing date, so no validThrough (ADR 035).
      datePosted: '2026-11-18T08:00:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Lumen Énergie',
        sameAs: 'https://lumen-energie.example/',
        logo: 'https://jobs.example/demo/lumen-logo.svg',
      },
      jobLocation: {
        '@type': 'Place',
        address: SEED_JOB_POSTAL_ADDRESS,
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 45000, maxValue: 55000, unitText: 'YEAR' },
      },
      directApply: true,
      identifier: { '@type': 'PropertyValue', name: 'Lumen Énergie', value: COMPLETE_JOB.id },
      url: `${ORIGIN}/fr/lumen-energie/jobs/${COMPLETE_JOB.id}`,
    })
    expect(checkJobPosting(posting)).toEqual([])
  })

  it('is valid through the closing date the company set, and only then (ADR 035)', () => {
    const closesAt = new Date('2026-12-15T23:00:00Z')
    const posting = build({ ...COMPLETE_JOB, closesAt })
    expect(posting.validThrough).toBe('2026-12-15T23:00:00.000Z')
    expect(checkJobPosting(posting)).toEqual([])
    expect(build(COMPLETE_JOB)).not.toHaveProperty('validThrough')
  })

  it('describes a sparse job with a description: France as country, no optional keys', () => {
    const sparse = { ...SPARSE_JOB, description: 'Agencement sur mesure.' }
    const posting = build(sparse, { name: 'Atelier Brique', website: null, logoUrl: null, description: null })
    expect(posting.description).toBe('<p>Agencement sur mesure.</p>')
    expect(posting.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Atelier Brique' })
    expect(posting.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressCountry: 'FR' },
    })
    for (const key of ['employmentType', 'baseSalary', 'jobLocationType', 'applicantLocationRequirements']) {
      expect(posting).not.toHaveProperty(key)
    }
    expect(Object.values(posting)).not.toContain(undefined)
    expect(checkJobPosting(posting)).toEqual([])
  })

  it('gives no JobPosting at all for a job without a description, whatever else it has (ADR 035)', () => {
    // Nothing but a title: no title, nor the company's boilerplate, standing in.
    expect(postingOrNull(SPARSE_JOB)).toBeNull()
    // A profile and a process do not describe the job itself; nor does a blank text.
    expect(postingOrNull({ ...COMPLETE_JOB, description: null })).toBeNull()
    expect(postingOrNull({ ...COMPLETE_JOB, description: ' \n\t ' })).toBeNull()
  })

  it('marks fully remote jobs as TELECOMMUTE (seed job 03)', () => {
    const posting = build({
      ...COMPLETE_JOB,
      contractType: 'Freelance',
      remote: 'Télétravail complet',
      officeAddress: null,
      city: 'Lyon',
      zipCode: '69003',
      salaryMin: '550.00',
      salaryMax: '700.00',
      salaryPeriod: 'journalier',
    })
    expect(posting.jobLocationType).toBe('TELECOMMUTE')
    expect(posting.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'FR' })
    expect(posting.employmentType).toBe('CONTRACTOR')
    expect(posting.baseSalary).toMatchObject({ value: { minValue: 550, maxValue: 700, unitText: 'DAY' } })
    expect(checkJobPosting(posting)).toEqual([])
    expect(build(COMPLETE_JOB)).not.toHaveProperty('jobLocationType')
  })

  it('publishes a single bound as a minimum or a maximum, never as an exact value', () => {
    const onlyMin = build({ ...COMPLETE_JOB, salaryMax: null, salaryPeriod: 'mensuel', salaryCurrency: 'USD' })
    expect(onlyMin.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', minValue: 45000, unitText: 'MONTH' },
    })
    const onlyMax = build({ ...COMPLETE_JOB, salaryMin: 'n/a', salaryPeriod: 'trimestriel', salaryCurrency: '' })
    expect(onlyMax.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', maxValue: 55000 },
    })
    expect(checkJobPosting(onlyMin)).toEqual([])
    expect(checkJobPosting(onlyMax)).toEqual([])
  })

  it('keeps the stored country and resolves logos safely', () => {
    const posting = build({ ...COMPLETE_JOB, countryCode: 'BE' }, { ...COMPANY, logoUrl: 'https://cdn.example/l.png' })
    expect(posting.jobLocation).toMatchObject({ address: { addressCountry: 'BE' } })
    expect(posting.hiringOrganization).toMatchObject({ logo: 'https://cdn.example/l.png' })
    for (const logoUrl of ['javascript:alert(1)', '//evil.example/l.png', 'logo.png']) {
      expect(build(COMPLETE_JOB, { ...COMPANY, logoUrl }).hiringOrganization).not.toHaveProperty('logo')
    }
    expect(build(COMPLETE_JOB, { ...COMPANY, website: 'javascript:alert(1)' }).hiringOrganization).not.toHaveProperty(
      'sameAs',
    )
  })
})

describe('serializeJsonLd', () => {
  const hostile = {
    ...COMPLETE_JOB,
    title: 'Dev </script><script>alert(1)</script>',
    description: 'Use <b>bold</b> & </script><script>alert(1)</script>\u2028next',
  }

  it('cannot close the script element and parses back to the same data', () => {
    const posting = build(hostile)
    expect(posting.description).toContain('&lt;/script&gt;')
    expect(posting.description).toContain('&lt;b&gt;bold&lt;/b&gt;')
    const json = serializeJsonLd(posting)
    expect(json).not.toContain('</script')
    expect(json).not.toContain('<')
    expect(json).not.toContain('>')
    expect(json).not.toMatch(/[\u2028\u2029]/)
    expect(json).toContain('\\u003c/script\\u003e')
    expect(JSON.parse(json)).toEqual(posting)
  })

  it('escapes raw strings too', () => {
    const data = { text: '</script>&\u2028\u2029' }
    expect(serializeJsonLd(data)).toBe('{"text":"\\u003c/script\\u003e\\u0026\\u2028\\u2029"}')
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data)
  })
})

describe('checkJobPosting', () => {
  const valid = build(COMPLETE_JOB)

  it('reports missing required fields', () => {
    const problems = checkJobPosting({ '@type': 'JobPosting' })
    expect(problems).toEqual([
      'title is missing',
      'description is missing',
      'datePosted is not an ISO 8601 date',
      'hiringOrganization.name is missing',
      'jobLocation (or jobLocationType TELECOMMUTE with applicantLocationRequirements) is missing',
    ])
  })

  it('reports bad dates, employment types and locations', () => {
    expect(checkJobPosting({ ...valid, datePosted: '18/11/2026' })).toEqual(['datePosted is not an ISO 8601 date'])
    expect(checkJobPosting({ ...valid, employmentType: 'CDI' })).toHaveLength(1)
    expect(checkJobPosting({ ...valid, employmentType: ['FULL_TIME', 'PART_TIME'] })).toEqual([])
    expect(checkJobPosting({ ...valid, jobLocation: { '@type': 'Place', address: {} } })).toEqual([
      'jobLocation.address.addressCountry is missing',
    ])
    const remoteOnly = { ...valid, jobLocation: undefined, jobLocationType: 'TELECOMMUTE' }
    expect(checkJobPosting(remoteOnly)).toHaveLength(1)
    expect(
      checkJobPosting({ ...remoteOnly, applicantLocationRequirements: { '@type': 'Country', name: 'FR' } }),
    ).toEqual([])
  })

  it('reports bad salaries', () => {
    const salary = (currency: unknown, value: Record<string, unknown>) => ({
      ...valid,
      baseSalary: { '@type': 'MonetaryAmount', currency, value: { '@type': 'QuantitativeValue', ...value } },
    })
    expect(checkJobPosting(salary('eur', { value: 1 }))).toEqual([
      'baseSalary.currency is not a three-letter ISO 4217 code',
    ])
    expect(checkJobPosting(salary('EUR', { minValue: 55000, maxValue: 45000 }))).toEqual([
      'baseSalary.value.maxValue is below minValue',
    ])
    expect(checkJobPosting(salary('EUR', { minValue: '45000.00' }))).toEqual([
      'baseSalary.value.minValue is not a number',
    ])
    expect(checkJobPosting(salary('EUR', {}))).toEqual(['baseSalary.value has no minValue, maxValue or value'])
    expect(checkJobPosting(salary('EUR', { value: 1, unitText: 'annuel' }))).toHaveLength(1)
  })
})
