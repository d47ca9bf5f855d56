import { describe, expect, it } from 'vitest'
import { verifyToken } from '../../services/signed-tokens.ts'
import { CV_DOWNLOAD_PATH, cvDownloadLink } from './company-delivery.ts'

const LINKS = { origin: 'https://jobs.example', secret: 'test-link-signing-secret-0123456789abcdef' }
const DAY = 86_400_000
const id = '0f6a1b2c-3d4e-4f50-8a9b-0c1d2e3f4a5b'
const createdAt = new Date('2026-11-23T10:00:00.750Z')

describe('CV download links', () => {
  it('name the application, for CV downloads only, and expire 30 days after the application', async () => {
    const link = await cvDownloadLink(LINKS, { id, createdAt, retainUntil: new Date(createdAt.getTime() + 730 * DAY) })
    expect(link.expiresAt).toEqual(new Date('2026-12-23T10:00:00.000Z'))
    expect(link.url.startsWith(`${LINKS.origin}${CV_DOWNLOAD_PATH}`)).toBe(true)
    const token = link.url.slice(`${LINKS.origin}${CV_DOWNLOAD_PATH}`.length)
    expect(await verifyToken(LINKS.secret, token, 'cv-download', createdAt)).toEqual({
      ok: true,
      subject: id,
      expiresAt: link.expiresAt,
    })
    expect(await verifyToken(LINKS.secret, token, 'withdraw', createdAt)).toMatchObject({ reason: 'wrong-purpose' })
    expect(await verifyToken(LINKS.secret, token, 'cv-download', link.expiresAt)).toMatchObject({ reason: 'expired' })
  })

  it('never outlive the application', async () => {
    const retainUntil = new Date(createdAt.getTime() + 3 * DAY)
    const link = await cvDownloadLink(LINKS, { id, createdAt, retainUntil })
    expect(link.expiresAt.getTime()).toBeLessThanOrEqual(retainUntil.getTime())
    expect(retainUntil.getTime() - link.expiresAt.getTime()).toBeLessThan(1000)
  })
})
