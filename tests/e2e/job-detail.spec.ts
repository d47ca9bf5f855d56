import { checkJobPosting } from '../tools/job-posting-check.ts'
import { JOB } from './database.ts'
import { BOTH, expect, expectNoAxeViolations, LOCALES, SEED, test, waitForEnhancement } from './fixtures.ts'

const T = {
  fr: {
    role: 'Le poste',
    profile: 'Profil recherché',
    process: 'Processus de recrutement',
    fallback: 'La description détaillée de ce poste sera bientôt disponible.',
    ready: 'Prêt à postuler ?',
    notProvided: 'Non renseigné',
    save: 'Sauvegarder',
    saveTitle: "Sauvegarder l'offre",
    jobNotFound: 'Offre introuvable',
    closed: "Cette offre n'est plus ouverte",
    others: 'Voir les autres offres',
    perYear: 'par an',
    sent: 'La fiche de poste vous a été envoyée par email.',
    invalid: 'Veuillez saisir un email valide.',
  },
  en: {
    role: 'The job',
    profile: 'Who we are looking for',
    process: 'Recruitment process',
    fallback: 'The detailed description of this job will be available soon.',
    ready: 'Ready to apply?',
    notProvided: 'Not provided',
    save: 'Save',
    saveTitle: 'Save this job',
    jobNotFound: 'Job not found',
    closed: 'This job is no longer open',
    others: 'See the other jobs',
    perYear: 'per year',
    sent: 'The job description has been sent to you by e-mail.',
    invalid: 'Please enter a valid e-mail address.',
  },
} as const

// Both languages in each test (BOTH, fixtures.ts): twice the time before it counts as hung.
test.describe.configure({ timeout: 60_000 })

const jobPath = (locale: string, id: string, slug: string = SEED.completeCompany) => `/${locale}/${slug}/jobs/${id}`

test.describe('job detail', () => {
  test(`complete job: chips, sections, cards, sidebar, no footer, valid JobPosting ${BOTH}`, async ({ page }) => {
    for (const locale of LOCALES) {
      const t = T[locale]
      const response = await page.goto(jobPath(locale, JOB.complete))
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ingénieur·e photovoltaïque')
      for (const chip of ['contract', 'experience', 'education', 'remote', 'duration', 'salary', 'address', 'age']) {
        await expect(page.locator(`[data-chip="${chip}"]`), chip).toHaveCount(1)
      }
      await expect(page.locator('[data-chip="salary"]')).toContainText(/45[\s,]000/)
      await expect(page.locator('[data-chip="salary"]')).toContainText(t.perYear)
      for (const heading of [t.role, t.profile, t.process, t.ready]) {
        await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible()
      }
      await expect(page.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('href', /linkedin\.com/)
      const breadcrumb = page.getByRole('navigation', { name: locale === 'fr' ? "Fil d'Ariane" : 'Breadcrumb' })
      await expect(breadcrumb.getByRole('link')).toHaveCount(2)
      await expect(page.locator('footer')).toHaveCount(0)
      const applyLinks = page.locator(`a[href="${jobPath(locale, JOB.complete)}/apply"]`)
      expect(await applyLinks.count()).toBeGreaterThanOrEqual(2)
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
      )
      expect(checkJobPosting(jsonLd)).toEqual([])
      expect(jsonLd.employmentType).toBe('FULL_TIME')
      await expectNoAxeViolations(page, 'job-detail')
    }
  })

  test(`a job without description shows the fallback and no empty sections ${BOTH}`, async ({ page }) => {
    for (const locale of LOCALES) {
      const t = T[locale]
      await page.goto(jobPath(locale, JOB.noDescription))
      await expect(page.getByText(t.fallback)).toBeVisible()
      await expect(page.getByRole('heading', { name: t.profile })).toHaveCount(0)
      await expect(page.getByRole('heading', { name: t.process, exact: true })).toHaveCount(0)
    }
  })

  test(`a job of the sparse company: LinkedIn not provided, dashes in the company card ${BOTH}`, async ({ page }) => {
    for (const locale of LOCALES) {
      const t = T[locale]
      await page.goto(jobPath(locale, JOB.sparseCompany, SEED.sparseCompany))
      await expect(page.getByText(t.notProvided)).toBeVisible()
      await expectNoAxeViolations(page, 'job-detail')
    }
  })

  test(`unknown, malformed and never published (draft) job ids are 404; closed and archived jobs are 410 ${BOTH}`, async ({
    page,
  }) => {
    for (const locale of LOCALES) {
      const t = T[locale]
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', JOB.draft]) {
        const response = await page.goto(jobPath(locale, id))
        expect(response?.status(), id).toBe(404)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.jobNotFound)
      }
      for (const id of [JOB.closed, JOB.archived]) {
        const response = await page.goto(jobPath(locale, id))
        expect(response?.status(), id).toBe(410)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.closed)
        await expect(page.getByRole('link', { name: t.others })).toHaveAttribute(
          'href',
          `/${locale}/${SEED.completeCompany}/jobs`,
        )
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      }
    }
  })

  test(`the save dialog e-mails the job: invalid address refused, then the outbox row ${BOTH}`, async ({
    page,
    sql,
  }) => {
    for (const locale of LOCALES) {
      const t = T[locale]
      const address = `save-${locale}-${Date.now()}@example.org`
      await page.goto(jobPath(locale, JOB.complete))
      await waitForEnhancement(page)
      await page.getByRole('link', { name: t.save }).first().click()
      const dialog = page.getByRole('dialog', { name: t.saveTitle })
      await expect(dialog).toBeVisible()
      await dialog.getByLabel('Email').fill('abc@def')
      await dialog.getByRole('button', { name: /Envoyer|Send/ }).click()
      await expect(page.locator('[data-toast][data-variant="destructive"]')).toContainText(t.invalid)
      // Under the field, the message the server writes there without JavaScript.
      await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription(t.invalid)
      await dialog.getByLabel('Email').fill(address)
      await dialog.getByRole('button', { name: /Envoyer|Send/ }).click()
      await expect(page.locator('[data-toast]').filter({ hasText: t.sent })).toBeVisible()
      await expect(dialog).toBeHidden()
      const rows = await sql`select kind, job_id, locale, subject from email_outbox where to_address = ${address}`
      expect(rows).toEqual([
        {
          kind: 'saved_job',
          job_id: JOB.complete,
          locale,
          subject: expect.stringContaining('Ingénieur·e photovoltaïque'),
        },
      ])
    }
  })
})

