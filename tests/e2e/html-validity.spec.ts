import { JOB } from './database.ts'
import { expect, LOCALES, SEED, test } from './fixtures.ts'
import { validateHtml } from './html-validator.ts'

/** Every page type, in both languages, through the W3C Nu HTML checker (vnu-jar). */
test('every page type is valid HTML', async ({ request }, info) => {
  test.skip(info.project.name === 'mobile', 'the HTML does not depend on the viewport')
  test.setTimeout(120_000)
  const pages = [
    '/',
    `/${SEED.completeCompany}`,
    `/${SEED.sparseCompany}`,
    `/${SEED.completeCompany}/companie`,
    `/${SEED.sparseCompany}/companie`,
    `/${SEED.completeCompany}/team`,
    `/${SEED.sparseCompany}/team`,
    `/${SEED.completeCompany}/jobs`,
    '/studio-calme/jobs',
    `/${SEED.completeCompany}/jobs/${JOB.complete}`,
    `/${SEED.completeCompany}/jobs/${JOB.noDescription}`,
    `/${SEED.completeCompany}/jobs/${JOB.closed}`,
    // Privacy policy and terms, with a company's every detail and with none (ADR 025).
    `/${SEED.completeCompany}/privacy`,
    `/${SEED.sparseCompany}/privacy`,
    `/${SEED.completeCompany}/terms`,
    `/${SEED.sparseCompany}/terms`,
    // A withdrawal's outcome and a refused link (the form: tests/e2e/withdrawal.spec.ts).
    `/${SEED.completeCompany}/withdraw/done`,
    `/${SEED.completeCompany}/withdraw?token=not-a-token`,
    '/not-found',
  ]
  const documents: { name: string; html: string }[] = []
  for (const locale of LOCALES) {
    for (const path of pages) {
      const url = `/${locale}${path === '/' ? '/' : path}`
      documents.push({ name: url, html: await (await request.get(url)).text() })
    }
  }
  expect(await validateHtml(documents)).toEqual([])
})
