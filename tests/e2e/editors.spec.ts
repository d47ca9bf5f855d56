import { randomUUID } from 'node:crypto'
import { openE2eDatabase } from './database.ts'
import { expect, LOCALES, test } from './fixtures.ts'
import { readmeScreenshotsAtBothWidths } from './readme-screenshots.ts'

/**
 * The editors in Chromium: what needs a browser only. A list of the company page
 * reordered with the keyboard, an image sent by the page's script without losing what was
 * typed, the offer's preview opened in its own tab with what was typed;
 * the README's pictures of both editors. Their axe audits, fr and en at both widths, are the
 * workspace's (tests/e2e/workspace-audit.spec.ts); what the editors do is tested over HTTP
 * (tests/worker/editor*.test.ts).
 */
/** A small two-colour PNG for a cover (the size a browser sends does not matter here). */
const COVER = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAUCAYAAAA9djs/AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAVElEQVRYhe2YSw3AMAzFiqVY' +
    'hmVYisVYxsmFEWnyIQSi5H28Nq+T851ndFYLoAuwFyANMBEkFzAbpBxgQYiSoEVh6gJWhqgNWh0mHmBAhIiQf0ZiF46B9KY1JlV2AAAAAElFTkSuQmCC',
  'base64',
)

test('the editors: a list reordered by keyboard, a preview of what was typed', async ({ page }) => {
  test.setTimeout(120_000)
  const sql = openE2eDatabase()
  try {
    const email = `editors-${randomUUID()}@example.org`
    await page.goto('/fr/workspace')
    const door = page.locator('form#create-space')
    await door.getByLabel('Adresse e-mail').fill(email)
    await door.getByLabel("Nom de l'entreprise").fill(`Atelier ${Date.now().toString(36)}`)
    await door.getByRole('button', { name: 'Créer mon espace' }).click()
    await expect(page.getByRole('status')).toContainText('Vérifiez votre boîte mail')
    const [mail] = await sql<{ text: string }[]>`
      select text_body as text from email_outbox where to_address = ${email} and kind = 'workspace_sign_in'`
    await page.goto(/\/fr\/workspace\/link\/[A-Za-z0-9_-]{43}/.exec(mail?.text ?? '')?.[0] ?? '')
    await page.getByRole('button', { name: 'Continuer' }).click()
    await expect(page).toHaveURL(/\/fr\/workspace$/)

    // The company page: two key figures, the second moved up from the keyboard.
    await page.getByRole('link', { name: 'Votre page entreprise' }).click()
    const figures = page.getByRole('group', { name: 'Chiffres clés' })
    for (const [label, value] of [
      ['Collaborateurs', '12'],
      ['Âge moyen', '34 ans'],
    ]) {
      await figures.getByRole('button', { name: 'Ajouter' }).click()
      await figures
        .getByLabel('Libellé')
        .last()
        .fill(label ?? '')
      await figures
        .getByLabel('Valeur (avec son unité)')
        .last()
        .fill(value ?? '')
    }
    await figures.getByRole('button', { name: "Monter l'élément 2" }).focus()
    await page.keyboard.press('Enter')
    await expect(figures.getByLabel('Libellé').first()).toHaveValue('Âge moyen')
    await expect(figures.getByLabel('Libellé').last()).toHaveValue('Collaborateurs')
    // An image, by the hydrated page's form: checked by the shared schema, then sent by its
    // script; the page stays, the figures typed above are kept, the cover shown and said.
    const images = page.locator('section[aria-labelledby="images-title"]')
    await images.getByLabel('Couverture').check()
    await images.getByRole('button', { name: "Envoyer l'image" }).click()
    await expect(images.getByText('Choisissez un fichier image.')).toBeVisible()
    await images.getByLabel(/^Fichier/).setInputFiles({ name: 'couverture.png', mimeType: 'image/png', buffer: COVER })
    await images.getByRole('button', { name: "Envoyer l'image" }).click()
    await expect(images.getByRole('status')).toHaveText(
      "Image enregistrée : votre page publique la montrera d'ici une minute.",
    )
    await expect(images.getByRole('button', { name: 'Supprimer la couverture' })).toBeVisible()
    await expect(images.locator('img')).toHaveJSProperty('complete', true)
    await expect(page).toHaveURL(/\/fr\/workspace\/company$/)
    await expect(figures.getByLabel('Libellé').first()).toHaveValue('Âge moyen')
    // A photo: added to the page form's "Photos" list, which the save then keeps.
    await images.getByLabel('Photo de la galerie').check()
    await images.getByLabel(/^Texte alternatif/).fill("L'atelier")
    await images.getByLabel(/^Fichier/).setInputFiles({ name: 'atelier.png', mimeType: 'image/png', buffer: COVER })
    await images.getByRole('button', { name: "Envoyer l'image" }).click()
    await expect(images.getByRole('status')).toHaveText(
      'Photo enregistrée : elle est ajoutée à la liste « Photos » ci-dessous.',
    )
    const photos = page.getByRole('group', { name: 'Photos' })
    await expect(photos.getByLabel('Texte alternatif')).toHaveValue("L'atelier")
    // Saved after both: the form's version followed the uploads, so no conflict.
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click()
    await expect(page).toHaveURL(/\/fr\/workspace\/company\?done=save$/)
    await expect(figures.getByLabel('Libellé').first()).toHaveValue('Âge moyen')
    await expect(photos.getByLabel('Texte alternatif')).toHaveValue("L'atelier")

    // The README's pictures only when asked (npm run screenshots): the spec stays short otherwise.
    const pictures = Boolean(process.env.README_SCREENSHOTS)
    for (const locale of pictures ? LOCALES : []) {
      if (locale === 'en') await page.goto('/en/workspace/company')
      await readmeScreenshotsAtBothWidths(page, `company-editor-${locale}`)
      await readmeScreenshotsAtBothWidths(page, `company-images-${locale}`, { part: images })
    }

    // An offer: its preview opens in a tab of its own with what was typed, nothing saved.
    await page.goto('/fr/workspace/jobs/new')
    await page.getByLabel('Intitulé du poste').fill('Ébéniste')
    await page.getByLabel('Le poste').fill('## Vos missions\n- **restaurer** des meubles')
    const [preview] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: /Aperçu de la page/ }).click(),
    ])
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Ébéniste')
    await expect(preview.getByText('Aperçu privé', { exact: true })).toBeVisible()
    await expect(preview.locator('article li strong')).toHaveText('restaurer')
    await preview.close()
    for (const locale of pictures ? LOCALES : []) {
      await page.goto(`/${locale}/workspace/jobs/new`)
      await page.getByLabel(locale === 'fr' ? 'Intitulé du poste' : 'Job title').fill('Ébéniste')
      await readmeScreenshotsAtBothWidths(page, `job-editor-${locale}`)
      await page.goto(`/${locale}/workspace/jobs`)
      await readmeScreenshotsAtBothWidths(page, `editor-jobs-${locale}`)
    }
  } finally {
    await sql.end()
  }
})
