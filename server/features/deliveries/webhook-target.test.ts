import { describe, expect, it } from 'vitest'
import { checkWebhookTarget } from './webhook-target.ts'

describe('checkWebhookTarget', () => {
  it('accepts https URLs of public names and addresses', () => {
    for (const url of [
      'https://ats.example.com/hooks',
      'https://hooks.teamtailor.com:8443/x?y=1',
      'https://8.8.8.8/hook',
      'https://[2606:4700::1111]/hook',
    ]) {
      expect(checkWebhookTarget(url), url).toEqual({ ok: true })
    }
  })

  it('refuses plain http, other schemes and credentials in the URL', () => {
    expect(checkWebhookTarget('http://ats.example.com/hooks')).toEqual({ ok: false, reason: 'not https' })
    expect(checkWebhookTarget('ftp://ats.example.com/hooks')).toEqual({ ok: false, reason: 'not https' })
    expect(checkWebhookTarget('https://user:pw@ats.example.com/')).toEqual({ ok: false, reason: 'credentials in URL' })
    expect(checkWebhookTarget('not a url')).toEqual({ ok: false, reason: 'not a URL' })
  })

  it('refuses loopback, private, link-local and unspecified addresses, however they are written', () => {
    for (const url of [
      'https://127.0.0.1/',
      'https://127.1/',
      'https://0x7f000001/',
      'https://2130706433/',
      'https://10.1.2.3/',
      'https://172.16.0.1/',
      'https://172.31.255.255/',
      'https://192.168.1.1/',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/',
      'https://0.0.0.0/',
      'https://[::1]/',
      'https://[::]/',
      'https://[::ffff:127.0.0.1]/',
      'https://[::ffff:a9fe:a9fe]/',
      'https://[fd00::1]/',
      'https://[fe80::1]/',
    ]) {
      expect(checkWebhookTarget(url), url).toEqual({ ok: false, reason: 'private address' })
    }
  })

  it('refuses localhost and internal or single-label names', () => {
    for (const url of ['https://localhost/', 'https://api.localhost/', 'https://db.internal/', 'https://intranet/']) {
      expect(checkWebhookTarget(url), url).toEqual({ ok: false, reason: 'internal name' })
    }
  })

  it('lets through exactly the origins a test run lists, nothing else on that host', () => {
    const allowed = ['http://127.0.0.1:9610']
    expect(checkWebhookTarget('http://127.0.0.1:9610/ats', allowed)).toEqual({ ok: true })
    expect(checkWebhookTarget('http://127.0.0.1:9611/ats', allowed)).toEqual({ ok: false, reason: 'not https' })
    expect(checkWebhookTarget('https://127.0.0.1/ats', allowed)).toEqual({ ok: false, reason: 'private address' })
  })
})
