import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppConfig } from '../../env.ts'
import type { AppEnv } from '../../hono-env.ts'
import { indexNowKeyFile } from './indexnow-key.ts'

const KEY = 'a1b2c3d4e5f6a7b8c9d0'

/** The middleware in front of a fallback that answers 404, as the app's pages would. */
function appWith(indexNow: AppConfig['searchEngines']['indexNow']) {
  const app = new Hono<AppEnv>()
  app.use(async (c, next) => {
    c.set('config', { searchEngines: { publicOrigin: 'https://jobs.example', indexNow, google: null } } as AppConfig)
    await next()
  })
  app.use(indexNowKeyFile)
  app.all('*', (c) => c.text('not found', 404))
  return app
}

describe('IndexNow’s key file', () => {
  const app = appWith({ endpoint: 'https://api.indexnow.org/indexnow', key: KEY })

  it('answers the key as plain text at /{key}.txt, on any host the site serves', async () => {
    for (const host of ['jobs.example', 'careers.lumen.example']) {
      const response = await app.request(`https://${host}/${KEY}.txt`)
      expect(response.status).toBe(200)
      expect(response.headers.get('Content-Type')).toBe('text/plain; charset=UTF-8')
      expect(await response.text()).toBe(KEY)
    }
    expect((await app.request(`https://jobs.example/${KEY}.txt`, { method: 'HEAD' })).status).toBe(200)
  })

  it('leaves every other path, and another key’s file, to the rest of the app', async () => {
    for (const path of ['/other-key-1234.txt', `/${KEY}.txt/`, `/fr/${KEY}.txt`, `/${KEY}`]) {
      expect((await app.request(`https://jobs.example${path}`)).status, path).toBe(404)
    }
    expect((await app.request(`https://jobs.example/${KEY}.txt`, { method: 'POST' })).status).toBe(404)
  })

  it('serves nothing without a key', async () => {
    expect((await appWith(null).request(`https://jobs.example/${KEY}.txt`)).status).toBe(404)
  })
})
