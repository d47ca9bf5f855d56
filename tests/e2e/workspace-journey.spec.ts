import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import type postgres from 'postgres'
import { expect, expectNoAxeViolations, test } from './fixtures.ts'
import { readmeScreenshot } from './readme-screenshots.ts'

/**
 * A company's first day, in the browser (the workspace hydrated, ADR 057): the landing's
 * Starter button, the space created by the e-mailed link, a recruiter invited, who joins,
 * adds a passkey (Chromium's virtual authenticator) and signs in with it. Axe on the door
 * and the workspace home, fr and en, at 360 and 1280 px.
 */
test.describe.configure({ timeout: 120_000 })

const LINK = /\/(?:fr|en)\/workspace\/(?:link|invitation)\/[A-Za-z0-9_-]{43}/

async function emailedLink(sql: postgres.Sql, to: string, kind: 'workspace_sign_in' | 'workspace_invitation') {
  await expect
    .poll(async () => (await sql`select 1 from email_outbox where to_address = ${to} and kind = ${kind}`).length)
    .toBe(1)
  const [row] = await sql<{ text_body: string }[]>`
    select text_body from email_outbox where to_address = ${to} and kind = ${kind}`
  return LINK.exec(row?.text_body ?? '')?.[0] ?? ''
}

/** One axe run per width (domain/accessibility-audit.ts declares both), recorded for the statement. */
async function expectAxeClean(page: Page, id: 'workspace-door' | 'workspace-home') {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page, id)
  }
}

async function withVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
}

test('Starter button → space → invite a recruiter → the recruiter’s passkey signs them in', async ({
  page,
  browser,
  sql,
}) => {
  const founder = `founder-${randomUUID()}@example.org`
  const recruiter = `recruiter-${randomUUID()}@example.org`
  const name = `Brasserie ${Date.now().toString(36)}`

  await page.goto('/fr/')
  await page.getByRole('link', { name: 'Créer mon espace gratuit' }).click()
  await expect(page).toHaveURL(/\/fr\/workspace$/)
  await expectAxeClean(page, 'workspace-door')
  await page.setViewportSize({ width: 375, height: 812 })
  await readmeScreenshot(page, 'workspace-door-fr-375')
  await page.setViewportSize({ width: 1280, height: 900 })
  await readmeScreenshot(page, 'workspace-door-fr-1280')

  // Hydrated: the address follows the name as it is typed.
  const form = page.locator('form#create-space')
  await form.getByLabel('Adresse e-mail').fill(founder)
  await form.getByLabel("Nom de l'entreprise").pressSequentially(name)
  await expect(form.getByLabel(/Adresse de votre page/)).toHaveValue(name.toLowerCase().replace(' ', '-'))
  await form.getByRole('button', { name: 'Créer mon espace' }).click()
  await expect(page.getByRole('status')).toContainText('Vérifiez votre boîte mail')

  await page.goto(await emailedLink(sql, founder, 'workspace_sign_in'))
  await page.getByRole('button', { name: 'Continuer' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  await expectAxeClean(page, 'workspace-home')
  await page.setViewportSize({ width: 375, height: 812 })
  await readmeScreenshot(page, 'workspace-home-fr-375')
  await page.setViewportSize({ width: 1280, height: 900 })
  await readmeScreenshot(page, 'workspace-home-fr-1280')
  await page.goto('/en/workspace')
  await expectAxeClean(page, 'workspace-home')
  await readmeScreenshot(page, 'workspace-home-en-1280')
  await page.setViewportSize({ width: 375, height: 812 })
  await readmeScreenshot(page, 'workspace-home-en-375')
  await page.setViewportSize({ width: 1280, height: 900 })

  await page.goto('/fr/workspace')
  await page.getByRole('link', { name: 'Membres' }).click()
  await page.getByLabel('Adresse e-mail').fill(recruiter)
  await page.getByRole('button', { name: "Envoyer l'invitation" }).click()
  await expect(page.getByRole('status')).toContainText('Invitation envoyée')

  // The recruiter, in a browser of their own.
  const theirs = await browser.newContext({ baseURL: new URL(page.url()).origin })
  const other = await theirs.newPage()
  await other.goto(await emailedLink(sql, recruiter, 'workspace_invitation'))
  await other.getByRole('button', { name: "Rejoindre l'espace" }).click()
  await expect(other.getByRole('heading', { level: 1 })).toHaveText(name)
  await withVirtualAuthenticator(other)
  await other.getByRole('link', { name: /Sécurité/ }).click()
  await other.getByRole('button', { name: "Ajouter une clé d'accès" }).click()
  await expect(other.getByText(/Ajoutée le/)).toBeVisible()
  await other.goto('/fr/workspace')
  await other.getByRole('button', { name: 'Se déconnecter' }).click()
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Votre espace entreprise')
  await other.getByRole('button', { name: "Se connecter avec une clé d'accès" }).click()
  await expect(other.getByRole('heading', { level: 1 })).toHaveText(name)
  const [member] = await sql`
    select m.role, p.last_used_at is not null as used from company_members m join users u on u.id = m.user_id
    join passkeys p on p.user_id = u.id where u.email = ${recruiter}`
  expect(member).toEqual({ role: 'recruiter', used: true })
  await theirs.close()
})

test('the door in English, signed out: axe clean at 360 and 1280 px', async ({ page }) => {
  await page.goto('/en/workspace')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your company workspace')
  await expectAxeClean(page, 'workspace-door')
  await page.setViewportSize({ width: 375, height: 812 })
  await readmeScreenshot(page, 'workspace-door-en-375')
  await page.setViewportSize({ width: 1280, height: 900 })
  await readmeScreenshot(page, 'workspace-door-en-1280')
})
