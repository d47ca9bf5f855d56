import type { Page } from '@playwright/test'
import type { openE2eDatabase } from './database.ts'
import { expect } from './fixtures.ts'

const LINK = /\/fr\/workspace\/link\/[A-Za-z0-9_-]{43}/

/**
 * Signs a member in as a person does, in French: the door's form, the link e-mailed since
 * (read in the outbox), its button; the page is then the workspace's home.
 */
export async function signInByEmail(page: Page, sql: ReturnType<typeof openE2eDatabase>, email: string) {
  const [{ since } = { since: new Date(0) }] = await sql<{ since: Date }[]>`select clock_timestamp() as since`
  await page.goto('/fr/workspace')
  await page.locator('#sign-in input[name="email"]').fill(email)
  await page.locator('#sign-in button[type="submit"]').click()
  await expect(page).toHaveURL(/\/fr\/workspace\?sent=1$/)
  const [mail] = await sql<{ text: string }[]>`
    select text_body as text from email_outbox where to_address = ${email} and kind = 'workspace_sign_in'
      and created_at >= ${since} order by created_at desc limit 1`
  await page.goto(LINK.exec(mail?.text ?? '')?.[0] ?? '')
  await page.getByRole('button', { name: 'Continuer' }).click()
  await expect(page).toHaveURL(/\/fr\/workspace$/)
}
