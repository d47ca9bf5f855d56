import { randomUUID } from 'node:crypto'
import { AUDITED_PAGES, auditFigures, lastPassingRun } from '#domain/accessibility-audit.ts'
import { formatDate } from '#domain/format-date.ts'
import { LOCALES, type Locale } from '#domain/locale.ts'
import { LOCAL_LINK_SIGNING_SECRET } from '#server/env.ts'
import { statisticsPath, statisticsToken } from '#server/features/statistics/statistics-link.ts'
import { readPassingRun } from '../../scripts/accessibility-audit-run.ts'
import { JOB } from '../tools/database.ts'
import { SEED_COMPANIES } from '../tools/seed-ids.ts'
import { validateHtml } from '../tools/validators.ts'
import { expect, SEED, test } from './fixtures.ts'
import { parseHtml, texts } from './html.ts'
import { get, outageOrigin } from './http.ts'

/**
 * The accessibility statements (ADR 048): the platform's and each company
 * space's, in both languages, linked from the footer of every page that has one, stating
 * the figures of the audited list the browser tests iterate over. The pages in a browser
 * (axe, 320 px): tests/e2e/accessibility-statement.spec.ts.
 */
const LINK_TEXT: Record<Locale, string> = { fr: 'Accessibilité : non conforme', en: 'Accessibility: not compliant' }
const TITLE: Record<Locale, string> = { fr: "Déclaration d'accessibilité", en: 'Accessibility statement' }

