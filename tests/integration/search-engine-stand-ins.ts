import { generateKeyPairSync, type KeyObject } from 'node:crypto'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { RequestDatabase } from '#server/db/client.ts'
import { readConfig } from '#server/env.ts'
import { notifySearchEngines, type SearchEngineConfig } from '#server/features/search-engines/delivery.ts'
import { forgetAccessTokens } from '#server/features/search-engines/google-indexing.ts'
import { type RecordedRequest, type RecordingServer, startRecordingServer } from '../tools/recording-server.ts'
import { SEED } from './database.ts'
import { openOwnRequestDatabases } from './own-database.ts'

/**
 * A search engine test file's setting (ADR 045): its own database (a run claims every due
 * row), on the Worker's role, with recording stand-ins at IndexNow's endpoint and at
 * Google's (its token_uri and its publish endpoint), and a service account generated for
 * it. Café Moka (Enterprise in the seed) has its own domain. Filled by `beforeAll`; each
 * test starts with an empty outbox and quota, stand-ins that accept everything, and the
 * seed's complete job published.
 */
export const ORIGIN = 'https://jobs.example'
export const KEY = 'a1b2c3d4e5f6a7b8c9d0'
export const TOKEN = 'ya29.stand-in-access-token'
export const LUMEN = SEED.completeCompany
export const MOKA = SEED.otherCompany
export const MOKA_HOST = 'careers.cafe-moka.example'
export const PUBLISH_PATH = '/v3/urlNotifications:publish'

export type SearchEngineSetting = {
  owner: RequestDatabase
  worker: RequestDatabase
  workerUrl: string
  indexNow: RecordingServer
  google: RecordingServer
  publicKey: KeyObject
  /** The Worker's environment: its vars and secrets, the database as HYPERDRIVE. */
  env: Env
  config: SearchEngineConfig
}

/** Google's stand-in: a token at /token, 200 to every notification. */
export const googleAccepts = (request: RecordedRequest) =>
  request.path === '/token'
    ? { status: 200, body: JSON.stringify({ access_token: TOKEN, expires_in: 3600, token_type: 'Bearer' }) }
    : { status: 200 }

export const published = (request: RecordedRequest) => request.path === PUBLISH_PATH
export const byUrl = (a: { url: string }, b: { url: string }) => a.url.localeCompare(b.url)

export function setUpSearchEngines(databaseName: string) {
  const setting = {} as SearchEngineSetting
  beforeAll(async () => {
    const { owner, worker, workerUrl } = await openOwnRequestDatabases(databaseName)
    const indexNow = await startRecordingServer()
    const google = await startRecordingServer()
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const env = {
      PROVIDER_NAME: 'Talentsite',
      PUBLIC_ORIGIN: ORIGIN,
      DEMO_COMPANY_SLUG: 'lumen-energie',
      CONTACT_EMAIL: 'bonjour@jobs.example',
      APPOINTMENT_URL: 'https://jobs.example/rdv',
      LINK_SIGNING_SECRET: 'a-signing-secret-of-more-than-32-characters',
      HYPERDRIVE: { connectionString: workerUrl },
      INDEXNOW_ENDPOINT: `${indexNow.url}/indexnow`,
      INDEXNOW_KEY: KEY,
      GOOGLE_INDEXING_ENDPOINT: `${google.url}${PUBLISH_PATH}`,
      GOOGLE_SERVICE_ACCOUNT_JSON: JSON.stringify({
        type: 'service_account',
        client_email: 'indexing@career-site.iam.gserviceaccount.com',
        private_key: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }),
        token_uri: `${google.url}/token`,
      }),
    } as unknown as Env
    Object.assign(setting, {
      owner,
      worker,
      workerUrl,
      indexNow,
      google,
      publicKey: pair.publicKey,
      env,
      config: readConfig(env).searchEngines,
    })
    await owner.sql`insert into company_domains (hostname, company_id, is_primary) values (${MOKA_HOST}, ${MOKA.id}, true)`
  }, 60_000)

  afterAll(async () => {
    await setting.worker?.close()
    await setting.owner?.close()
    await setting.indexNow?.close()
    await setting.google?.close()
  })

  beforeEach(async () => {
    forgetAccessTokens()
    setting.indexNow.requests.length = 0
    setting.google.requests.length = 0
    setting.indexNow.answer(() => ({ status: 200 }))
    setting.google.answer(googleAccepts)
    // The job tests change, as the seed has it (a test that failed may have closed it).
    await setting.owner.sql`update jobs set status = 'published', closes_at = null where id = ${SEED.completeJob}`
    await setting.owner.sql`delete from search_engine_notifications`
    await setting.owner.sql`delete from search_engine_quota`
  })

  return {
    setting,
    run: () => notifySearchEngines(setting.worker.sql, setting.config),
    publications: () =>
      setting.google.requests
        .filter(published)
        .map((request) => JSON.parse(request.body) as { url: string; type: string }),
    /** A job of `companyId` in one statement; its id. */
    newJob: async (companyId: string, status = 'published', title = 'Soudeuse'): Promise<string> => {
      const [row] = await setting.owner.sql<{ id: string }[]>`
        insert into jobs (company_id, workspace_id, title, status)
        select id, workspace_id, ${title}, ${status} from companies where id = ${companyId}
        returning id
      `
      return row?.id ?? ''
    },
    /** `count` published jobs of Lumen (Pro: no limit) in one statement, their ids in order. */
    newJobs: async (count: number, title: string): Promise<string[]> => {
      const rows = await setting.owner.sql<{ id: string }[]>`
        insert into jobs (company_id, workspace_id, title, status)
        select id, workspace_id, ${title} || ' ' || n, 'published' from companies, generate_series(1, ${count}) n
        where id = ${LUMEN.id}
        returning id
      `
      return rows.map((row) => row.id)
    },
  }
}
