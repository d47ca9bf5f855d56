import { randomBytes, randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { openE2eDatabase } from '../database.ts'
import { expect, test, waitForHydration } from '../fixtures.ts'
import { expectCleanBody } from './clean-answers.ts'
import { ALL_PAYLOADS, BASELINE, COMPANY_NAME, JOB_TEXT, JOB_TITLE, PAYLOAD, PWN, TEAM_SEO } from './hostile-texts.ts'

export type Hostile = { companyId: string; slug: string; jobs: { form: string; property: string } }

export async function insertHostileCompany(): Promise<Hostile> {
  const sql = openE2eDatabase()
  const companyId = randomUUID()
  const workspaceId = randomUUID()
  const slug = `hostile-${randomBytes(5).toString('hex')}`
  const jobs = { form: randomUUID(), property: randomUUID() }
  try {
    await sql`
      insert into companies (
        id, slug, name, workspace_id, description, "values", vision, key_figures, tech_stack, offices,
        social_links, recruitment_process, website, industry, size_range, headquarters, location,
        baseline, founded_year, turnover, companies_phone, seo_pages, photos
      ) values (
        ${companyId}, ${slug}, ${COMPANY_NAME}, ${workspaceId}, ${JOB_TEXT}, ${ALL_PAYLOADS}, ${ALL_PAYLOADS},
        ${sql.json([
          { label: `Collaborateurs ${PAYLOAD.script}`, value: `12 ${PAYLOAD.img}` },
          { label: `Âge moyen ${PAYLOAD.svg}`, value: `30 ${PAYLOAD.closeScript}` },
          { label: ALL_PAYLOADS, value: ALL_PAYLOADS },
        ])},
        ${[PAYLOAD.script, PAYLOAD.closeScript, PAYLOAD.template]},
        ${sql.json([{ name: PAYLOAD.svg, address: PAYLOAD.img, country: PAYLOAD.script }])},
        ${sql.json({ linkedin: `javascript:${PWN}`, instagram: `"><script>${PWN}</script>` })},
        ${sql.json([{ step: 1, title: PAYLOAD.script, description: PAYLOAD.closeScript }])},
        ${`javascript:${PWN}`}, ${`Industry ${PAYLOAD.img}`}, ${PAYLOAD.template}, ${`HQ ${PAYLOAD.svg}`},
        ${`Location ${PAYLOAD.script}`}, ${BASELINE}, 2001, ${`10 M€ ${PAYLOAD.script}`}, ${`+33 1 ${PAYLOAD.svg}`},
        ${sql.json({ team: { ...TEAM_SEO, en: TEAM_SEO } })},
        ${sql.json([{ url: '/demo/photo-1.svg', alt: PAYLOAD.img }])}
      )`
    for (const [key, id] of Object.entries(jobs)) {
      // One job links to an outside application page (the list shows it), one has a javascript: link.
      const applyUrl = key === 'form' ? `javascript:${PWN}` : `https://apply.example/job?x="><script>${PWN}</script>`
      await sql`
        insert into jobs (
          id, company_id, workspace_id, title, status, apply_url, city, zip_code, country_code, contract_type,
          experience_level, education_level, office_address, remote, duration, salary_min, salary_max,
          salary_period, description, profile, recruitment_process
        ) values (
          ${id}, ${companyId}, ${workspaceId}, ${JOB_TITLE}, 'published', ${applyUrl},
          ${`City ${PAYLOAD.script}`}, ${PAYLOAD.svg}, 'FR', ${`CDI ${PAYLOAD.img}`}, ${PAYLOAD.closeScript},
          ${PAYLOAD.template}, ${PAYLOAD.img}, ${`Hybride ${PAYLOAD.script}`}, ${PAYLOAD.svg}, 40000, 50000,
          ${`annuel ${PAYLOAD.script}`}, ${JOB_TEXT}, ${JOB_TEXT}, ${JOB_TEXT}
        )`
    }
  } finally {
    await sql.end()
  }
  return { companyId, slug, jobs }
}

/** A string anywhere in a JSON value. */
export function jsonStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(jsonStrings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(jsonStrings)
  return []
}

/** `structuredData`: whether the page carries JSON-LD (the application form does not: ADR 012). */
export async function expectInertPage(
  page: Page,
  path: string,
  visibleText: string,
  dialogs: string[],
  structuredData = true,
) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  const html = (await response?.text()) ?? ''
  expectCleanBody(html, 'text/html', path)
  await waitForHydration(page)
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned), path).toBeUndefined()
  expect(dialogs, path).toEqual([])
  await expect(page.locator('body'), path).toContainText(visibleText)
  // No element the payloads could have made: their attributes, their scripts, javascript: links.
  expect(await page.locator('[onerror], [onload], svg[onload], a[href^="javascript:" i]').count(), path).toBe(0)
  const scripts = await page
    .locator('script')
    .evaluateAll((elements) =>
      elements.map((element) => ({ type: element.getAttribute('type'), text: element.textContent ?? '' })),
    )
  expect(
    scripts.filter((script) => script.text.includes('__pwned') && !/json/.test(script.type ?? '')),
    path,
  ).toEqual([])
  // Structured data parses, cannot close its element, and carries the texts literally.
  const jsonLd = scripts.filter((script) => script.type === 'application/ld+json')
  expect(jsonLd.length > 0, path).toBe(structuredData)
  for (const { text } of jsonLd) {
    expect(text, path).not.toContain('<')
    const strings = jsonStrings(JSON.parse(text))
    expect(
      strings.some((value) => value.includes(COMPANY_NAME) || value.includes(JOB_TITLE)),
      `${path}: ${text.slice(0, 300)}`,
    ).toBe(true)
  }
  // Vike's serialized pageContext is JSON in a script element: it must parse too.
  for (const script of scripts.filter((s) => s.type === 'application/json')) JSON.parse(script.text)
  expect(await page.title(), path).toMatch(/Acme|Dev|Team/)
}

/**
 * The hostile company of a `test.describe` group: one for the whole group, inserted once
 * by its hooks in one worker, in the desktop project (the group is viewport-independent). Filled
 * in before the group's first test.
 */
export function useHostileCompany(): Hostile {
  const company = {} as Hostile
  test.describe.configure({ mode: 'default' })
  test.beforeAll(async () => {
    Object.assign(company, await insertHostileCompany())
  })
  // The company stays: the browser tests' database is new for every run, and sitemaps
  // cached meanwhile (up to 60 s) would otherwise list a company that is gone, failing the
  // crawler tests that follow every URL of the sitemaps.
  return company
}
