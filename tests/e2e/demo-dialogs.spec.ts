import { expect, expectNoAxeViolations, SEED, test, waitForEnhancement } from './fixtures.ts'

const company = `/fr/${SEED.completeCompany}/companie`

test('flower delivery: two steps, the spec error, the final toast, nothing sent', async ({ page }) => {
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() !== 'GET') posts.push(request.url())
  })
  await page.goto(`${company}?demo=fleurs`)
  await waitForEnhancement(page)
  const dialog = page.getByTestId('demo-fleurs')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('radio')).toHaveCount(3)
  await expect(dialog.getByText(/40\s€/)).toBeVisible()
  await dialog.getByRole('button', { name: 'Suivant' }).click()
  await expect(page.locator('[data-toast][data-variant="destructive"]').first()).toContainText(
    'Erreur: Veuillez sélectionner une date et un montant.',
  )
  const dateField = dialog.getByLabel('Date de livraison')
  const min = await dateField.getAttribute('min')
  expect(min).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  await dateField.fill(min ?? '')
  await dialog.getByRole('radio', { name: /80/ }).check()
  await expectNoAxeViolations(page, 'company-page')
  await dialog.getByRole('button', { name: 'Suivant' }).click()
  await expect(dialog.getByText('Étape 2 sur 2')).toBeVisible()
  await dialog.getByLabel('Votre nom').fill('Camille')
  await dialog.getByLabel('Message').fill('Avec toute notre sympathie')
  await dialog.getByLabel('Adresse de livraison').fill('1 rue de la Paix, Paris')
  await dialog.getByRole('button', { name: 'Confirmer' }).click()
  await expect(page.locator('[data-toast]').filter({ hasText: 'Livraison programmée' })).toBeVisible()
  await expect(dialog).toBeHidden()
  expect(posts).toEqual([])
})

test('photo upload: type and image required, then "Photo déposée"', async ({ page }) => {
  await page.goto(`/en/${SEED.completeCompany}/team?demo=photo`)
  await waitForEnhancement(page)
  const dialog = page.getByTestId('demo-photo')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Upload' }).click()
  await expect(page.locator('[data-toast][data-variant="destructive"]').first()).toContainText(
    'Please select a type and an image.',
  )
  await dialog.getByRole('radio', { name: 'Memorial' }).check()
  await dialog
    .getByLabel('Image')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('89504e47', 'hex') })
  await expectNoAxeViolations(page, 'team')
  await dialog.getByRole('button', { name: 'Upload' }).click()
  await expect(page.locator('[data-toast]').filter({ hasText: 'Photo uploaded' })).toBeVisible()
  await expect(dialog).toBeHidden()
})

test('the demo dialogs are in no navigation', async ({ page }) => {
  await page.goto(company)
  await expect(page.locator('a[href*="demo="]')).toHaveCount(0)
  await expect(page.getByTestId('demo-fleurs')).toBeHidden()
})