test('the compact header replaces the company name once the title scrolls away', { tag: '@phone' }, async ({
  page,
}) => {
  await page.goto(jobPath('fr', JOB.complete))
  const header = page.getByTestId('job-header')
  await expect(header).toHaveAttribute('data-compact', 'false')
  await page.evaluate(() => window.scrollTo(0, 600))
  await expect(header).toHaveAttribute('data-compact', 'true')
  await expect(header).toContainText('Ingénieur·e photovoltaïque')
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(header).toHaveAttribute('data-compact', 'false')
})

test('scrolled to the end on a phone, the statement link is above the bottom bar', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 })
  await page.goto(jobPath('fr', JOB.complete))
  const link = page.getByRole('link', { name: 'Accessibilité : non conforme' })
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const box = await link.boundingBox()
  if (!box) throw new Error('the statement link is not shown')
  // What the phone shows at the link's centre is the link, not the fixed bar.
  const shown = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? null, {
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
  })
  expect(shown).toBe('Accessibilité : non conforme')
})

test('the compact header fits a 320 px phone in English (its facts are the longest)', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 })
  await page.goto(jobPath('en', JOB.complete))
  const header = page.getByTestId('job-header')
  await page.evaluate(() => window.scrollTo(0, 600))
  await expect(header).toHaveAttribute('data-compact', 'true')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
})

test.describe('save by e-mail without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('?save=1 opens the form; posting it queues the e-mail and comes back', async ({ page, sql }) => {
    const address = `nojs-${Date.now()}@example.org`
    await page.goto(`${jobPath('fr', JOB.complete)}?save=1`)
    const dialog = page.getByRole('dialog', { name: "Sauvegarder l'offre" })
    await dialog.getByLabel('Email').fill(address)
    await dialog.getByRole('button', { name: 'Envoyer' }).click()
    await expect(page).toHaveURL(/\?saved=1$/)
    await expect(
      page.getByRole('status').filter({ hasText: 'La fiche de poste vous a été envoyée par email.' }),
    ).toBeVisible()
    expect((await sql`select count(*)::int as n from email_outbox where to_address = ${address}`)[0]?.n).toBe(1)
  })
})

// A link to a job is a page load (ADR 029): no "Chargement de l'offre..." on the way.
test('opening a job from the list loads the job page', async ({ page }) => {
  await page.goto(`/fr/${SEED.completeCompany}/jobs`)
  await waitForEnhancement(page)
  await page.getByRole('link', { name: 'Ingénieur·e photovoltaïque', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ingénieur·e photovoltaïque')
  await expect(page.locator('html')).toHaveAttribute('data-enhanced', '')
  await expect(page.getByText(/^Chargement/)).toHaveCount(0)
})
