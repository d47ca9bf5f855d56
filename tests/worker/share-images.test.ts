import { JOB } from '../tools/database.ts'
import { decodePng, isPng, pngSize } from '../tools/png.ts'
import { SEED_COMPANIES } from '../tools/seed-ids.ts'
import { afterAll, describe, expect, LOCALES, openWorkerDatabase, SEED, test } from './fixtures.ts'
import { parseHtml } from './html.ts'
import { type Answer, get, outageOrigin, send } from './http.ts'

// Link previews (ADR 038): every indexable page names a PNG or JPEG that LinkedIn, Slack,
// WhatsApp and Facebook show; the demo companies' pictures are SVG, so theirs are cards.

const INDEXABLE_PAGES = (slug: string, job: string) => [
  '',
  `/${slug}`,
  `/${slug}/companie`,
  `/${slug}/team`,
  `/${slug}/jobs`,
  `/${slug}/jobs/${job}`,
]

type Preview = { image: string; width?: string; height?: string; alt?: string; card?: string }

async function previewOf(path: string): Promise<Preview> {
  const response = await get(path)
  expect(response.status, path).toBe(200)
  const page = parseHtml(response.text)
  const meta = (selector: string) => page(selector).attr('content')
  expect(page('meta[property="og:image"]'), path).toHaveLength(1)
  return {
    image: meta('meta[property="og:image"]') ?? '',
    width: meta('meta[property="og:image:width"]'),
    height: meta('meta[property="og:image:height"]'),
    alt: meta('meta[property="og:image:alt"]'),
    card: meta('meta[name="twitter:card"]'),
  }
}

/** The picture as a platform fetches it: the og:image URL's path and query, on the Worker under test. */
async function fetchImage(imageUrl: string): Promise<Answer> {
  const url = new URL(imageUrl)
  return get(`${url.pathname}${url.search}`)
}

describe('og:image on every indexable page', () => {
  const pages = LOCALES.flatMap((locale) =>
    [
      ...INDEXABLE_PAGES(SEED.completeCompany, JOB.complete),
      ...INDEXABLE_PAGES(SEED.sparseCompany, JOB.sparseCompany).slice(1),
    ].map((path) => `/${locale}${path || '/'}`),
  )

  test.each(pages)(
    '%s: an absolute URL of a 1200×630 PNG, with its size, alternative text and a large card',
    async (path) => {
      const preview = await previewOf(path)
      expect(preview.image).toMatch(/^https?:\/\/[^/]+\/share-cards\/(?:site|company\/[a-z0-9-]+)\.png\?v=[0-9a-z]+$/)
      expect([preview.width, preview.height]).toEqual(['1200', '630'])
      expect(preview.card).toBe('summary_large_image')
      expect(preview.alt).toMatch(path.startsWith('/en') ? /^.+ logo and name$/ : /^Logo et nom de .+$/)
      const image = await fetchImage(preview.image)
      expect(image.status).toBe(200)
      expect(image.headers['content-type']).toBe('image/png')
      expect(isPng(image.body)).toBe(true)
      expect(pngSize(image.body)).toEqual({ width: 1200, height: 630 })
    },
  )
})

