import type { FeedJob, FeedMeta } from '#domain/feeds.ts'

/** Jobs and feed metadata for the feed tests: a complete job, a sparse one and a hostile one. */
export const META: FeedMeta = {
  title: 'Offres d’emploi – Lumen Énergie',
  description: 'Les offres de Lumen & Cie',
  homePageUrl: 'https://jobs.example/lumen',
  feedUrl: 'https://jobs.example/lumen/feed.xml',
  language: 'fr',
  companyName: 'Lumen Énergie',
  companyUrl: 'https://lumen-energie.example',
}
export const PUBLISHER = { name: 'Jobs Example', url: 'https://jobs.example' }

export const COMPLETE: FeedJob = {
  id: 'b0000000-0000-4000-8000-000000000001',
  title: 'Ingénieur·e photovoltaïque',
  url: 'https://jobs.example/lumen/jobs/b0000000-0000-4000-8000-000000000001',
  publishedAt: new Date('2026-11-18T09:00:00+01:00'),
  description: 'Vous concevez les centrales solaires.\n\nVos missions :\n- dimensionner ;\n- étudier.',
  profile: null,
  recruitmentProcess: null,
  companyDescription: null,
  city: 'Paris',
  zipCode: '75011',
  countryCode: 'FR',
  contractType: 'CDI',
  remote: 'Hybride',
  salaryMin: '45000.00',
  salaryMax: '55000.00',
  salaryCurrency: 'EUR',
  salaryPeriod: 'annuel',
}

export const SPARSE: FeedJob = {
  id: 'b0000000-0000-4000-8000-000000000002',
  title: 'Technicien·ne de maintenance',
  url: 'https://jobs.example/lumen/jobs/b0000000-0000-4000-8000-000000000002',
  publishedAt: new Date('2026-11-02T14:30:00Z'),
  description: null,
  profile: null,
  recruitmentProcess: null,
  companyDescription: null,
  city: null,
  zipCode: null,
  countryCode: null,
  contractType: null,
  remote: null,
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: null,
  salaryPeriod: null,
}

export const JOBS = [COMPLETE, SPARSE]

export const HOSTILE_TEXT = '</description><script>alert(1)</script> & ]]>\u0001'
export const HOSTILE: FeedJob = {
  ...COMPLETE,
  id: 'evil"<id>&',
  title: `Title ]]> <b>bold</b> & "quotes" \u0001`,
  description: HOSTILE_TEXT,
  city: 'Paris ]]> <city>',
  contractType: '<CDI> & ]]>',
  remote: '</remote>',
}
