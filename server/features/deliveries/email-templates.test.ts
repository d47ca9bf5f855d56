import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '#domain/locale.ts'
import { inertName } from '#domain/public-name.ts'
import { decodeEntities } from '../../../tests/tools/html-entities.ts'
import { recruiterWithdrawalEmail } from '../../services/withdrawal-email.ts'
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
const TEMPLATE_TAG = /<\/?p(?: style="[^"<>]*")?>|<a href="[^"<>]*">|<\/a>|<br>/g

const hrefsOf = (html: string) =>
  [...html.matchAll(/<a href="([^"<>]*)">/g)].map((match) => decodeEntities(match[1] ?? ''))
const hrefOf = (html: string) => hrefsOf(html)[0] ?? ''

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
        // The company's texts as e-mails carry them (one line, no link: the last test).
        expectEscaped(email.htmlBody, [inertName(jobTitle), inertName(companyName)])
        expect(hrefOf(email.htmlBody)).toBe(jobUrl)
        expect(email.textBody).toContain(inertName(jobTitle))
      }),
      { numRuns: 200 },
    )
  })

  it('the application confirmation: candidate name, job title and company name', () => {
    fc.assert(
      fc.property(locale, text, text, text, (lang, firstName, jobTitle, companyName) => {
        const jobUrl = `https://jobs.example/"><script>alert(1)</script>`
        const withdrawUrl = `https://jobs.example/fr/x/withdraw?token="><b>`
        const statusUrl = `https://jobs.example/fr/x/application?token="><i>`
        const email = applicationConfirmationEmail({
          locale: lang,
          firstName,
          jobTitle,
          companyName,
          jobUrl,
          withdrawUrl,
          statusUrl,
        })
        expectEscaped(email.htmlBody, [firstName, inertName(jobTitle), inertName(companyName)])
        expect(hrefsOf(email.htmlBody)).toEqual([statusUrl, jobUrl, withdrawUrl])
        expect(email.textBody).toContain(firstName)
        expect(email.textBody).toContain(withdrawUrl)
        expect(email.textBody).toContain(statusUrl)
      }),
      { numRuns: 200 },
    )
  })

  it("the company's withdrawal notice: job title, escaped; its reference, job and date, no candidate data", () => {
    fc.assert(
      fc.property(locale, text, (lang, jobTitle) => {
        const jobUrl = `https://jobs.example/"><script>alert(1)</script>`
        const email = recruiterWithdrawalEmail({
          locale: lang,
          reference: '5b0c7a52-3a43-4d3c-9a7e-1f7f6f0f8a10',
          jobTitle,
          jobUrl,
          receivedAt: new Date('2026-11-20T23:30:00Z'),
        })
        expectEscaped(email.htmlBody, [jobTitle, '5b0c7a52-3a43-4d3c-9a7e-1f7f6f0f8a10'])
        expect(hrefsOf(email.htmlBody)).toEqual([jobUrl])
      }),
      { numRuns: 200 },
    )
    const input = {
      reference: 'ref-1',
      jobUrl: 'https://jobs.example/fr/acme/jobs/1',
      receivedAt: new Date('2026-11-20T23:30:00Z'),
    }
    const fr = recruiterWithdrawalEmail({ ...input, locale: 'fr', jobTitle: 'Développeur' })
    expect(fr.subject).toBe('Candidature retirée : Développeur')
    // The date received, in Paris (already the 21st there).
    expect(fr.textBody).toContain('Référence : ref-1\nPoste : Développeur\nReçue le : 21 novembre 2026\n')
    const en = recruiterWithdrawalEmail({ ...input, locale: 'en', jobTitle: 'Developer' })
    expect(en.subject).toBe('Application withdrawn: Developer')
    expect(en.textBody).toContain('Reference: ref-1\nJob: Developer\nReceived on: 21 November 2026\n')
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
        withdrawUrl: 'https://jobs.example/w',
        statusUrl: 'https://jobs.example/s',
      })
      const withdrawal = recruiterWithdrawalEmail({
        locale: lang,
        reference: name,
        jobTitle: name,
        jobUrl: 'https://jobs.example/x',
        receivedAt: new Date(),
      })
      for (const html of [saved.htmlBody, confirmation.htmlBody, withdrawal.htmlBody]) {
        expect(html).not.toMatch(/<(?:script|img|svg)\b/i)
        expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
        expect(html).toContain('&amp;lt;script&amp;gt;')
      }
    }
  })
})

