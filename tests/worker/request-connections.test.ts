import { createHmac, randomUUID } from 'node:crypto'
import { resolve } from 'node:path'
import { inject } from 'vitest'
import { type ConnectionCounter, countConnections } from '../integration/connection-counter.ts'
import { freePort } from '../tools/free-port.ts'
import { applicationForm } from './application-form.ts'
import { afterAll, beforeAll, describe, expect, openWorkerDatabase, test } from './fixtures.ts'
import { startServer } from './global-setup.ts'
import { onHost } from './host-requests.ts'

/**
 * One database connection per HTTP request, counted at the database's door: the built
 * Worker of this file's own, in workerd, whose Hyperdrive points at a relay that counts the
 * connections opened through it (tests/integration/connection-counter.ts), in front of the
 * Worker tests' database. Each request is counted once all its work is over, what runs after
 * the response included (the relay has no connection left open): the whole request pipeline
 * (server/app.ts), whatever its steps ask the database, opens one.
 */
const ROOT = resolve(import.meta.dirname, '../..')
const run = randomUUID().slice(0, 8)
const SLUG = `connections-${run}`
const OLD_SLUG = `connections-old-${run}`
/** An Enterprise company of its own on its own host (a company with a host is served there only). */
const HOSTED_SLUG = `connections-hosted-${run}`
const HOST = `jobs.${HOSTED_SLUG}.localhost`
const JOB_ID = randomUUID()
const SECRET = `connections-test-secret-${run}-0123456789`
const sql = openWorkerDatabase()
let relay: ConnectionCounter
let worker: Awaited<ReturnType<typeof startServer>> | undefined
let origin = ''

beforeAll(async () => {
  const [company] = await sql<{ id: string }[]>`
    insert into companies (slug, name, workspace_id, plan, description, applications_email)
    values (${OLD_SLUG}, 'Connexions & Cie', gen_random_uuid(), 'enterprise', 'Une entreprise.', 'rh@example.org')
    returning id`
  const companyId = company?.id ?? ''
  // Renamed once: its first slug is in the history, the company is under its slug of today.
  await sql`update companies set slug = ${SLUG} where id = ${companyId}`
  await sql`
    insert into jobs (id, company_id, workspace_id, title, status, city, zip_code, contract_type, description)
    select ${JOB_ID}, id, workspace_id, 'Barista', 'published', 'Lyon', '69003', 'CDI', 'Un poste.'
    from companies where id = ${companyId}`
  // One transaction: no sitemap index read meanwhile lists the company without its domain.
  await sql.begin(async (tx) => {
    const [hosted] = await tx<{ id: string }[]>`
      insert into companies (slug, name, workspace_id, plan, description)
      values (${HOSTED_SLUG}, 'Domaine & Cie', gen_random_uuid(), 'enterprise', 'Une entreprise chez elle.')
      returning id`
    await tx`
      insert into jobs (company_id, workspace_id, title, status, city, zip_code, contract_type, description)
      select id, workspace_id, 'Fleuriste', 'published', 'Lyon', '69003', 'CDI', 'Un poste.'
      from companies where id = ${hosted?.id ?? ''}`
    await tx`insert into company_domains (hostname, company_id, is_primary) values (${HOST}, ${hosted?.id ?? ''}, true)`
  })

  const database = new URL(inject('testDatabaseUrl'))
  relay = await countConnections(
    `postgres://career_site_worker:career_site_worker@127.0.0.1:${database.port}${database.pathname}`,
  )
  const port = await freePort()
  worker = startServer(
    'connection-counting Worker',
    port,
    resolve(ROOT, 'node_modules/.bin/vike'),
    ['preview', '--port', `${port}`],
    {
      CLOUDFLARE_HYPERDRIVE_LOCAL_CONNECTION_STRING_HYPERDRIVE: relay.url,
      WORKER_STATE_DIR: `.wrangler/worker-tests-connections-${run}`,
      PREVIEW_ANY_HOST: '1',
    },
  )
  await worker.ready
  origin = `http://localhost:${port}`
}, 120_000)

afterAll(async () => {
  await worker?.stop()
  await relay?.close()
  await sql`delete from applications where company_id = (select id from companies where slug = ${SLUG})`
  await sql`delete from companies where slug in (${SLUG}, ${HOSTED_SLUG})`
  await sql.end()
})

