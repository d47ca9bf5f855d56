import { fillApplication, randomPdf } from './application-form.ts'
import { JOB } from './database.ts'
import { expect, SEED, test, waitForEnhancement } from './fixtures.ts'

// The forms as the spec words them (fields in error, the CV zone, the phone field, the save
// form's toast and its answer without JavaScript), what text browsers read, and navigation
// (page loads with no loading text, at the top of the page; unprefixed links).

const jobPath = (id: string = JOB.complete) => `/fr/${SEED.completeCompany}/jobs/${id}`
const applyPath = `${jobPath()}/apply`
const DANGER = 'rgb(180, 35, 24)'

test.describe('application form', () => {
  test('every field in error is marked, not only the cover letter', async ({ page }) => {
    await page.goto(applyPath)
    await waitForEnhancement(page)
    await page.getByRole('button', { name: 'Postuler' }).click()
    const invalid = page.locator('[aria-invalid="true"]')
    await expect(invalid).toHaveCount(8)
    for (const id of ['firstName', 'lastName', 'email', 'phone', 'coverLetter']) {
      await expect(page.locator(`#field-${id}`), id).toHaveCSS('border-top-color', DANGER)
      await expect(page.locator(`#field-${id}`), id).toHaveCSS('border-top-width', '2px')
    }
    await expect(page.locator('label[for="field-cv"]')).toHaveCSS('border-top-color', DANGER)
    for (const id of ['consentRetention', 'consentTerms']) {
      await expect(page.locator(`#field-${id}`), id).toHaveCSS('outline-color', DANGER)
    }
  })

  test('a file that is not a PDF is refused, never "ready to send"', async ({ page }) => {
    await page.goto(applyPath)
    await waitForEnhancement(page)
    const file = page.locator('#field-cv')
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') })
    await expect(page.getByText('Seuls les fichiers PDF sont acceptés')).toHaveCount(1)
    await expect(page.getByTestId('cv-ready')).toHaveCount(0)
    // Also once the form has been checked (its own validation then runs on every change).
    await page.getByRole('button', { name: 'Postuler' }).click()
    await file.setInputFiles({ name: 'lou.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') })
    await expect(page.getByTestId('cv-ready')).toHaveText('lou.pdf — PDF prêt à être envoyé')
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') })
    await expect(page.getByText('Seuls les fichiers PDF sont acceptés')).toHaveCount(1)
    await expect(page.getByTestId('cv-ready')).toHaveCount(0)
  })

  test('a PDF dropped on the CV zone is chosen and said ready', async ({ page }) => {
    await page.goto(applyPath)
    await waitForEnhancement(page)
    const dataTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer()
      transfer.items.add(new File(['%PDF-1.4'], 'dropped.pdf', { type: 'application/pdf' }))
      return transfer
    })
    await page.locator('label[for="field-cv"]').dispatchEvent('drop', { dataTransfer })
    await expect(page.getByTestId('cv-ready')).toHaveText('dropped.pdf — PDF prêt à être envoyé')
    expect(await page.locator('#field-cv').evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe(
      'dropped.pdf',
    )
  })

  test('a double click sends one request, the button saying "Envoi..." meanwhile', async ({ page }) => {
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url())
    })
    await page.goto(applyPath)
    await waitForEnhancement(page)
    await fillApplication(page, {
      firstName: 'Lou',
      lastName: 'Bernard',
      email: `double-${Date.now()}@example.org`,
      phone: '+33 6 12 34 56 78',
      cv: { name: 'cv.pdf', buffer: randomPdf(64) },
      coverLetter: 'Bonjour',
    })
    // Held until the button is seen sending, so that its state can be read.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(`**${applyPath}`, async (route) => {
      if (route.request().method() === 'POST') await held
      await route.continue()
    })
    await page.getByRole('button', { name: 'Postuler' }).dblclick()
    await expect(page.locator('button[type="submit"]')).toHaveText('Envoi...')
    await expect(page.locator('button[type="submit"]')).toBeDisabled()
    release()
    await expect(page).toHaveURL(/\/apply\/confirmation$/)
    expect(posts).toHaveLength(1)
  })

  test('a UK number pasted over the prefilled "+33" stays whole and valid', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
    await page.goto(applyPath)
    await waitForEnhancement(page)
    const phone = page.getByLabel('Téléphone', { exact: true })
    await expect(phone).toHaveValue('+33')
    await page.evaluate(() => navigator.clipboard.writeText('+44 20 7946 0958'))
    await phone.click()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.press('ControlOrMeta+V')
    await expect(phone).toHaveValue('+44 20 7946 0958')
    await page.getByRole('button', { name: 'Postuler' }).click()
    await expect(page.locator('#field-firstName')).toHaveAttribute('aria-invalid', 'true')
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true')
  })

  // 'Postuler' is a page load (ADR 029): the form's 'Chargement...' does not show on the way in.
  test('is reached from the job page by a page load, with no loading text', async ({ page }) => {
    await page.goto(jobPath())
    await waitForEnhancement(page)
    await page.getByRole('link', { name: 'Postuler' }).first().click()
    await expect(page).toHaveURL(/\/apply$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ingénieur·e photovoltaïque')
    await expect(page.getByText('Chargement...')).toHaveCount(0)
  })
})

