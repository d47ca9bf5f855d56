import { describe, expect, it } from 'vitest'
import { applicationStatusEmail, type StatusEmailInput } from './application-status-email.ts'

const input: StatusEmailInput = {
  locale: 'fr',
  status: 'rejected',
  jobTitle: 'Technicien·ne',
  companyName: 'Lumen Énergie',
  message: '<b>Merci</b> & à bientôt',
  statusUrl: 'https://jobs.example/fr/lumen-energie/application?token=t',
  keptUntil: new Date('2028-11-26T10:00:00Z'),
}

describe('the candidate’s status e-mail (ADR 046)', () => {
  it('words a rejection kindly and says the data is kept until its date, per the consent', () => {
    const email = applicationStatusEmail(input)
    expect(email.subject).toBe('Votre candidature chez Lumen Énergie : Candidature non retenue')
    expect(email.textBody).toContain("Merci de l'intérêt que vous portez à Lumen Énergie")
    expect(email.textBody).toContain("Lumen Énergie conserve votre candidature jusqu'au 26 novembre 2028")
    expect(email.textBody).toContain(`Suivre ma candidature : ${input.statusUrl}`)
    const english = applicationStatusEmail({ ...input, locale: 'en' })
    expect(english.subject).toBe('Your application at Lumen Énergie: Not selected')
    expect(english.textBody).toContain('keeps your application until 26 November 2028')
  })

  it('says the data is erased when none is kept, and says nothing of the data otherwise', () => {
    expect(applicationStatusEmail({ ...input, keptUntil: null }).textBody).toContain(
      'Vos données et votre CV sont effacés.',
    )
    const interview = applicationStatusEmail({ ...input, status: 'interview', locale: 'en' })
    expect(interview.subject).toBe('Your application at Lumen Énergie: Interview')
    expect(interview.textBody).not.toContain('2028')
  })

  it('shows the company’s message as text, escaped in the HTML part', () => {
    const { htmlBody, textBody } = applicationStatusEmail(input)
    expect(textBody).toContain('<b>Merci</b> & à bientôt')
    expect(htmlBody).toContain('&lt;b&gt;Merci&lt;/b&gt; &amp; à bientôt')
    expect(htmlBody).not.toContain('<b>')
  })
})
