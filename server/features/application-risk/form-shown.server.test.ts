import { describe, expect, it } from 'vitest'
import { checkFormShown, signFormShown } from './form-shown.server.ts'

const SECRET = 'a-test-link-signing-secret-of-32-chars!'
const form = { jobId: 'b0000000-0000-4000-8000-000000000001', idempotencyKey: '0f6a1b2c-3d4e-4f50-8a9b-0c1d2e3f4a5b' }
const shown = new Date('2026-11-29T10:00:00Z')
const shownFor = (ms: number) => new Date(shown.getTime() + ms)

describe('the form’s signed render time (ADR 077)', () => {
  it('is fast under 3 s after the form was shown, ok from then on', async () => {
    const value = await signFormShown(SECRET, form, shown)
    expect(await checkFormShown(SECRET, value, form, shownFor(500))).toBe('fast')
    expect(await checkFormShown(SECRET, value, form, shownFor(2_999))).toBe('fast')
    expect(await checkFormShown(SECRET, value, form, shownFor(3_000))).toBe('ok')
    expect(await checkFormShown(SECRET, value, form, shownFor(3_600_000))).toBe('ok')
  })

  it('is missing when absent, made up, moved to another form or job, or its time changed', async () => {
    const value = await signFormShown(SECRET, form, shown)
    expect(await checkFormShown(SECRET, undefined, form, shownFor(10_000))).toBe('missing')
    expect(await checkFormShown(SECRET, '', form, shownFor(10_000))).toBe('missing')
    const otherKey = { ...form, idempotencyKey: '1f6a1b2c-3d4e-4f50-8a9b-0c1d2e3f4a5b' }
    expect(await checkFormShown(SECRET, value, otherKey, shownFor(10_000))).toBe('missing')
    const otherJob = { ...form, jobId: 'c0000000-0000-4000-8000-000000000001' }
    expect(await checkFormShown(SECRET, value, otherJob, shownFor(10_000))).toBe('missing')
    const earlier = value.replace(/^\d+/, String(shown.getTime() - 60_000))
    expect(await checkFormShown(SECRET, earlier, form, shownFor(10_000))).toBe('missing')
    expect(await checkFormShown('another-secret-of-at-least-32-chars!!', value, form, shownFor(10_000))).toBe('missing')
  })
})
