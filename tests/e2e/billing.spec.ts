import { randomUUID } from 'node:crypto'
import { expect, test } from './fixtures.ts'

/**
 * Buying Pro in a browser (ADR 061): the landing's Pro button, a space created on the way
 * (the e-mailed link read from the outbox), the billing page's "Passer à Pro", Stripe's
 * Checkout (its stand-in, whose "Pay" sends the signed event as Stripe would) and back to
 * the billing page, which shows Pro. Everything else about billing is checked over HTTP
 * (tests/worker/billing-*.test.ts).
 */
const STRIPE = `http://127.0.0.1:${process.env.E2E_STRIPE_PORT ?? 8797}`
test.use({ allowedOrigins: [STRIPE] })

test('the landing’s Pro button leads through sign-up and Checkout back to a Pro space', async ({ page, sql }) => {
  const slug = `pro-${randomUUID().slice(0, 8)}`
  const email = `owner@${slug}.example`
  await page.goto('/fr/')
  await page.locator('[data-plan="pro"]').getByRole('link', { name: 'Passer à Pro' }).click()
  // Signed out: the door, where the space is created.
  await expect(page).toHaveURL(/\/fr\/workspace$/)
  const create = page.locator('section', { has: page.getByRole('heading', { name: 'Créer votre espace' }) })
  await create.getByLabel('Adresse e-mail').fill(email)
  await create.getByLabel("Nom de l'entreprise").fill('Atelier Pro')
  await create.getByLabel('Adresse de votre page').fill(slug)
  await create.getByRole('button', { name: 'Créer mon espace' }).click()
  await expect(page.getByText('Vérifiez votre boîte mail')).toBeVisible()

  const [mail] = await sql<{ text: string }[]>`
    select text_body as text from email_outbox where to_address = ${email} and kind = 'workspace_sign_in'`
  const link = /\/fr\/workspace\/link\/[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0]
  expect(link).toBeTruthy()
  await page.goto(link ?? '')
  await page.getByRole('button', { name: 'Continuer' }).click()

  await page.getByRole('link', { name: 'Abonnement' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Abonnement' })).toBeVisible()
  await page.getByRole('button', { name: 'Passer à Pro' }).click()
  await expect(page).toHaveURL(new RegExp(`^${STRIPE}/checkout/cs_test_`))
  await page.getByRole('button', { name: 'Pay' }).click()

  await expect(page).toHaveURL(/\/fr\/workspace\/billing\?checkout=done$/)
  await expect(page.getByRole('status')).toContainText('Votre espace est passé à Pro')
  const [company] = await sql`select plan from companies where slug = ${slug}`
  expect(company).toEqual({ plan: 'pro' })
})
