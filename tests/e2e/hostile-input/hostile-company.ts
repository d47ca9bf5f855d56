import type { Page } from '@playwright/test'
import { forbiddenIn } from '../../tools/hostile-input/clean-body.ts'
import { type Hostile, insertHostileCompany, jsonStrings } from '../../tools/hostile-input/hostile-company.ts'
import { COMPANY_NAME, JOB_TITLE } from '../../tools/hostile-input/hostile-texts.ts'
import { openE2eDatabase } from '../database.ts'
import { expect, test, waitForEnhancement } from '../fixtures.ts'

/** No stack trace, SQL or live markup in a page (tests/tools/hostile-input/clean-body.ts). */
export function expectCleanBody(page: string, contentType: string, context: string) {
  const { body, patterns } = forbiddenIn(page, contentType)
  for (const pattern of patterns) expect(body, `${context}: ${pattern}`).not.toMatch(pattern)
}

/** `structuredData`: whether the page carries JSON-LD (the job page and its application form do: ADR 037). */
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
  await waitForEnhancement(page)
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
    Object.assign(company, await insertHostileCompany(openE2eDatabase()))
  })
  // The company stays: the browser tests' database is new for every run, and sitemaps
  // cached meanwhile (up to 60 s) would otherwise list a company that is gone, failing the
  // crawler tests that follow every URL of the sitemaps.
  return company
}
