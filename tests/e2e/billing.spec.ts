import { randomUUID } from 'node:crypto'
import { expect, test } from './fixtures.ts'

/**
 * Buying Pro in a browser (ADR 061, 069): the landing's Pro button, a space created on the way
 * (the e-mailed link read from the outbox) that opens on the billing page, "Passer à Pro",
 * Stripe's Checkout (its stand-in) and back to the billing page, which says the payment is
 * being confirmed until Stripe's signed event lands (sent by the stand-in when the test
 * says), then Pro, without a reload. Everything else about billing is checked over HTTP
 * (tests/worker/billing-*.test.ts).
 */
const STRIPE = `http://127.0.0.1:${process.env.E2E_STRIPE_PORT ?? 8797}`
test.use({ allowedOrigins: [STRIPE] })

test('the landing’s Pro button leads through sign-up and Checkout back to a Pro space', async ({ page, sql }) => {
  const slug = `pro-${randomUUID().slice(0, 8)}`
  const email = `owner@${slug}.example`
  await page.goto('/fr/')
  await page.locator('[data-plan="pro"]').getByRole('link', { name: 'Passer à Pro' }).click()
  // Signed out: the door, where the space is created, which remembers where the visitor was going.
  await expect(page).toHaveURL(/\/fr\/workspace\?next=billing$/)
  const create = page.locator('section', { has: page.getByRole('heading', { name: 'Créer votre espace' }) })
  await create.getByLabel('Adresse e-mail').fill(email)
  await create.getByLabel("Nom de l'entreprise").fill('Atelier Pro')
  await create.getByLabel('Adresse de votre page').fill(slug)
  await create.getByRole('button', { name: 'Créer mon espace' }).click()
  await expect(page.getByText('Vérifiez votre boîte mail')).toBeVisible()

  const [mail] = await sql<{ text: string }[]>`
    select text_body as text from email_outbox where to_address = ${email} and kind = 'workspace_sign_in'`
  const link = /\/fr\/workspace\/link\/[A-Za-z0-9_-]+\?next=billing/.exec(mail?.text ?? '')?.[0]
  expect(link).toBeTruthy()
  await page.goto(link ?? '')
  await page.getByRole('button', { name: 'Continuer' }).click()

  await expect(page).toHaveURL(/\/fr\/workspace\/billing$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Abonnement' })).toBeVisible()
  await page.getByRole('button', { name: 'Passer à Pro' }).click()
  await expect(page).toHaveURL(new RegExp(`^${STRIPE}/checkout/cs_test_`))
  const session = new URL(page.url()).pathname.split('/').pop()
  await page.getByRole('button', { name: 'Pay' }).click()

  await expect(page).toHaveURL(/\/fr\/workspace\/billing\?checkout=done$/)
  await expect(page.getByRole('status')).toContainText('Votre paiement est en cours de confirmation')
  // Stripe's event lands now; the page learns it by itself, in the same document.
  await page.evaluate(() => document.documentElement.setAttribute('data-before-the-event', ''))
  const delivered = await fetch(`${STRIPE}/__stand-in/checkout/${session}/deliver`, { method: 'POST' })
  expect(await delivered.json()).toEqual({ delivered: 200 })
  await expect(page.getByRole('status')).toContainText('Votre espace est passé à Pro', { timeout: 10_000 })
  await expect(page.locator('html[data-before-the-event]')).toHaveCount(1)
  await expect(page.getByRole('button', { name: "Gérer l'abonnement" })).toBeVisible()
  const [company] = await sql`select plan from companies where slug = ${slug}`
  expect(company).toEqual({ plan: 'pro' })
})
