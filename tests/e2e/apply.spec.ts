import { randomBytes } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { nameMarker } from '../tools/name-marker.ts'
import { type Applicant, fillApplication } from './application-form.ts'
import { countRows, JOB } from './database.ts'
import { BOTH, expect, expectNoAxeViolations, LOCALES, SEED, test, waitForEnhancement } from './fixtures.ts'

const applyPath = (locale: string, id: string = JOB.complete, slug: string = SEED.completeCompany) =>
  `/${locale}/${slug}/jobs/${id}/apply`

/** A candidate for the form: the phone and cover letter most tests use, the rest the test's. */
const applicant = (email: string, cv: Applicant['cv'], firstName = 'Camille', lastName = 'Martin'): Applicant => ({
  firstName,
  lastName,
  email,
  phone: '+33612345678',
  cv,
  coverLetter: 'Bonjour',
})

/** A small, real PDF with unique bytes, so its stored copy can be found. */
function pdf(): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.4\n%'), randomBytes(64), Buffer.from('\n%%EOF\n')])
}

/** miniflare keeps R2 objects as files: the CV bucket's stored bytes, as the Worker wrote them. */
async function storedCvBlobs(): Promise<Buffer[]> {
  const dir = '.wrangler/state/v3/r2/career-site-cvs/blobs'
  const names = await readdir(dir).catch(() => [])
  return Promise.all(names.map((name) => readFile(join(dir, name))))
}

const MESSAGES = {
  fr: [
    'Prénom requis',
    'Nom requis',
    'Email invalide',
    'Téléphone invalide (format international requis)',
    'CV requis',
    'Lettre de motivation requise',
    'Consentement requis',
    'Acceptation des CGU requise',
  ],
  en: [
    'First name required',
    'Last name required',
    'Invalid e-mail',
    'Invalid phone number (international format required)',
    'CV required',
    'Cover letter required',
    'Consent required',
    'Acceptance of the terms of use required',
  ],
} as const

// Both languages in one test where a test is short (BOTH, fixtures.ts).

test.describe('application form without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test(`an empty submission shows every message under its field, with 422 ${BOTH}`, async ({ page }) => {
    for (const locale of LOCALES) {
      await page.goto(applyPath(locale))
      await page.locator('input[name="firstName"]').fill('Camille')
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        page.locator('button[type="submit"]').click(),
      ])
      expect(response.status()).toBe(422)
      const expected = MESSAGES[locale].filter((_, index) => index !== 0)
      for (const message of expected) await expect(page.getByText(message, { exact: true })).toBeVisible()
      await expect(page.getByText(MESSAGES[locale][0], { exact: true })).toHaveCount(0)
      await expect(page.locator('input[name="firstName"]')).toHaveValue('Camille')
      await expect(page.locator('input[name="lastName"]')).toHaveAttribute('aria-invalid', 'true')
    }
  })
})

for (const locale of LOCALES) {
  test(`the form and its error state pass axe (${locale})`, { tag: '@phone' }, async ({ page }) => {
    // Two full axe audits of the longest page: about 25 s on a loaded 2-core machine.
    test.setTimeout(60_000)
    await page.goto(applyPath(locale))
    await expectNoAxeViolations(page, 'application-form')
    await page.locator('button[type="submit"]').click()
    await expect(page.getByText(MESSAGES[locale][1], { exact: true })).toBeVisible()
    await expectNoAxeViolations(page, 'application-form')
  })
}

