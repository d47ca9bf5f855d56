import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { RequestDatabase } from '#server/db/client.ts'
import { STRANGER_EMAILS_PER_ADDRESS_PER_DAY } from '#server/db/queries/stranger-email-cap.ts'
import { sendSalesContact } from '#server/features/billing/sales-contact.ts'
import { setUpWorkerRoleDatabase } from './worker-role-database.ts'

/**
 * The Enterprise "Nous contacter" request (ADR 061), as the Worker's role queues it: one
 * e-mail to sales with the owner as Reply-To, once per request, within the cap on e-mails
 * to one address even when sent all at once.
 */
const { sql, owner, workerUrl } = setUpWorkerRoleDatabase('billing_sales')
const company = { id: randomUUID(), name: 'Atelier Grand Compte', slug: 'atelier-grand-compte' }
const contact = { name: 'Ada Martin', need: 'SSO et trois sites.\n<b>Vite</b>', size: '201-1000' as const }

describe('sendSalesContact', () => {
  it('queues one e-mail to sales, the owner as Reply-To, and nothing more for the same request', async () => {
    const sales = `ventes-${randomUUID().slice(0, 8)}@talentsite.example`
    const request = { company, ownerEmail: 'ada@grand-compte.example', contact }
    expect(await sendSalesContact(sql, sales, request)).toBe('queued')
    expect(await sendSalesContact(sql, sales, request)).toBe('repeat')
    const rows = await owner<{ subject: string; text: string; html: string; headers: unknown }[]>`
      select subject, text_body as text, html_body as html, headers from email_outbox
      where kind = 'sales_contact' and to_address = ${sales}`
    expect(rows).toHaveLength(1)
    expect(rows[0]?.subject).toBe('Demande Enterprise : Atelier Grand Compte')
    expect(rows[0]?.headers).toEqual({ 'Reply-To': 'ada@grand-compte.example' })
    expect(rows[0]?.text).toContain('Contact : Ada Martin <ada@grand-compte.example>')
    expect(rows[0]?.text).toContain('Taille : 201-1000 personnes')
    expect(rows[0]?.html).toContain('&lt;b&gt;Vite&lt;/b&gt;')
  })

  it('sends at most the day’s cap to sales, even when the requests come all at once', async () => {
    const sales = `ventes-${randomUUID().slice(0, 8)}@talentsite.example`
    const count = STRANGER_EMAILS_PER_ADDRESS_PER_DAY + 3
    const clients = Array.from({ length: count }, () => new RequestDatabase(workerUrl))
    try {
      const outcomes = await Promise.all(
        clients.map((client, n) =>
          sendSalesContact(client.sql, sales, {
            company,
            ownerEmail: 'ada@grand-compte.example',
            contact: { ...contact, need: `Besoin ${n}` },
          }),
        ),
      )
      expect(outcomes.filter((outcome) => outcome === 'queued')).toHaveLength(STRANGER_EMAILS_PER_ADDRESS_PER_DAY)
      expect(outcomes.filter((outcome) => outcome === 'capped')).toHaveLength(3)
    } finally {
      await Promise.all(clients.map((client) => client.close()))
    }
    const [queued] = await owner<{ n: number }[]>`
      select count(*)::int as n from email_outbox where kind = 'sales_contact' and to_address = ${sales}`
    expect(queued?.n).toBe(STRANGER_EMAILS_PER_ADDRESS_PER_DAY)
  })
})