/** The connections opened for `send`'s request, counted once the request's work is over. */
async function connectionsFor(send: () => Promise<Answer>): Promise<{ answer: Answer; connections: number }> {
  await expect.poll(() => relay.open(), { message: 'connections left open before the request' }).toBe(0)
  relay.reset()
  const answer = await send()
  await expect.poll(() => relay.open(), { message: 'connections left open after the request' }).toBe(0)
  return { answer, connections: relay.opened() }
}

type Answer = { status: number; location: string | undefined; text: string }

/** A request to this file's Worker, with a Host of the test's choosing (node:http sends it as given). */
async function send(
  path: string,
  {
    method = 'GET',
    host,
    headers = {},
    body,
  }: { method?: string; host?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<Answer> {
  const target = new URL(origin)
  const answer = await onHost(host ? `${host}:${target.port}` : target.host, path, { method, headers, body, origin })
  return { status: answer.status, location: answer.headers.location as string | undefined, text: answer.text }
}

/** The application form as a browser without JavaScript posts it (multipart). */
async function multipart(fields: ReturnType<typeof applicationForm>): Promise<{ body: Buffer; contentType: string }> {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') data.append(name, value)
    else data.append(name, new Blob([new Uint8Array(value.buffer)], { type: value.mimeType }), value.name)
  }
  const encoded = new Response(data)
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('Content-Type') ?? '',
  }
}

describe('one database connection per HTTP request, through the whole pipeline', () => {
  test('a cold page (edge cache miss): one connection', async () => {
    const { answer, connections } = await connectionsFor(() => send(`/fr/${SLUG}/jobs/${JOB_ID}`))
    expect(answer.status).toBe(200)
    expect(answer.text).toContain('Barista')
    expect.soft(connections, 'connections').toBe(1)
  })

  test('a cold 404 under a renamed slug: one connection, the slug history asked once (a 301)', async () => {
    const { answer, connections } = await connectionsFor(() => send(`/fr/${OLD_SLUG}/team`))
    expect(answer.status).toBe(301)
    expect(answer.location).toBe(`/fr/${SLUG}/team`)
    expect.soft(connections, 'connections').toBe(1)
    const unknown = await connectionsFor(() => send(`/fr/nobody-${run}/team`))
    expect(unknown.answer.status).toBe(404)
    expect.soft(unknown.connections, 'connections (unknown slug)').toBe(1)
  })

  test('an apply POST and a status webhook POST: one connection each', async () => {
    const email = `connections-${run}@example.org`
    const form = await multipart(applicationForm(email))
    const applied = await connectionsFor(() =>
      send(`/fr/${SLUG}/jobs/${JOB_ID}/apply`, {
        method: 'POST',
        body: form.body,
        headers: { 'Content-Type': form.contentType, 'CF-Connecting-IP': '198.51.100.77' },
      }),
    )
    expect(applied.answer.status).toBe(303)
    expect.soft(applied.connections, 'connections (apply)').toBe(1)

    const [application] = await sql<{ id: string }[]>`select id from applications where email = ${email}`
    await sql`update companies set applications_webhook_url = 'https://ats.example/hook', applications_webhook_secret = ${SECRET}
      where slug = ${SLUG}`
    const event = JSON.stringify({
      event_id: `connections-${run}`,
      status: 'interview',
      occurred_at: new Date().toISOString(),
    })
    const t = Math.floor(Date.now() / 1000)
    const v1 = createHmac('sha256', SECRET).update(`${t}.${event}`).digest('hex')
    const status = await connectionsFor(() =>
      send(`/api/applications/${application?.id}/status`, {
        method: 'POST',
        body: event,
        headers: { 'Content-Type': 'application/json', 'Talentsite-Signature': `t=${t},v1=${v1}` },
      }),
    )
    expect(status.answer.status).toBe(200)
    expect.soft(status.connections, 'connections (status)').toBe(1)
  })

  test('a page on a company’s own host: one connection', async () => {
    const { answer, connections } = await connectionsFor(() => send('/en/jobs', { host: HOST }))
    expect(answer.status).toBe(200)
    expect(answer.text).toContain('Fleuriste')
    expect.soft(connections, 'connections').toBe(1)
  })
})
