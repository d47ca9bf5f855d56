import { describe, expect, it } from 'vitest'
import { LOCAL_LINK_SIGNING_SECRET, readConfig } from './env.ts'

const vars = {
  PROVIDER_NAME: 'Talentsite',
  PUBLIC_ORIGIN: 'https://jobs.example/',
  DEMO_COMPANY_SLUG: 'lumen-energie',
  CONTACT_EMAIL: 'bonjour@jobs.example',
  APPOINTMENT_URL: 'https://jobs.example/rdv',
  LINK_SIGNING_SECRET: 'production-secret-of-more-than-32-characters',
}
const read = (extra: Record<string, string> = {}) => readConfig({ ...vars, ...extra } as unknown as Env)

describe('readConfig', () => {
  it('reads every setting through the schema, with defaults', () => {
    expect(read()).toMatchObject({
      publicOrigin: 'https://jobs.example',
      edgeCache: true,
      pageCache: { freshSeconds: 30, staleSeconds: 30 },
      email: null,
    })
    expect(read({ EDGE_CACHE: 'off' }).edgeCache).toBe(false)
  })

  it('configures e-mail only with both a key and a sender', () => {
    expect(read({ RESEND_API_KEY: 're_key' }).email).toBeNull()
    expect(read({ RESEND_API_KEY: ' ', EMAIL_FROM: 'a@b.example' }).email).toBeNull()
    expect(read({ RESEND_API_KEY: 're_key', EMAIL_FROM: 'a@b.example' }).email).toEqual({
      apiKey: 're_key',
      from: 'a@b.example',
      apiUrl: 'https://api.resend.com',
    })
    expect(
      read({ RESEND_API_KEY: 're_key', EMAIL_FROM: 'a@b.example', RESEND_API_URL: 'http://127.0.0.1:9/' }).email
        ?.apiUrl,
    ).toBe('http://127.0.0.1:9')
  })

  it('refuses a wrong setting by name, never echoing values (they may be secrets)', () => {
    expect(() => read({ EDGE_CACHE: 'maybe', RESEND_API_KEY: 're_secret' })).toThrow(/EDGE_CACHE/)
    expect(() => read({ RESEND_API_URL: 'not a url', RESEND_API_KEY: 're_secret' })).toThrow(/^(?!.*re_secret)/)
  })

  it('requires a link signing secret of 32 characters or more, except on a local origin', () => {
    expect(read().linkSigningSecret).toBe(vars.LINK_SIGNING_SECRET)
    expect(() => read({ LINK_SIGNING_SECRET: '' })).toThrow(/LINK_SIGNING_SECRET/)
    expect(() => read({ LINK_SIGNING_SECRET: 'short-secret' })).toThrow(/^(?!.*short-secret).*LINK_SIGNING_SECRET/)
    const local = { ...vars, PUBLIC_ORIGIN: 'http://localhost:3000' } as Record<string, string>
    delete local.LINK_SIGNING_SECRET
    expect(readConfig(local as unknown as Env).linkSigningSecret).toBe(LOCAL_LINK_SIGNING_SECRET)
  })

  it('lets webhooks reach test origins only when the site itself is local (ADR 040)', () => {
    expect(read().webhookTestOrigins).toEqual([])
    expect(() => read({ WEBHOOK_TEST_ORIGINS: 'http://127.0.0.1:9610' })).toThrow(/WEBHOOK_TEST_ORIGINS/)
    const local = read({ PUBLIC_ORIGIN: 'http://localhost:3000', WEBHOOK_TEST_ORIGINS: 'http://127.0.0.1:9610/ats' })
    expect(local.webhookTestOrigins).toEqual(['http://127.0.0.1:9610'])
  })
})

describe('search engines’ configuration (ADR 045)', () => {
  const account = JSON.stringify({
    client_email: 'indexing@project.iam.gserviceaccount.com',
    private_key: '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----\n',
    token_uri: 'https://oauth2.googleapis.com/token',
  })

  it('sends nothing without the secrets, with Google’s and IndexNow’s endpoints by default', () => {
    expect(read().searchEngines).toEqual({ publicOrigin: 'https://jobs.example', indexNow: null, google: null })
    const configured = read({ INDEXNOW_KEY: 'a1b2c3d4e5f6', GOOGLE_SERVICE_ACCOUNT_JSON: account }).searchEngines
    expect(configured.indexNow).toEqual({ endpoint: 'https://api.indexnow.org/indexnow', key: 'a1b2c3d4e5f6' })
    expect(configured.google).toMatchObject({
      endpoint: 'https://indexing.googleapis.com/v3/urlNotifications:publish',
      dailyQuota: 200,
      account: {
        clientEmail: 'indexing@project.iam.gserviceaccount.com',
        tokenUri: 'https://oauth2.googleapis.com/token',
      },
    })
  })

  it('takes a malformed key or service account as none, without failing the site', () => {
    for (const key of ['short', 'with spaces in it', 'a'.repeat(129), 'slash/in/it']) {
      expect(read({ INDEXNOW_KEY: key }).searchEngines.indexNow, key).toBeNull()
    }
    for (const json of ['{', '{}', JSON.stringify({ client_email: 'x', private_key: 'y', token_uri: 'nope' })]) {
      expect(read({ GOOGLE_SERVICE_ACCOUNT_JSON: json }).searchEngines.google, json).toBeNull()
    }
  })
})
