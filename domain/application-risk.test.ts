import { describe, expect, it } from 'vitest'
import { assessRisk, RISK_SIGNALS, storedRisk } from './application-risk.ts'

describe('the risk level of an application (ADR 077)', () => {
  it('is low without signals, medium for a doubt alone, high for a proof alone', () => {
    expect(assessRisk([])).toEqual({ level: 'low', signals: [] })
    expect(assessRisk(['not-verified'])).toEqual({ level: 'medium', signals: ['not-verified'] })
    expect(assessRisk(['disposable-email']).level).toBe('medium')
    expect(assessRisk(['same-phone']).level).toBe('medium')
    expect(assessRisk(['fast-submit']).level).toBe('medium')
    expect(assessRisk(['honeypot']).level).toBe('high')
    expect(assessRisk(['form-not-shown']).level).toBe('high')
  })

  it('adds doubts up: two strong signals, or a strong one and a doubt, are high', () => {
    expect(assessRisk(['fast-submit', 'not-verified']).level).toBe('high')
    expect(assessRisk(['same-cv', 'same-phone']).level).toBe('high')
    expect(assessRisk(['address-burst', 'disposable-email']).level).toBe('high')
    expect(assessRisk(['not-verified', 'disposable-email']).level).toBe('medium')
  })

  it('counts each signal once and lists them in one order', () => {
    expect(assessRisk(['not-verified', 'not-verified'])).toEqual({ level: 'medium', signals: ['not-verified'] })
    expect(assessRisk(['disposable-email', 'honeypot']).signals).toEqual(['honeypot', 'disposable-email'])
  })

  it('a person without JavaScript is never high on that alone; every signal is known', () => {
    for (const signal of RISK_SIGNALS) expect(assessRisk([signal]).signals).toEqual([signal])
    expect(assessRisk(['not-verified', 'challenge-expired']).level).toBe('medium')
  })

  it('reads stored rows defensively', () => {
    expect(storedRisk('high', ['honeypot', 'from-a-later-version'])).toEqual({ level: 'high', signals: ['honeypot'] })
    expect(storedRisk('unknown', [])).toEqual({ level: 'low', signals: [] })
  })
})
