import { randomUUID } from 'node:crypto'
import { inject } from 'vitest'
import { freePort } from '../tools/free-port.ts'
import { afterAll, beforeAll, describe, expect, openWorkerDatabase, test } from './fixtures.ts'
import { startServer } from './global-setup.ts'
import { parseHtml } from './html.ts'
import { companyWithMembers } from './workspace.ts'

/**
 * Billing without Stripe's settings (ADR 061): a Worker of this file's own on the Worker
 * tests' database, started without STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET or
 * STRIPE_PRICE_PRO. The owner's billing page says online payment is not configured and offers
 * no payment; its forms, posted anyway, lead back to it; nothing answers a 5xx.
 */
let worker: ReturnType<typeof startServer> | undefined
let origin = ''
const slug = `sans-stripe-${randomUUID().slice(0, 8)}`

beforeAll(async () => {
  const database = new URL(inject('testDatabaseUrl'))
  const port = await freePort()
  worker = startServer(
    'Worker without Stripe',
    port,
    process.execPath,
    ['scripts/serve-build.ts', '--port', `${port}`],
    {
      CLOUDFLARE_HYPERDRIVE_LOCAL_CONNECTION_STRING_HYPERDRIVE: `postgres://career_site_worker:career_site_worker@127.0.0.1:${database.port}${database.pathname}`,
      CLOUDFLARE_HYPERDRIVE_LOCAL_CONNECTION_STRING_WORKSPACE_HYPERDRIVE: `postgres://career_site_workspace:career_site_workspace@127.0.0.1:${database.port}${database.pathname}`,
      WORKER_STATE_DIR: `.wrangler/worker-tests-no-stripe-${slug}`,
    },
  )
  await worker.ready
  origin = `http://localhost:${port}`
}, 120_000)

afterAll(async () => {
  await worker?.stop()
  const sql = openWorkerDatabase()
  try {
    await sql`delete from companies where slug = ${slug}`
    await sql`delete from users where email like ${'%@no-stripe.example'}`
  } finally {
    await sql.end()
  }
})

describe('billing without Stripe’s settings', () => {
  test('the page says payment is not configured and offers none; its forms lead back to it, never a 5xx', async ({
    sql,
  }) => {
    const { owner } = await companyWithMembers(sql, {
      slug,
      name: 'Atelier sans Stripe',
      emailDomain: 'no-stripe.example',
    })
    const headers = { Cookie: owner.Cookie, Origin: origin, 'CF-Connecting-IP': owner['CF-Connecting-IP'] ?? '' }
    for (const [locale, text] of [
      ['fr', "Le paiement en ligne n'est pas configuré sur ce site : pour changer de formule, écrivez-nous."],
      ['en', 'Online payment is not configured on this site: to change plans, write to us.'],
    ] as const) {
      const page = await fetch(`${origin}/${locale}/workspace/billing`, { headers, redirect: 'manual' })
      expect(page.status, locale).toBe(200)
      const $ = parseHtml(await page.text())
      expect($('main').text(), locale).toContain(text)
      expect($('form[action$="/checkout"], form[action$="/portal"]'), locale).toHaveLength(0)
    }
    for (const action of ['checkout', 'portal']) {
      const answer = await fetch(`${origin}/fr/workspace/billing/${action}`, {
        method: 'POST',
        headers,
        body: new URLSearchParams(),
        redirect: 'manual',
      })
      await answer.arrayBuffer()
      expect([answer.status, answer.headers.get('location')], action).toEqual([303, '/fr/workspace/billing'])
    }
    const [company] = await sql`select plan from companies where slug = ${slug}`
    expect(company).toEqual({ plan: 'starter' })
  })
})