for (const locale of LOCALES) {
  test(`every page type's footer links to its site's statement (${locale})`, async () => {
    const company = SEED.completeCompany
    const statistics = statisticsPath(
      locale,
      company,
      await statisticsToken(LOCAL_LINK_SIGNING_SECRET, SEED_COMPANIES.complete.id),
      {},
    )
    const ofCompany = `/${locale}/${company}/accessibility`
    const ofPlatform = `/${locale}/accessibility`
    const pages: [url: string, statement: string][] = [
      [`/${locale}/`, ofPlatform],
      [ofPlatform, ofPlatform],
      [`/${locale}/not-found`, ofPlatform],
      // Under a company's address, but no company: the platform's statement.
      [`/${locale}/no-such-company-${randomUUID().slice(0, 8)}`, ofPlatform],
      [`/${locale}/${company}/jobs/${randomUUID()}`, ofPlatform],
      [`${outageOrigin()}/${locale}/${company}`, ofPlatform],
      ...['', '/companie', '/team', '/jobs', '/privacy', '/terms', '/accessibility', '/withdraw/done'].map(
        (path): [string, string] => [`/${locale}/${company}${path}`, ofCompany],
      ),
      // The job space's one page with a footer (the detail and the form have none, spec section 2).
      [`/${locale}/${company}/jobs/${JOB.complete}/apply/confirmation`, ofCompany],
      [statistics, ofCompany],
      [`/${locale}/${SEED.sparseCompany}`, `/${locale}/${SEED.sparseCompany}/accessibility`],
    ]
    for (const [url, statement] of pages) {
      const $ = parseHtml((await get(url)).text)
      const links = $('footer a').filter((_, link) => $(link).text() === LINK_TEXT[locale])
      expect(
        links.toArray().map((link) => $(link).attr('href')),
        url,
      ).toEqual([statement])
    }
  })

  test(`the job page and the application form, without a footer, link discreetly to the statement (${locale})`, async () => {
    const company = SEED.completeCompany
    const jobPages = ['', '/apply', '/apply/confirmation'].map(
      (path) => `/${locale}/${company}/jobs/${JOB.complete}${path}`,
    )
    for (const url of jobPages) {
      const $ = parseHtml((await get(url)).text)
      const links = $('a').filter((_, link) => $(link).text() === LINK_TEXT[locale])
      expect(
        links.toArray().map((link) => $(link).attr('href')),
        url,
      ).toEqual([`/${locale}/${company}/accessibility`])
    }
    // The spec's rule stands: no footer, no 'Propulsé par' on the detail and the form.
    for (const url of jobPages.slice(0, 2)) expect(parseHtml((await get(url)).text)('footer'), url).toHaveLength(0)
  })

  test(`the statements: public, in the RGAA's form, with the audited list's figures (${locale})`, async () => {
    const figures = auditFigures()
    const documents: { name: string; html: string }[] = []
    for (const [path, site] of [
      [`/${locale}/accessibility`, 'Talentsite'],
      [`/${locale}/${SEED.completeCompany}/accessibility`, 'Lumen Énergie'],
      [`/${locale}/${SEED.sparseCompany}/accessibility`, 'Atelier Brique'],
    ] as const) {
      const answer = await get(path)
      expect(answer.status, path).toBe(200)
      // As the privacy policy and terms: edge-cached, not indexed, its links followed.
      expect(answer.headers['cache-control']).toMatch(/^public, /)
      const $ = parseHtml(answer.text)
      expect($('html').attr('lang')).toBe(locale)
      expect($('title').text()).toBe(`${TITLE[locale]} | ${site}`)
      expect($('meta[name="robots"]').attr('content')).toBe('noindex,follow')
      expect($('h1').text()).toBe(TITLE[locale])
      expect($('main').text()).toContain(site)
      // The RGAA model's sections, in its order.
      expect(
        $('main h2')
          .toArray()
          .map((heading) => $(heading).attr('id')),
      ).toEqual(['status', 'results', 'content', 'method', 'contact', 'recourse'])
      expect($('#recourse').parent().find('a[href^="https://formulaire.defenseurdesdroits.fr"]')).toHaveLength(1)
      // The figures are the audited list's: pages, languages, widths and audits.
      const figure = (name: string) => Number($(`[data-figure="${name}"]`).text())
      expect(figure('pages')).toBe(figures.pages)
      expect(figure('languages')).toBe(figures.languages.length)
      expect(figure('widths')).toBe(figures.widths.length)
      expect(figure('audits')).toBe(figures.audits)
      for (const width of figures.widths) expect($('[data-audit-figures]').text()).toContain(String(width))
      expect(
        $('[data-audited-page]')
          .toArray()
          .map((item) => $(item).attr('data-audited-page')),
      ).toEqual(Object.keys(AUDITED_PAGES))
      expect(texts($, '[data-audited-page]').every((name) => name.length > 0)).toBe(true)
      expectLastRun($('[data-figure="last-run"]').text(), locale)
      // "No error found" stands only on a recorded run: never beside "no run is recorded".
      const recorded = !/^(Aucune exécution|No run)/.test($('[data-figure="last-run"]').text())
      expect(/aucune erreur|find no error/.test($('main').text()), path).toBe(recorded)
      documents.push({ name: path, html: answer.text })
    }
    expect(await validateHtml(documents)).toEqual([])
  })
}

/**
 * The build embedded the last passing run it found. A browser run may have recorded a newer
 * one since (npm test runs both side by side), never an older one: the date shown is the
 * recorded one or earlier, and none is shown only when none fitting the list was recorded
 * or the build came first.
 */
function expectLastRun(text: string, locale: Locale) {
  const recorded = lastPassingRun(readPassingRun())
  const shown = /(\d{2})\/(\d{2})\/(\d{4})/.exec(text)
  if (!shown) {
    expect(text).toMatch(locale === 'fr' ? /^Aucune exécution/ : /^No run/)
    return
  }
  expect(recorded, 'a date shown, none recorded').not.toBeNull()
  const [, day, month, year] = shown
  expect(`${year}-${month}-${day}` <= isoDay(recorded ?? '', locale)).toBe(true)
}

const isoDay = (iso: string, locale: Locale) => formatDate(new Date(iso), locale).split('/').reverse().join('-')
