import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../domain/locale.ts'
import { applicationConfirmationEmail, savedJobEmail } from './email-templates.ts'

const HOSTILE = [
  '<script>alert(1)</script>',
  '</script><script>alert(1)</script>',
  '<img src=x onerror="alert(1)">',
  '"><svg onload=alert(1)>',
  "' onmouseover='alert(1)",
  '{{7*7}}',
  '&lt;script&gt; already escaped &amp;',
]

/** The only markup the templates write themselves. */
const TEMPLATE_TAG = /<\/?p(?: style="[^"<>]*")?>|<a href="[^"<>]*">|<\/a>/g

/** The templates escape with numeric references only. */
function decodeEntities(html: string): string {
  return html.replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
}

const hrefOf = (html: string) => decodeEntities(/<a href="([^"<>]*)">/.exec(html)?.[1] ?? '')

/** The HTML part holds no markup but the template's, and gives back every text once decoded. */
function expectEscaped(html: string, texts: string[]) {
  const outsideTags = html.replace(TEMPLATE_TAG, '')
  expect(outsideTags).not.toMatch(/[<>"]/)
  for (const text of texts) expect(decodeEntities(outsideTags)).toContain(text)
}

const text = fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ unit: 'grapheme', maxLength: 40 }))
const locale = fc.constantFrom(...LOCALES)

describe('e-mail templates escape what they did not write', () => {
  it('the saved-job e-mail: job title and company name', () => {
    fc.assert(
      fc.property(locale, text, text, text, (lang, jobTitle, companyName, path) => {
        const jobUrl = `https://jobs.example/${path}`
        const email = savedJobEmail({ locale: lang, jobTitle, companyName, jobUrl })
        expectEscaped(email.htmlBody, [jobTitle, companyName])
        expect(hrefOf(email.htmlBody)).toBe(jobUrl)
        expect(email.textBody).toContain(jobTitle)
      }),
      { numRuns: 200 },
    )
  })

  it('the application confirmation: candidate name, job title and company name', () => {
    fc.assert(
      fc.property(locale, text, text, text, (lang, firstName, jobTitle, companyName) => {
        const jobUrl = `https://jobs.example/"><script>alert(1)</script>`
        const email = applicationConfirmationEmail({ locale: lang, firstName, jobTitle, companyName, jobUrl })
        expectEscaped(email.htmlBody, [firstName, jobTitle, companyName])
        expect(hrefOf(email.htmlBody)).toBe(jobUrl)
        expect(email.textBody).toContain(firstName)
      }),
      { numRuns: 200 },
    )
  })

  it('writes the hostile fragments as text, in both languages', () => {
    for (const lang of LOCALES) {
      const name = HOSTILE.join(' ')
      const saved = savedJobEmail({ locale: lang, jobTitle: name, companyName: name, jobUrl: 'https://jobs.example/x' })
      const confirmation = applicationConfirmationEmail({
        locale: lang,
        firstName: name,
        jobTitle: name,
        companyName: name,
        jobUrl: 'https://jobs.example/x',
      })
      for (const html of [saved.htmlBody, confirmation.htmlBody]) {
        expect(html).not.toMatch(/<(?:script|img|svg)\b/i)
        expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;')
        expect(html).toContain('&#38;lt;script&#38;gt;')
      }
    }
  })
})