describe('share cards', () => {
  const near = (actual: number[], hex: string) => {
    const expected = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16))
    expect(
      actual.every((channel, index) => Math.abs(channel - (expected[index] ?? 0)) <= 6),
      `${actual} ≈ ${hex}`,
    ).toBe(true)
  }

  test("differ between companies: each one's colour, and its logo drawn from the site's files", async () => {
    const [lumen, brique, site] = await Promise.all([
      get(`/share-cards/company/${SEED.completeCompany}.png`),
      get(`/share-cards/company/${SEED.sparseCompany}.png`),
      get('/share-cards/site.png'),
    ])
    expect(lumen.body.equals(brique.body)).toBe(false)
    expect(lumen.body.equals(site.body)).toBe(false)
    const [lumenCard, briqueCard] = [decodePng(lumen.body), decodePng(brique.body)]
    near(lumenCard.pixel(20, 20), '#1f5f99') // Lumen's accent_color
    near(briqueCard.pixel(20, 20), '#0b6e4f') // none: the site's
    // Inside the tile: Lumen's logo (public/demo/lumen-logo.svg, its dark green ground);
    // Atelier Brique has none, so the white tile shows there.
    near(lumenCard.pixel(220, 415), '#0f5132')
    near(briqueCard.pixel(220, 415), '#ffffff')
  })

  test('are cached like a page: validators, a public Cache-Control, a HIT next (HEAD too), a 304; ?v= is not in the key', async () => {
    const path = `/share-cards/company/${SEED_COMPANIES.other.slug}.png`
    const first = await get(`${path}?v=one`)
    expect(first.status).toBe(200)
    expect(first.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/)
    expect(first.headers.etag).toMatch(/^"/)
    // The company's last edit of what the card draws (ADR 036), not the drawing's time.
    const sql = openWorkerDatabase()
    try {
      const [company] = await sql<{ changedAt: Date }[]>`
        select page_changed_at as "changedAt" from companies where slug = ${SEED_COMPANIES.other.slug}`
      expect(first.headers['last-modified']).toBe(company?.changedAt.toUTCString())
    } finally {
      await sql.end()
    }
    await expect.poll(async () => (await get(`${path}?v=two&utm_source=x`)).headers['x-edge-cache']).toBe('HIT')
    // A HEAD (some link unfurlers send one first) is the same copy, never one more drawing.
    const head = await send('HEAD', path)
    expect([head.status, head.headers['x-edge-cache'], head.headers.etag]).toEqual([200, 'HIT', first.headers.etag])
    expect(head.body).toHaveLength(0)
    const revalidated = await get(path, { headers: { 'If-None-Match': first.headers.etag ?? '' } })
    expect(revalidated.status).toBe(304)
    expect(revalidated.body).toHaveLength(0)
  })

  test('with the database down and no copy, a company card is a 503 nobody stores; the site card needs no database', async () => {
    const company = await get(`${outageOrigin()}/share-cards/company/${SEED.completeCompany}.png`)
    expect(company.status).toBe(503)
    expect(company.headers['cache-control']).toBe('no-store')
    const site = await get(`${outageOrigin()}/share-cards/site.png`)
    expect(site.status).toBe(200)
    expect(pngSize(site.body)).toEqual({ width: 1200, height: 630 })
  })

  test('an unknown or malformed company is a 404 nobody stores', async () => {
    for (const path of [
      '/share-cards/company/no-such-company.png',
      '/share-cards/company/..%2Fetc.png',
      '/share-cards/company/UPPER_case.png',
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      expect(response.headers['cache-control'], path).toBe('no-store')
    }
  })
})

describe('a hostile company name', () => {
  const slug = `hostile-name-${Date.now().toString(36)}`
  // Markup of every kind the card's SVG and the page could take for their own; line breaks,
  // bidi controls and links are refused by the database's rule for names (ADR 058).
  const name = `</text><image href="evil.svg"/>&amp; "Ç'a" <script> Évil 🚀 ]]>`

  afterAll(async () => {
    const sql = openWorkerDatabase()
    await sql`delete from companies where slug = ${slug}`
    await sql.end()
  })

  test('is drawn as text on a 1200×630 PNG and stays text in the page', async ({ sql }) => {
    await sql`
      insert into companies (slug, name, workspace_id, accent_color, plan)
      select ${slug}, ${name}, workspace_id, '#5b2a86', 'pro' from companies where slug = ${SEED.sparseCompany}
    `
    const preview = await previewOf(`/en/${slug}`)
    expect(preview.alt).toBe(`${name} logo and name`)
    const image = await fetchImage(preview.image)
    expect(image.status).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
    const drawn = decodePng(image.body)
    expect([drawn.width, drawn.height]).toEqual([1200, 630])
    // Its colour all the same: nothing in the name changed the drawing around it.
    expect(drawn.pixel(20, 20)).toEqual([0x5b, 0x2a, 0x86])
  })
})

describe("a company's own raster pictures", () => {
  const slugs = { cover: `raster-cover-${Date.now().toString(36)}`, logo: `raster-logo-${Date.now().toString(36)}` }

  afterAll(async () => {
    const sql = openWorkerDatabase()
    await sql`delete from companies where slug in ${sql([slugs.cover, slugs.logo])}`
    await sql.end()
  })

  test('a PNG or JPEG cover is the large picture; a raster logo alone a small one; an SVG never', async ({ sql }) => {
    const cover = 'https://images.example/covers/wide.JPG'
    await sql`
      insert into companies (slug, name, workspace_id, cover_image_url, logo_url)
      select ${slugs.cover}, 'Raster Cover', workspace_id, ${cover}, '/demo/lumen-logo.svg'
      from companies where slug = ${SEED.sparseCompany}
      union all
      select ${slugs.logo}, 'Raster Logo', workspace_id, '/demo/lumen-cover.svg', '/logos/square.png'
      from companies where slug = ${SEED.sparseCompany}
    `
    const withCover = await previewOf(`/en/${slugs.cover}/team`)
    expect(withCover).toEqual({ image: cover, alt: 'Raster Cover cover image', card: 'summary_large_image' })
    const withLogo = await previewOf(`/fr/${slugs.logo}/jobs`)
    // The page's absolute URL on the site's public origin (wrangler.toml), as crawlers need.
    expect(withLogo).toEqual({
      image: 'http://localhost:3000/logos/square.png',
      alt: 'Logo de Raster Logo',
      card: 'summary',
    })
  })
})
