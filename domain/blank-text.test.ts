import { describe, expect, it } from 'vitest'
import { hasVisibleText } from './blank-text.ts'
import { hasJobDescription, jobDescriptionHtml } from './job-description.ts'

// Shared with the database's side (tests/integration/blank-text.test.ts).
const BLANK = ['', ' \n\t ', '\u00a0\u00a0', '\u3000', '\u200b\u200b', '\ufeff', '\u202f\u2060', '\u200e\u202e']
const VISIBLE = ['a', ' x ', '\u00a0é', '—', '😀', '\u200bA', '-', '.']

describe('one rule for a blank text', () => {
  it.each(BLANK)('blank: %j', (text) => {
    expect(hasVisibleText(text)).toBe(false)
    expect(hasJobDescription({ description: text })).toBe(false)
  })
  it.each(VISIBLE)('visible: %j', (text) => {
    expect(hasVisibleText(text)).toBe(true)
    expect(hasJobDescription({ description: text })).toBe(true)
  })
  it('a JobPosting never describes a job with zero-width spaces: the company description stands in', () => {
    const job = { title: 'Dev', description: '\u200b\u200b', profile: '\u00a0', recruitmentProcess: null }
    expect(jobDescriptionHtml(job, 'Une entreprise.')).toBe('<p>Une entreprise.</p>')
  })
})