describe("e-mails to a typed address never carry a company's text as a link or a line of its own", () => {
  const jobTitle = 'Développeur https://evil.example/job\r\nBcc: victim@example.org'
  const companyName = 'Acme https://evil.example/login\n\nAppelez le 06 12 34 56 78 \u202egnp.exe Ltd'
  const ownLines = (body: string) => body.split(/\r?\n/).map((line) => line.trim())

  it.each(LOCALES)('the saved-job e-mail and the application confirmation (%s)', (lang) => {
    const saved = savedJobEmail({ locale: lang, jobTitle, companyName, jobUrl: 'https://jobs.example/x' })
    const confirmation = applicationConfirmationEmail({
      locale: lang,
      firstName: 'Camille',
      jobTitle,
      companyName,
      jobUrl: 'https://jobs.example/x',
      withdrawUrl: 'https://jobs.example/w',
      statusUrl: 'https://jobs.example/s',
    })
    for (const email of [saved, confirmation]) {
      for (const part of [email.subject, email.textBody, email.htmlBody]) {
        expect(part).not.toMatch(/evil|victim|06 12|\u202e/)
      }
      for (const line of ownLines(email.textBody)) {
        expect(line).not.toMatch(/^(Bcc|Appelez|Ltd|gnp)/)
      }
    }
    expect(saved.subject).toMatch(
      /^(Offre sauvegardée|Saved job) ?: Développeur … Bcc: … (chez|at) Acme … Appelez le …/,
    )
  })
})

describe('English e-mails are written in English: punctuation and dates', () => {
  const links = {
    jobUrl: 'https://jobs.example/en/x',
    withdrawUrl: 'https://jobs.example/w',
    statusUrl: 'https://jobs.example/s',
  }
  it('no space before a colon, and a date no reader can take for another', () => {
    const saved = savedJobEmail({ locale: 'en', jobTitle: 'Developer', companyName: 'Acme', jobUrl: links.jobUrl })
    const confirmation = applicationConfirmationEmail({
      locale: 'en',
      firstName: 'Ada',
      jobTitle: 'Developer',
      companyName: 'Acme',
      ...links,
    })
    const withdrawal = recruiterWithdrawalEmail({
      locale: 'en',
      reference: 'ref-1',
      jobTitle: 'Developer',
      jobUrl: links.jobUrl,
      receivedAt: new Date('2026-11-29T10:00:00Z'),
    })
    for (const email of [saved, confirmation, withdrawal]) {
      expect(email.textBody).not.toMatch(/ :/)
      expect(email.textBody).not.toMatch(/\d{2}\/\d{2}\/\d{4}/)
    }
    expect(confirmation.textBody).toContain(`See the job again: ${links.jobUrl}`)
    expect(withdrawal.textBody).toContain('Received on: 29 November 2026')
    // French keeps its own: a space before the colon, the date written out too.
    const fr = recruiterWithdrawalEmail({ ...withdrawalInput(), locale: 'fr' })
    expect(fr.textBody).toContain('Reçue le : 29 novembre 2026')
  })
})

const withdrawalInput = () => ({
  reference: 'ref-1',
  jobTitle: 'Développeur',
  jobUrl: 'https://jobs.example/fr/x',
  receivedAt: new Date('2026-11-29T10:00:00Z'),
})