test.describe('applying', () => {
  test.use({ javaScriptEnabled: false })

  test('a valid application: row, confirmation e-mail in the outbox, the CV stored with the same bytes', async ({
    page,
    sql,
  }) => {
    const email = `apply-${Date.now()}@example.org`
    const cv = pdf()
    await page.goto(applyPath('fr'))
    const camille = applicant(email, { name: 'Mon CV.pdf', buffer: cv })
    await fillApplication(page, { ...camille, phone: '06 12 34 56 78', coverLetter: 'Bonjour, je suis intéressée.' })
    await page.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(new RegExp(`${applyPath('fr')}/confirmation$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Candidature envoyée')
    await expect(page.getByText('Merci ! Votre candidature a été envoyée avec succès.')).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    // Link previews say what happened (Lighthouse's SEO audit asks every page for one).
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Merci ! Votre candidature a été envoyée avec succès.',
    )

    const rows =
      await sql`select phone_e164, cv_key, cv_file_name, cv_size_bytes, retain_until > now() + interval '729 days' as two_years
      from applications where email = ${email}`
    expect(rows).toEqual([
      {
        phone_e164: '+33612345678',
        cv_key: expect.stringMatching(/^cv\/.+\.pdf$/),
        cv_file_name: 'Mon-CV.pdf',
        cv_size_bytes: cv.length,
        two_years: true,
      },
    ])
    const mails = await sql`select kind, status from email_outbox where to_address = ${email}`
    expect(mails).toEqual([{ kind: 'application_confirmation', status: 'pending' }])
    expect((await storedCvBlobs()).some((blob) => blob.equals(cv))).toBe(true)
  })

  test('a file renamed .pdf that is not a PDF is refused, and nothing is stored', async ({ page, sql }) => {
    const email = `fake-${Date.now()}@example.org`
    await page.goto(applyPath('en'))
    const sam = applicant(email, { name: 'cv.pdf', buffer: Buffer.from('PK\u0003\u0004 this is a zip') }, 'Sam', 'Lee')
    await fillApplication(page, { ...sam, phone: '+44 20 7946 0958', coverLetter: 'Hello' })
    await page.locator('button[type="submit"]').click()
    await expect(page.getByText('Only PDF files are accepted')).toBeVisible()
    await expect(page.locator('input[name="email"]')).toHaveValue(email)
    expect(await countRows(sql, 'applications', 'email', email)).toBe(0)
  })
})

test.describe('application endpoint', () => {
  test('the confirmation page passes axe', { tag: '@phone' }, async ({ page }) => {
    await page.goto(`${applyPath('en')}/confirmation`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application sent')
    await expect(page.getByRole('link', { name: 'See the other jobs' })).toHaveAttribute(
      'href',
      `/en/${SEED.completeCompany}/jobs`,
    )
    await expectNoAxeViolations(page, 'confirmation')
  })
})

test.describe('application form with JavaScript', () => {
  test(`validates in the browser before sending anything ${BOTH}`, async ({ page }) => {
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url())
    })
    for (const locale of LOCALES) {
      await page.goto(applyPath(locale))
      await waitForEnhancement(page)
      await page.locator('button[type="submit"]').click()
      for (const message of MESSAGES[locale]) await expect(page.getByText(message, { exact: true })).toBeVisible()
      await expect(page.locator('input[name="firstName"]')).toBeFocused()
      expect(posts).toEqual([])
    }
  })

  test('applies with upload progress and replaces the history entry with the confirmation', async ({ page, sql }) => {
    const email = `js-${Date.now()}@example.org`
    await page.goto(`/fr/${SEED.completeCompany}/jobs/${JOB.complete}`)
    await waitForEnhancement(page)
    await page
      .locator(`a[href="${applyPath('fr')}"]`)
      .first()
      .click()
    await expect(page).toHaveURL(new RegExp(`${applyPath('fr')}$`))
    await waitForEnhancement(page)
    const lou = applicant(email, { name: 'lou.pdf', buffer: pdf() }, 'Lou', 'Bernard')
    // A phone of its own: the same phone in many applications is a risk signal (ADR 077).
    const pairs = Array.from(randomBytes(4), (byte) => String(byte % 100).padStart(2, '0'))
    await fillApplication(page, { ...lou, phone: `+33 7 ${pairs.join(' ')}` })
    await expect(page.getByTestId('cv-ready')).toHaveText('lou.pdf — PDF prêt à être envoyé')
    await page.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(new RegExp(`${applyPath('fr')}/confirmation$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Candidature envoyée')
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`/fr/${SEED.completeCompany}/jobs/${JOB.complete}$`))
    expect(await countRows(sql, 'applications', 'email', email)).toBe(1)
    // A person in a real browser: the proof of work was solved in its Web Worker, never high.
    const [risk] = await sql<{ level: string; signals: string[] }[]>`
      select risk_level as level, risk_signals as signals from applications where email = ${email}`
    expect(risk?.level).not.toBe('high')
    expect(risk?.signals).not.toContain('not-verified')
  })

  test('a refusal found by the server keeps the visitor on the form with the error toast', async ({ page }) => {
    await page.goto(applyPath('fr'))
    await waitForEnhancement(page)
    const zip = { name: 'cv.pdf', buffer: Buffer.from('PK zip') }
    await fillApplication(page, applicant(`zip-${Date.now()}@example.org`, zip, 'Sam', 'Lee'))
    await page.locator('button[type="submit"]').click()
    await expect(page.getByText('Seuls les fichiers PDF sont acceptés')).toBeVisible()
    await expect(page.locator('[data-toast][data-variant="destructive"]')).toContainText('Erreur')
    await expect(page).toHaveURL(new RegExp(`${applyPath('fr')}$`))
    await expect(page.locator('input[name="firstName"]')).toHaveValue('Sam')
  })
})

test.describe('a failure between the stored CV and the row', () => {
  test.use({ javaScriptEnabled: false })

  test('leaves nothing behind: no row, no e-mail, no CV; the form keeps the input', async ({ page, sql }) => {
    const marker = nameMarker('Fail')
    const cv = pdf()
    // A real database failure, injected for this one applicant: the insert raises
    // after the CV was written to the bucket.
    await sql.unsafe(`
      create or replace function fail_injected_application() returns trigger language plpgsql as $$
      begin
        if new.first_name like 'Fail%' then raise exception 'injected failure'; end if;
        return new;
      end $$;
      drop trigger if exists fail_injected_application on applications;
      create trigger fail_injected_application before insert on applications
        for each row execute function fail_injected_application();
    `)
    try {
      await page.goto(applyPath('fr'))
      const injected = applicant(
        `${marker.toLowerCase()}@example.org`,
        { name: 'cv.pdf', buffer: cv },
        marker,
        'Injected',
      )
      await fillApplication(page, injected)
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        page.locator('button[type="submit"]').click(),
      ])
      expect(response.status()).toBe(503)
      await expect(page.getByRole('alert')).toContainText("Votre candidature n'a pas été enregistrée")
      await expect(page.locator('input[name="firstName"]')).toHaveValue(marker)
      expect(await countRows(sql, 'applications', 'first_name', marker)).toBe(0)
      expect(await countRows(sql, 'email_outbox', 'to_address', `${marker.toLowerCase()}@example.org`)).toBe(0)
      expect((await storedCvBlobs()).some((blob) => blob.equals(cv))).toBe(false)
    } finally {
      await sql.unsafe('drop trigger if exists fail_injected_application on applications')
    }
  })
})
