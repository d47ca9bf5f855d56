import { AA_CONTRAST, readableAccent, weakestPageContrast } from '#domain/brand-color.ts'
import { decodePng } from '../tools/png.ts'
import { afterAll, beforeAll, describe, expect, openWorkerDatabase, SEED, test } from './fixtures.ts'
import { parseHtml } from './html.ts'
import { get } from './http.ts'

/**
 * Advanced branding is Pro's and Enterprise's (spec section 1, ADR 051): two companies with the
 * same accent colour, one on each plan, and what their pages and share cards show of it.
 */
const ACCENT = '#7a1f5c'
const stamp = Date.now().toString(36)
/** A yellow no text can be read on (1.5:1 on white): its pages show a darker shade of it. */
const PALE_ACCENT = '#ffd43b'
const companies = {
  starter: `branding-starter-${stamp}`,
  pro: `branding-pro-${stamp}`,
  pale: `branding-pale-${stamp}`,
} as const

describe("a company's own accent colour", () => {
  const sql = openWorkerDatabase()
  beforeAll(async () => {
    await sql`
      insert into companies (slug, name, workspace_id, accent_color, plan)
      select ${companies.starter}, 'Marque Starter', workspace_id, ${ACCENT}, 'starter'
      from companies where slug = ${SEED.sparseCompany}
      union all
      select ${companies.pro}, 'Marque Pro', workspace_id, ${ACCENT}, 'pro'
      from companies where slug = ${SEED.sparseCompany}
      union all
      select ${companies.pale}, 'Marque Pâle', workspace_id, ${PALE_ACCENT}, 'pro'
      from companies where slug = ${SEED.sparseCompany}`
  })
  afterAll(async () => {
    await sql`delete from companies where slug in ${sql(Object.values(companies))}`
    await sql.end()
  })

  test.each([
    ['pro', true],
    ['starter', false],
  ] as const)('on %s: shown on its pages and its share card: %s', async (plan, shown) => {
    for (const path of [`/fr/${companies[plan]}`, `/en/${companies[plan]}/jobs`]) {
      const page = await get(path)
      expect(page.status, path).toBe(200)
      expect(page.text.includes(ACCENT), path).toBe(shown)
    }
    const preview = parseHtml((await get(`/fr/${companies[plan]}`)).text)('meta[property="og:image"]').attr('content')
    const card = await get(new URL(preview ?? '').pathname + new URL(preview ?? '').search)
    expect(card.status).toBe(200)
    const [red, green, blue] = decodePng(card.body).pixel(20, 20)
    expect(
      [red, green, blue].map((channel) => channel.toString(16).padStart(2, '0')).join('') === ACCENT.slice(1),
    ).toBe(shown)
  })

  test('too light to be read, shown a shade darker in its own hue, at AA on every page colour (ADR 074)', async () => {
    const shown = readableAccent(PALE_ACCENT) ?? ''
    expect(weakestPageContrast(shown)).toBeGreaterThanOrEqual(AA_CONTRAST)
    for (const path of [`/fr/${companies.pale}`, `/en/${companies.pale}/companie`]) {
      const page = await get(path)
      expect(page.status, path).toBe(200)
      expect(page.text.includes(shown), path).toBe(true)
      expect(page.text.includes(PALE_ACCENT), path).toBe(false)
    }
  })
})
