import { expect, SEED, test, waitForEnhancement } from './fixtures.ts'

const pageUrl = `/fr/${SEED.completeCompany}/companie`

test.describe('Partager', () => {
  test('uses the native share sheet when there is one', async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        value: async (data: ShareData) => {
          ;(window as unknown as { shared: ShareData }).shared = data
        },
      })
    })
    await page.goto(pageUrl)
    // The share button needs JavaScript (no share without it).
    await waitForEnhancement(page)
    await page.getByRole('button', { name: 'Partager' }).click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared))
      .toEqual({ title: 'Lumen Énergie', url: `${baseURL}${pageUrl}` })
  })

  test('a failing share sheet shows the "Partage annulé" toast', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: () => Promise.reject(new Error('boom')) })
    })
    await page.goto(pageUrl)
    // The share button needs JavaScript (no share without it).
    await waitForEnhancement(page)
    await page.getByRole('button', { name: 'Partager' }).click()
    const toast = page.locator('[data-toast][data-variant="destructive"]')
    await expect(toast).toContainText('Partage annulé')
    await expect(toast).toContainText('Impossible de partager le lien pour le moment')
  })

  test('without share sheet, copies the link and says "Lien copié" for 1.5 s', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined })
    })
    await page.clock.install()
    await page.goto(pageUrl)
    // The share button needs JavaScript (no share without it).
    await waitForEnhancement(page)
    // From here on, time only moves when the test says so.
    await page.clock.pauseAt(new Date(Date.now() + 60_000))
    const share = page.getByRole('button', { name: 'Partager' })
    await share.click()
    await expect(page.getByRole('button', { name: 'Lien copié' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${pageUrl}`)
    await page.clock.runFor(1400)
    await expect(page.getByRole('button', { name: 'Lien copié' })).toBeVisible()
    await page.clock.runFor(200)
    await expect(page.getByRole('button', { name: 'Partager' })).toBeVisible()
  })

  test('clipboard denied: the share dialog offers the link to copy by hand', async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined })
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
      })
    })
    await page.goto(pageUrl)
    // The share button needs JavaScript (no share without it).
    await waitForEnhancement(page)
    await page.getByRole('button', { name: 'Partager' }).click()
    const dialog = page.getByRole('dialog', { name: 'Partager' })
    await expect(dialog).toBeVisible()
    const field = dialog.getByLabel('Lien de la page')
    await expect(field).toHaveValue(`${baseURL}${pageUrl}`)
    await expect(field).toHaveAttribute('readonly', '')
    // execCommand('copy') works on the selected field.
    await dialog.getByRole('button', { name: 'Copier' }).click()
    await expect(dialog.getByRole('button', { name: 'Lien copié' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Fermer' }).click()
    await expect(dialog).toBeHidden()
  })

  test('when nothing can copy, the dialog says "Impossible de copier le lien"', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined })
      Object.defineProperty(navigator, 'clipboard', { value: undefined })
      document.execCommand = () => false
    })
    await page.goto(pageUrl)
    // The share button needs JavaScript (no share without it).
    await waitForEnhancement(page)
    await page.getByRole('button', { name: 'Partager' }).click()
    const dialog = page.getByRole('dialog', { name: 'Partager' })
    await dialog.getByRole('button', { name: 'Copier' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Impossible de copier le lien')
    await expect(page.locator('[data-toast][data-variant="destructive"]')).toContainText('Impossible de copier le lien')
  })
})
