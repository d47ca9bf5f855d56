import { describe, expect, it } from 'vitest'
import { carriesPersonalToken } from './personal-links.ts'

const TOKEN = 'eyJwIjoid2l0aGRyYXcifQ.c2ln'
const url = (path: string) => new URL(path, 'https://careers.example')

describe('personal links', () => {
  it('are the addresses with a token: CV links, alert links, withdrawal pages', () => {
    for (const path of [
      `/api/cv/${TOKEN}`,
      `/api/cv/${TOKEN}/`,
      `/fr/lumen-energie/alerts/confirm/${TOKEN}`,
      `/en/lumen-energie/alerts/unsubscribe/${TOKEN}`,
      `/fr/lumen-energie/withdraw?token=${TOKEN}`,
    ]) {
      expect(carriesPersonalToken(url(path)), path).toBe(true)
    }
    for (const path of [
      '/fr/',
      '/fr/lumen-energie/jobs',
      '/fr/alerts/jobs',
      '/fr/lumen-energie/withdraw/done',
      '/fr/lumen-energie/jobs/b0000000-0000-4000-8000-000000000001/apply/confirmation',
    ]) {
      expect(carriesPersonalToken(url(path)), path).toBe(false)
    }
  })
})
