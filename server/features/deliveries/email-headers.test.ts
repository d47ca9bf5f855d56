import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '#domain/locale.ts'
import { resendMessage } from './email-delivery.ts'
import { headerText, isHeaderSafeAddress } from './email-headers.ts'
import { applicationConfirmationEmail, savedJobEmail } from './email-templates.ts'

/** What could end a header line somewhere between Resend and the inbox. */
const LINE_END = /[\r\n\u0085\u2028\u2029\p{Cc}]/u
const INJECTIONS = [
  'Dev\r\nBcc: victim@example.org',
  'Dev\nSubject: free money',
  'Dev\r\n\r\n<html>body</html>',
  'Dev\u2028Bcc: x@example.org',
  'Dev\u0085Bcc: x@example.org',
  'Dev\0Bcc: x@example.org',
]
const hostile = fc.oneof(
  fc.constantFrom(...INJECTIONS),
  fc.string({ unit: fc.constantFrom('a', ' ', '\r', '\n', '\t', '\0', '\u2028', ':', 'B'), maxLength: 30 }),
)
const locale = fc.constantFrom(...LOCALES)
const jobUrl = 'https://jobs.example/fr/acme/jobs/1'

describe('no line break from any data reaches an e-mail header', () => {
  it('subjects built from a job title and a company name are one line', () => {
    fc.assert(
      fc.property(locale, hostile, hostile, hostile, (lang, jobTitle, companyName, firstName) => {
        const saved = savedJobEmail({ locale: lang, jobTitle, companyName, jobUrl })
        const confirmation = applicationConfirmationEmail({
          locale: lang,
          firstName,
          jobTitle,
          companyName,
          jobUrl,
          withdrawUrl: jobUrl,
          statusUrl: jobUrl,
        })
        expect(saved.subject).not.toMatch(LINE_END)
        expect(confirmation.subject).not.toMatch(LINE_END)
      }),
    )
    const { subject } = savedJobEmail({ locale: 'fr', jobTitle: INJECTIONS[0] ?? '', companyName: 'Acme', jobUrl })
    expect(subject).toBe('Offre sauvegardée : Dev Bcc: … chez Acme')
  })

  it('delivery sends a one-line subject whatever the stored row holds', () => {
    fc.assert(
      fc.property(hostile, (subject) => {
        const message = resendMessage(
          { toAddress: 'ada@candidate.example', subject, htmlBody: '<p>x</p>', textBody: 'x' },
          'Talentsite <a@b.example>',
        )
        expect(message?.subject).not.toMatch(LINE_END)
        expect(message?.to).toEqual(['ada@candidate.example'])
      }),
    )
  })

  it('delivery refuses a recipient that could break or add a header, rather than rewrite it', () => {
    for (const toAddress of [
      'ada@candidate.example\r\nBcc: x@example.org',
      'ada@candidate.example\nCc: x@example.org',
      'ada@candidate.example\0',
      'ada@candidate.example, x@example.org',
      'Ada <ada@candidate.example>',
      '',
    ]) {
      expect(isHeaderSafeAddress(toAddress), JSON.stringify(toAddress)).toBe(false)
      expect(resendMessage({ toAddress, subject: 's', htmlBody: '', textBody: '' }, 'f')).toBeNull()
    }
    expect(isHeaderSafeAddress('ada.lovelace+jobs@candidate.example')).toBe(true)
    expect(isHeaderSafeAddress('élise@exemple.fr')).toBe(true)
  })

  it("a recruiters' e-mail replies to the candidate; a Reply-To that could break a header is left out", () => {
    const email = { toAddress: 'rh@company.example', subject: 's', htmlBody: '', textBody: '' }
    const replying = resendMessage({ ...email, headers: { 'Reply-To': 'ada@candidate.example' } }, 'f')
    expect(replying).toMatchObject({ reply_to: 'ada@candidate.example' })
    expect(replying).not.toHaveProperty('headers')
    for (const hostile of [
      'ada@candidate.example\r\nBcc: x@example.org',
      'a@b.example, x@example.org',
      'a@b.example Bcc',
      42,
    ]) {
      const message = resendMessage({ ...email, headers: { 'Reply-To': hostile } }, 'f')
      expect(message?.to, JSON.stringify(hostile)).toEqual(['rh@company.example'])
      expect(message, JSON.stringify(hostile)).not.toHaveProperty('reply_to')
      expect(message, JSON.stringify(hostile)).not.toHaveProperty('headers')
    }
  })

  it('headerText keeps ordinary text as it is', () => {
    expect(headerText('Développeur·se « senior » : Paris')).toBe('Développeur·se « senior » : Paris')
    expect(headerText('a\r\n\r\nb')).toBe('a b')
  })
})
