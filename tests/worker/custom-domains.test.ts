import { LOCAL_LINK_SIGNING_SECRET } from '#server/env.ts'
import { signToken } from '#server/services/signed-tokens.ts'
import { afterAll, beforeAll, describe, expect, openWorkerDatabase, SEED, test } from './fixtures.ts'
import { onHost, workerPort } from './host-requests.ts'
import { parseHtml, parseXml } from './html.ts'

/**
 * A company's career site on its own domain (ADR 044), on the production Worker:
 * an Enterprise company of the test's own, with a primary hostname and another one.
 * PUBLIC_ORIGIN is http://localhost:3000 (wrangler.toml): a company host is printed with
 * its scheme and port.
 */
const slug = `domains-${Date.now().toString(36)}`
const PRIMARY = `jobs.${slug}.localhost`
const OTHER = `${slug}.localhost`
const PRINTED = `http://${PRIMARY}:3000`
const PLATFORM = 'http://localhost:3000'
/** tests/worker/global-setup.ts gives the Worker this IndexNow key. */
const INDEXNOW_TEST_KEY = 'worker-tests-indexnow-key'
const sql = openWorkerDatabase()
let jobId = ''
const on = (host: string) => `${host}:${workerPort()}`

// One transaction: a sitemap index read meanwhile by another file (and cached) never lists
// the company without its domain.
beforeAll(async () => {
  await sql.begin(async (tx) => {
    const [company] = await tx<{ id: string }[]>`
      insert into companies (slug, name, workspace_id, plan, description)
      values (${slug}, 'Domaine & Cie', gen_random_uuid(), 'enterprise', 'Une entreprise chez elle.') returning id`
    const [job] = await tx<{ id: string }[]>`
      insert into jobs (company_id, workspace_id, title, status, city, zip_code, contract_type, description)
      select id, workspace_id, 'Barista', 'published', 'Lyon', '69003', 'CDI', 'Un poste.'
      from companies where id = ${company?.id ?? ''} returning id`
    jobId = job?.id ?? ''
    await tx`
      insert into company_domains (hostname, company_id, is_primary)
      values (${PRIMARY}, ${company?.id ?? ''}, true), (${OTHER}, ${company?.id ?? ''}, false)`
  })
})

afterAll(async () => {
  await sql`delete from applications where company_id = (select id from companies where slug = ${slug})`
  await sql`delete from companies where slug = ${slug}`
  await sql.end()
})