test.describe('save by e-mail', () => {
  // The browser's own check would stop the form before its script: no toast then.
  test('an empty or malformed address gets the spec’s toast, not the browser’s bubble', async ({ page }) => {
    await page.goto(jobPath())
    await waitForEnhancement(page)
    await page.getByRole('link', { name: 'Sauvegarder' }).first().click()
    const dialog = page.getByRole('dialog', { name: "Sauvegarder l'offre" })
    for (const typed of ['', 'abc']) {
      await dialog.getByLabel('Email').fill(typed)
      await dialog.getByRole('button', { name: 'Envoyer' }).click()
      const toast = page.locator('[data-toast][data-variant="destructive"]').last()
      await expect(toast).toContainText('Email invalide')
      await expect(toast).toContainText('Veuillez saisir un email valide.')
    }
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('a bad address answers the job page with its message, not JSON', async ({ page }) => {
      await page.goto(`${jobPath()}?save=1`)
      const dialog = page.getByRole('dialog', { name: "Sauvegarder l'offre" })
      await dialog.getByLabel('Email').fill('abc')
      const [response] = await Promise.all([
        page.waitForResponse((answer) => answer.url().endsWith('/api/save-job')),
        dialog.getByRole('button', { name: 'Envoyer' }).click(),
      ])
      expect(response.status()).toBe(422)
      expect(response.headers()['content-type']).toContain('text/html')
      const again = page.getByRole('dialog', { name: "Sauvegarder l'offre" })
      await expect(again.getByText('Veuillez saisir un email valide.')).toBeVisible()
      await expect(again.getByLabel('Email')).toHaveValue('abc')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ingénieur·e photovoltaïque')
      await expect(again.getByRole('link', { name: 'Annuler' })).toHaveAttribute('href', jobPath())
    })
  })
})

test.describe('navigation', () => {
  // Spec section 2's scroll to the top on a path change: every path change is a page load
  // (ADR 029), which opens the new page at its top.
  test('a path change opens the new page at its top', async ({ page }) => {
    await page.goto(`/fr/${SEED.completeCompany}/privacy`)
    await waitForEnhancement(page)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    await page.getByRole('link', { name: 'EN', exact: true }).click()
    await expect(page).toHaveURL(/\/en\//)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy')
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('an in-app link to an unprefixed path ends on the prefixed address', async ({ page }) => {
    await page.goto(`/fr/${SEED.completeCompany}`)
    await waitForEnhancement(page)
    await page.evaluate((slug) => {
      const link = document.createElement('a')
      link.href = `/${slug}/team`
      link.textContent = 'Unprefixed team link'
      document.querySelector('main')?.appendChild(link)
    }, SEED.completeCompany)
    await page.getByRole('link', { name: 'Unprefixed team link' }).click()
    await expect(page).toHaveURL(`/fr/${SEED.completeCompany}/team`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notre équipe')
  })
})

// WCAG 2.4.11: a control reached by keyboard is never hidden under the sticky top bar.
test('tabbing backwards brings the field into view below the top bar', { tag: '@phone' }, async ({ page }) => {
  await page.goto(applyPath)
  await waitForEnhancement(page)
  const email = page.locator('input[name="email"]')
  // The e-mail field just above the viewport, the control after it focused without scrolling.
  await page.evaluate(() => {
    const field = document.querySelector('input[name="email"]') as HTMLElement
    window.scrollTo({ top: window.scrollY + field.getBoundingClientRect().bottom + 4, behavior: 'instant' })
    ;(document.querySelector('select[name="phoneCountry"]') as HTMLElement).focus({ preventScroll: true })
  })
  await page.keyboard.press('Shift+Tab')
  await expect(email).toBeFocused()
  const barBottom = await page
    .locator('header')
    .first()
    .evaluate((bar) => bar.getBoundingClientRect().bottom)
  const fieldTop = await email.evaluate((field) => field.getBoundingClientRect().top)
  expect(fieldTop).toBeGreaterThanOrEqual(barBottom)
})
