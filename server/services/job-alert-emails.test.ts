import { describe, expect, it } from 'vitest'
import { NO_CRITERIA } from '#domain/job-alert.ts'
import { resendMessage } from '../features/deliveries/email-delivery.ts'
import { alertConfirmationEmail, alertDigestEmail } from './job-alert-emails.ts'

const links = {
  unsubscribeUrl: 'https://jobs.example/fr/acme/alerts/unsubscribe/abc.def',
  listUrl: 'https://jobs.example/fr/acme/jobs?contract=CDI',
}
/** Acme's alert e-mails in English, to the links above. */
const ACME_EN = { ...links, locale: 'en' as const, companyName: 'Acme' }
const HOSTILE = '<script>alert(1)</script> & "quoted"\r\nBcc: x@example.org'

describe('job alert e-mails', () => {
  it('the confirmation: the criteria, the link, the validity and RFC 8058 headers', () => {
    const email = alertConfirmationEmail({
      ...ACME_EN,
      criteria: { ...NO_CRITERIA, contract: 'CDI' },
      confirmUrl: 'https://jobs.example/en/acme/alerts/confirm/x.y',
      validDays: 7,
    })
    expect(email.subject).toBe('Confirm your job alert at Acme')
    expect(email.textBody).toContain('New jobs at Acme: Contract: CDI')
    expect(email.textBody).toContain('Confirm my alert: https://jobs.example/en/acme/alerts/confirm/x.y')
    expect(email.textBody).toContain('This link is valid for 7 days.')
    expect(email.textBody).toContain(`Unsubscribe: ${links.unsubscribeUrl}`)
    expect(email.htmlBody).toContain('<a href="https://jobs.example/en/acme/alerts/confirm/x.y">Confirm my alert</a>')
    expect(email.headers).toEqual({
      'List-Unsubscribe': `<${links.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
  })

  it('the digest: company-typed texts escaped in the HTML, one line each in the text and subject', () => {
    const email = alertDigestEmail({
      ...links,
      locale: 'fr',
      companyName: HOSTILE,
      criteria: { ...NO_CRITERIA, city: HOSTILE },
      jobs: [
        {
          title: HOSTILE,
          url: 'https://jobs.example/fr/acme/jobs/1',
          contractType: 'CDI',
          city: 'Lyon',
          countryCode: 'FR',
          remote: null,
        },
        {
          title: 'Comptable',
          url: 'https://jobs.example/fr/acme/jobs/2',
          contractType: null,
          city: null,
          countryCode: null,
          remote: null,
        },
      ],
      more: false,
    })
    expect(email.subject).not.toMatch(/[\r\n]/)
    expect(email.htmlBody).not.toContain('<script>')
    expect(email.htmlBody).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quoted&quot;')
    expect(email.textBody).toContain(
      '- <script>alert(1)</script> & "quoted" Bcc: … (CDI · Lyon, FR)\n  https://jobs.example/fr/acme/jobs/1',
    )
    expect(email.textBody).toContain('- Comptable\n  https://jobs.example/fr/acme/jobs/2')
    expect(email.textBody).toContain(`Voir toutes les offres : ${links.listUrl}`)
    expect(email.textBody).toContain(`Se désabonner en un clic : ${links.unsubscribeUrl}`)
    expect(email.htmlBody).toContain(`<a href="${links.listUrl}">Voir toutes les offres</a>`)
  })

  it('says when more offers match than it lists', () => {
    const email = alertDigestEmail({ ...ACME_EN, criteria: NO_CRITERIA, jobs: [], more: true })
    expect(email.textBody).toContain('More jobs match your alert: see all jobs')
  })
})

describe('delivery sends the row’s extra headers to Resend', () => {
  const email = { toAddress: 'ada@example.org', subject: 's', htmlBody: '<p>x</p>', textBody: 'x' }

  it('as they are, one line each; none when the row has none', () => {
    const headers = {
      'List-Unsubscribe': '<https://jobs.example/u>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    }
    expect(resendMessage({ ...email, headers }, 'f')?.headers).toEqual(headers)
    expect(resendMessage({ ...email, headers: {} }, 'f')).not.toHaveProperty('headers')
    expect(resendMessage(email, 'f')).not.toHaveProperty('headers')
  })

  it('a value that would break the header is made one line; a name that is not a header name is dropped', () => {
    const message = resendMessage(
      {
        ...email,
        headers: { 'List-Unsubscribe': '<https://x>\r\nBcc: y@example.org', 'Bad Name': 'x', 'X-Number': 3 },
      },
      'f',
    )
    expect(message?.headers).toEqual({ 'List-Unsubscribe': '<https://x> Bcc: y@example.org' })
  })
})