describe('a company host serves its company, without the slug', () => {
  test('home and job: canonical, hreflang, Open Graph and JSON-LD on the company host; links without the slug', async () => {
    const home = await onHost(on(PRIMARY), '/fr/')
    expect(home.status).toBe(200)
    const $home = parseHtml(home.text)
    expect($home('link[rel="canonical"]').attr('href')).toBe(`${PRINTED}/fr/`)
    expect($home('link[hreflang="en"]').attr('href')).toBe(`${PRINTED}/en/`)
    expect($home('meta[property="og:url"]').attr('content')).toBe(`${PRINTED}/fr/`)
    const organization = JSON.parse($home('script[type="application/ld+json"]').first().text())
    expect(organization.url).toBe(`${PRINTED}/fr/`)

    const job = await onHost(on(PRIMARY), `/en/jobs/${jobId}`)
    expect(job.status).toBe(200)
    const $job = parseHtml(job.text)
    expect($job('link[rel="canonical"]').attr('href')).toBe(`${PRINTED}/en/jobs/${jobId}`)
    const jsonLd = $job('script[type="application/ld+json"]')
      .toArray()
      .map((script) => JSON.parse($job(script).text()))
    const posting = jsonLd.find((data) => data['@type'] === 'JobPosting')
    expect(posting.url).toBe(`${PRINTED}/en/jobs/${jobId}`)
    const crumbs = jsonLd.find((data) => data['@type'] === 'BreadcrumbList')
    expect(crumbs.itemListElement.map((item: { item: string }) => item.item)).toEqual([
      `${PRINTED}/en/`,
      `${PRINTED}/en/jobs`,
      `${PRINTED}/en/jobs/${jobId}`,
    ])
    // Every link and form of both pages is the host's own path: no slug, no platform URL.
    const targets = [$home, $job].flatMap(($) =>
      $('a[href], form[action], link[href]')
        .toArray()
        .map((element) => $(element).attr('href') ?? $(element).attr('action') ?? ''),
    )
    const paths = targets.map((target) => (target.startsWith(`${PRINTED}/`) ? target.slice(PRINTED.length) : target))
    expect(paths.filter((path) => path.includes(slug) || !path.match(/^[/#]/))).toEqual([])
    expect(targets).toContain(`/en/jobs/${jobId}/apply`)
    expect(targets).toContain('/fr/jobs')
  })

  test('the landing page and other companies are not there; redirects stay on the host', async () => {
    expect((await onHost(on(PRIMARY), `/fr/${SEED.completeCompany}`)).status).toBe(404)
    expect((await onHost(on(PRIMARY), `/fr/${SEED.completeCompany}/jobs`)).status).toBe(404)
    // Its own slug is no path of its host: the page is `/fr/`.
    const ownSlug = await onHost(on(PRIMARY), `/fr/${slug}`)
    expect([ownSlug.status, ownSlug.headers.location]).toEqual([404, undefined])
    const root = await onHost(on(PRIMARY), '/', { headers: { 'Accept-Language': 'en' } })
    expect([root.status, root.headers.location]).toEqual([302, '/en/'])
    const slash = await onHost(on(PRIMARY), '/fr/jobs/?q=barista')
    expect([slash.status, slash.headers.location]).toEqual([301, '/fr/jobs?q=barista'])
    expect((await onHost(on(PRIMARY), '/fr')).headers.location).toBe('/fr/')
  })

  test('another hostname of the company, and its platform URLs, answer 301 to the same page on the primary one', async () => {
    const other = await onHost(on(OTHER), `/fr/jobs/${jobId}?save=1`)
    expect([other.status, other.headers.location]).toEqual([301, `${PRINTED}/fr/jobs/${jobId}?save=1`])
    const platform = await onHost(on('localhost'), `/en/${slug}/jobs/${jobId}?save=1`)
    expect([platform.status, platform.headers.location]).toEqual([301, `${PRINTED}/en/jobs/${jobId}?save=1`])
    expect((await onHost(on('localhost'), `/fr/${slug}`)).headers.location).toBe(`${PRINTED}/fr/`)
    expect((await onHost(on('localhost'), `/fr/${slug}/jobs/feed.xml`)).headers.location).toBe(
      `${PRINTED}/fr/jobs/feed.xml`,
    )
    // A form's POST keeps its method and body.
    const post = await onHost(on('localhost'), `/fr/${slug}/jobs/${jobId}/apply`, { method: 'POST', body: '' })
    expect([post.status, post.headers.location]).toEqual([308, `${PRINTED}/fr/jobs/${jobId}/apply`])
  })

  test('robots.txt, sitemap and feeds of the host name the host; the platform no longer lists the company', async () => {
    const robots = await onHost(on(PRIMARY), '/robots.txt')
    expect(robots.text).toContain(`Sitemap: ${PRINTED}/sitemap.xml`)
    expect(robots.text).toContain('Disallow: /fr/withdraw$')
    const index = parseXml((await onHost(on(PRIMARY), '/sitemap.xml')).text)
    expect(
      index('sitemap > loc')
        .toArray()
        .map((loc) => index(loc).text()),
    ).toEqual([`${PRINTED}/sitemaps/company-${slug}.xml`])
    const file = parseXml((await onHost(on(PRIMARY), `/sitemaps/company-${slug}.xml`)).text)
    const locs = file('url > loc')
      .toArray()
      .map((loc) => file(loc).text())
    expect(locs).toContain(`${PRINTED}/fr/jobs/${jobId}`)
    expect(locs.every((loc) => loc.startsWith(`${PRINTED}/`))).toBe(true)
    expect((await onHost(on(PRIMARY), `/sitemaps/company-${SEED.completeCompany}.xml`)).status).toBe(404)
    expect((await onHost(on(PRIMARY), '/sitemaps/pages.xml')).status).toBe(404)
    const rss = await onHost(on(PRIMARY), '/fr/jobs/feed.rss')
    expect(rss.text).toContain(`<link>${PRINTED}/fr/jobs/${jobId}</link>`)

    const platformIndex = await onHost(on('localhost'), '/sitemap.xml')
    expect(platformIndex.text).toContain(`${PLATFORM}/sitemaps/company-${SEED.completeCompany}.xml`)
    expect(platformIndex.text).not.toContain(slug)
    expect((await onHost(on('localhost'), `/sitemaps/company-${slug}.xml`)).status).toBe(404)
  })
})

describe("e-mails name the company's host", () => {
  const form = (fields: Record<string, string>, ip: string) => ({
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: `http://${on(PRIMARY)}`,
      'CF-Connecting-IP': ip,
    },
  })
  const outbox = async (kind: string, address: string) =>
    (
      await sql<
        { text: string }[]
      >`select text_body as text from email_outbox where kind = ${kind} and to_address = ${address}`
    )[0]?.text ?? ''

  test('a job alert: its confirmation and unsubscribe links, and its confirmation on the host', async () => {
    const email = `domain-alert-${Date.now()}@example.org`
    const ip = `10.44.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
    const subscribed = await onHost(
      on(PRIMARY),
      '/fr/jobs',
      form({ email, q: '', contract: 'CDI', city: '', remote: '' }, ip),
    )
    expect(subscribed.status).toBe(303)
    expect(subscribed.headers.location).toMatch(/^\/fr\/jobs\?/)
    const text = await outbox('alert_confirmation', email)
    const links = text.match(/https?:\/\/\S+/g) ?? []
    expect(links.length).toBeGreaterThanOrEqual(2)
    expect(links.filter((link) => !link.startsWith(`${PRINTED}/fr/`))).toEqual([])
    const confirm = links.find((link) => link.startsWith(`${PRINTED}/fr/alerts/confirm/`)) ?? ''
    expect(links.some((link) => link.startsWith(`${PRINTED}/fr/alerts/unsubscribe/`))).toBe(true)
    const confirmed = await onHost(on(PRIMARY), new URL(confirm).pathname, form({}, ip))
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.location).not.toContain(slug)
  })

  test('a saved job: its link on the host, and the form sent back to the job on the host', async () => {
    const email = `domain-save-${Date.now()}@example.org`
    const ip = `10.45.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
    const saved = await onHost(on(PRIMARY), '/api/save-job', form({ email, jobId, locale: 'en' }, ip))
    expect([saved.status, saved.headers.location]).toEqual([303, `/en/jobs/${jobId}?saved=1`])
    expect(await outbox('saved_job', email)).toContain(`${PRINTED}/en/jobs/${jobId}`)
  })
})

/**
 * Hosts no page may name, nor be cached under: each gets a plain 404 with nothing of the
 * site. (A port that is not a number, an empty `xn--` label, a `%` or an `@`, never reaches the Worker: Vite's server, like
 * Cloudflare's edge, fails on it first; the unit tests of classifyHost cover it.)
 */
const REFUSED_HOSTS = [
  `unknown-${slug}.localhost:${0}`,
  'evil.example',
  'evil.example:443',
  `${PRIMARY}.evil.example`,
  `${PRIMARY}.`,
  `${PRIMARY}..`,
  `bad_name.${slug}.localhost`,
  '10.0.0.1',
  '169.254.169.254',
  `${'a'.repeat(64)}.localhost`,
  '-lead.localhost',
  'trail-.localhost',
]

describe('a crafted Host never names another host', () => {
  test("IndexNow's key file answers on the company host too (search engines check the URLs' host)", async () => {
    const answer = await onHost(on(PRIMARY), `/${INDEXNOW_TEST_KEY}.txt`)
    expect(answer.status).toBe(200)
    expect(answer.text).toBe(INDEXNOW_TEST_KEY)
  })

  test("a CV link renewed from the company's domain is printed there again", async () => {
    const [application] = await sql<{ id: string; companyId: string }[]>`
      with company as (
        update companies set applications_email = 'recrutement@domaine.example' where slug = ${slug} returning id
      )
      insert into applications (idempotency_key, job_id, company_id, first_name, last_name, email, phone_e164,
        cover_letter, cv_key, cv_file_name, cv_size_bytes, locale, consent_retention, consent_terms)
      select gen_random_uuid(), ${jobId}, company.id, 'Alex', 'Martin', 'alex@example.org', '+33612345678',
        'Bonjour', 'cv/' || gen_random_uuid(), 'cv.pdf', 1000, 'fr', true, true
      from company returning id, company_id as "companyId"`
    const expired = await signToken(LOCAL_LINK_SIGNING_SECRET, {
      purpose: 'cv-download',
      subject: application?.id ?? '',
      expiresAt: new Date(Date.now() - 60_000),
    })
    const origin = `http://${on(PRIMARY)}`
    const answer = await onHost(on(PRIMARY), `/api/cv/${expired}`, { method: 'POST', headers: { Origin: origin } })
    // Accepted: the new link goes to the recruiters' address, never to whoever asked.
    expect(answer.status).toBe(202)
    const [email] = await sql<{ text: string }[]>`
      select text_body as text from email_outbox where application_id = ${application?.id ?? ''} and kind = 'recruiter_cv_link'`
    const links = email?.text.match(/https?:\/\/\S+\/api\/cv\/\S+/g) ?? []
    expect(links).toHaveLength(1)
    expect(links[0]?.startsWith(`${PRINTED}/api/cv/`), links[0]).toBe(true)
  })

  test('unknown hostnames, odd characters, a port where none is allowed: plain 404', async () => {
    for (const host of REFUSED_HOSTS) {
      const answer = await onHost(host, `/fr/${slug}/jobs`)
      expect([host, answer.status]).toEqual([host, 404])
      expect(answer.text).toBe('Not found\n')
      expect(answer.headers['cache-control']).toBe('no-store')
    }
  })

  test('X-Forwarded-Host and Forwarded are never read', async () => {
    const forwarded = {
      'X-Forwarded-Host': on(PRIMARY),
      Forwarded: `host=${on(PRIMARY)}`,
      'X-Original-Host': on(PRIMARY),
    }
    // On the platform, the company host's path is no page of the platform's...
    expect((await onHost(on('localhost'), '/fr/jobs', { headers: forwarded })).status).toBe(404)
    // ...and an unknown host stays unknown.
    expect((await onHost('evil.example', '/fr/', { headers: forwarded })).status).toBe(404)
    const landing = await onHost(on('localhost'), '/fr/', { headers: { 'X-Forwarded-Host': 'evil.example' } })
    expect(parseHtml(landing.text)('link[rel="canonical"]').attr('href')).toBe(`${PLATFORM}/fr/`)
  })

  test('cache poisoning: after crafted requests, each host is served its own copy', async () => {
    // Warm both hosts' copies, then let crafted requests at the same paths try to replace them.
    const paths = ['/fr/', '/fr/jobs', `/fr/${slug}/jobs`, `/fr/${SEED.completeCompany}/jobs`]
    const crafted = [
      ...REFUSED_HOSTS,
      on(OTHER),
      on('localhost'),
      on('127.0.0.1'),
      on(PRIMARY.toUpperCase()),
      `localhost:${workerPort()}`,
    ]
    for (const host of crafted) {
      for (const path of paths) {
        await onHost(host, path, {
          headers: { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http', 'X-Host': 'evil.example' },
        })
      }
    }
    for (let round = 0; round < 2; round++) {
      const companyList = await onHost(on(PRIMARY), '/fr/jobs')
      expect(parseHtml(companyList.text)('link[rel="canonical"]').attr('href')).toBe(`${PRINTED}/fr/jobs`)
      expect(companyList.text).not.toContain('evil.example')
      const companyHome = await onHost(on(PRIMARY), '/fr/')
      expect(parseHtml(companyHome.text)('link[rel="canonical"]').attr('href')).toBe(`${PRINTED}/fr/`)
      const landing = await onHost(on('localhost'), '/fr/')
      expect(parseHtml(landing.text)('link[rel="canonical"]').attr('href')).toBe(`${PLATFORM}/fr/`)
      const seedList = parseHtml((await onHost(on('localhost'), `/fr/${SEED.completeCompany}/jobs`)).text)
      expect(seedList('link[rel="canonical"]').attr('href')).toBe(`${PLATFORM}/fr/${SEED.completeCompany}/jobs`)
      const moved = await onHost(on('localhost'), `/fr/${slug}/jobs`)
      expect([moved.status, moved.headers.location]).toEqual([301, `${PRINTED}/fr/jobs`])
      // The second round is served from the cache: still each host's own.
      if (round === 1) expect(companyList.headers['x-edge-cache']).toBe('HIT')
    }
    console.info(`cache poisoning: ${crafted.length} hosts tried on ${paths.length} paths`)
  })
})
