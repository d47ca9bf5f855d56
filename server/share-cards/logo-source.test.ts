import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RecordingServer, startRecordingServer } from '../../tests/tools/recording-server.ts'
import { type LogoSources, loadLogo, MAX_LOGO_BYTES } from './logo-source.ts'

// A company's logo on an image host, played by local servers: one the site trusts
// (IMAGE_ORIGINS), one it does not. What reaches each is what the Worker would send.

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>'
let trusted: RecordingServer
let stranger: RecordingServer
let sources: LogoSources

/** The site's own files are not what these tests are about: reaching them here is a failure. */
const assetsNeverUsed = {
  fetch: () => {
    throw new Error('the site’s static files were asked for an image host’s logo')
  },
} as unknown as Fetcher
/** Nor the uploaded images' bucket (tests/worker/company-images.test.ts reads from it). */
const mediaNeverUsed = {
  get: () => {
    throw new Error('the media bucket was asked for an image host’s logo')
  },
} as unknown as R2Bucket

beforeAll(async () => {
  trusted = await startRecordingServer()
  stranger = await startRecordingServer({ answer: () => ({ status: 200, body: SVG }) })
  sources = {
    publicOrigin: 'https://emplois.example',
    imageOrigins: [trusted.url],
    assets: assetsNeverUsed,
    media: mediaNeverUsed,
  }
})

afterAll(async () => {
  await Promise.all([trusted.close(), stranger.close()])
})

describe('loadLogo', () => {
  it('reads a logo from a trusted image host, its type from its bytes whatever the host says', async () => {
    trusted.answer(() => ({ status: 200, body: SVG, headers: { 'Content-Type': 'text/plain' } }))
    const logo = await loadLogo(`${trusted.url}/logos/acme.svg`, sources)
    expect(logo?.type).toBe('image/svg+xml')
    expect(new TextDecoder().decode(logo?.bytes)).toBe(SVG)
    expect(trusted.requests.at(-1)).toMatchObject({ method: 'GET', path: '/logos/acme.svg' })
  })

  it('never requests an address outside the trusted hosts', async () => {
    for (const address of [
      `${stranger.url}/logo.svg`,
      'javascript:alert(1)',
      '//evil.example/x.svg',
      'data:image/svg+xml,<svg/>',
    ])
      expect(await loadLogo(address, sources), address).toBeNull()
    expect(stranger.requests).toHaveLength(0)
  })

  it('draws no logo from what is not an image, an error, a redirect or a file over the cap', async () => {
    const cases = {
      '/page.svg': { status: 200, body: '<html><body><svg></svg></body></html>' },
      '/broken.svg': { status: 500, body: SVG },
      '/moved.svg': { status: 302, headers: { Location: '/elsewhere.svg' } },
      '/huge.svg': { status: 200, body: `${SVG}<!--${'x'.repeat(MAX_LOGO_BYTES)}-->` },
    } as const
    trusted.answer((request) => cases[request.path as keyof typeof cases] ?? { status: 200, body: SVG })
    for (const path of Object.keys(cases)) expect(await loadLogo(`${trusted.url}${path}`, sources), path).toBeNull()
    // The redirect is not followed.
    expect(trusted.requests.map((request) => request.path)).not.toContain('/elsewhere.svg')
  })

  it('gives up on a host that does not answer within 3 s', async () => {
    trusted.answer(() => ({ status: 200, body: SVG, delayMs: 4000 }))
    const started = Date.now()
    expect(await loadLogo(`${trusted.url}/slow.svg`, sources)).toBeNull()
    expect(Date.now() - started).toBeLessThan(3900)
  }, 10_000)
})
