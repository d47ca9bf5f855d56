import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeEntities } from '../../../tests/tools/html-entities.ts'
import { formatFileSize, type RecruiterApplicationInput, recruiterApplicationEmail } from './recruiter-email.ts'

/** ICU versions differ on the space before a unit (no-break or narrow no-break). */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

const input: RecruiterApplicationInput = {
  locale: 'fr',
  reference: '0f6a1b2c-3d4e-4f50-8a9b-0c1d2e3f4a5b',
  firstName: 'Zoé',
  lastName: "O'Brien",
  email: 'zoe@candidate.example',
  phoneE164: '+33612345678',
  coverLetter: 'Bonjour,\n\nJe postule avec plaisir.\nZoé',
  jobTitle: 'Ingénieur·e photovoltaïque',
  jobUrl: 'https://jobs.example/fr/lumen-energie/jobs/b0000000-0000-4000-8000-000000000001',
  companyName: 'Lumen Énergie',
  cv: {
    url: 'https://jobs.example/api/cv/eyJwIjoiY3YtZG93bmxvYWQifQ.c2ln',
    expiresAt: new Date('2026-12-23T10:00:00Z'),
    fileName: 'CV-Zoe.pdf',
    sizeBytes: 245_300,
  },
  statusLinks: {
    in_review: 'https://jobs.example/fr/lumen-energie/application/decision?token=r',
    interview: 'https://jobs.example/fr/lumen-energie/application/decision?token=i',
    rejected: 'https://jobs.example/fr/lumen-energie/application/decision?token=x',
  },
  risk: { level: 'low', signals: [] },
}

describe('the recruiters’ e-mail', () => {
  it('gives the candidate, the letter, the CV link, the job and the reference in its text part', () => {
    const email = recruiterApplicationEmail(input)
    expect(email.subject).toBe("Nouvelle candidature : Zoé O'Brien pour Ingénieur·e photovoltaïque")
    expect(plainSpaces(email.textBody)).toBe(
      [
        "Zoé O'Brien a postulé au poste Ingénieur·e photovoltaïque chez Lumen Énergie.",
        '',
        "Candidat·e : Zoé O'Brien",
        'E-mail : zoe@candidate.example',
        'Téléphone : +33 6 12 34 56 78',
        '',
        'Risque de robot : faible',
        '',
        'Lettre de motivation :',
        'Bonjour,\n\nJe postule avec plaisir.\nZoé',
        '',
        `Télécharger le CV (CV-Zoe.pdf, 245 ko) : ${input.cv.url}`,
        'Ce lien de téléchargement est personnel et expire le 23 décembre 2026.',
        '',
        'Offre : Ingénieur·e photovoltaïque',
        input.jobUrl,
        '',
        'Sans ATS, donnez suite ici ; la personne reçoit un e-mail à chaque changement :',
        `En cours d'examen : ${input.statusLinks.in_review}`,
        `Entretien : ${input.statusLinks.interview}`,
        `Refuser : ${input.statusLinks.rejected}`,
        '',
        `Référence : ${input.reference}`,
        '',
        'Vous recevez ce message parce que cette adresse reçoit les candidatures de Lumen Énergie.',
        '',
      ].join('\n'),
    )
  })

  it('names the risk level and what was seen, to the recruiters only (ADR 077)', () => {
    const risk = { level: 'high', signals: ['honeypot', 'fast-submit'] } as const
    const french = recruiterApplicationEmail({ ...input, risk: { ...risk, signals: [...risk.signals] } })
    expect(french.textBody).toContain(
      "Risque de robot : élevé (champ invisible rempli (robot), envoyé moins de 3 secondes après l'affichage du formulaire)",
    )
    expect(decodeEntities(french.htmlBody)).toContain('Risque de robot : élevé (champ invisible rempli (robot)')
    const english = recruiterApplicationEmail({
      ...input,
      locale: 'en',
      risk: { level: 'medium', signals: ['not-verified'] },
    })
    expect(english.textBody).toContain('Bot risk: medium (not verified (no JavaScript: no proof of work))')
  })

  it('is in English when asked', () => {
    const email = recruiterApplicationEmail({ ...input, locale: 'en' })
    expect(email.subject).toBe("New application: Zoé O'Brien for Ingénieur·e photovoltaïque")
    expect(email.textBody).toContain(`Reference: ${input.reference}`)
    expect(plainSpaces(email.textBody)).toContain('Download the CV (CV-Zoe.pdf, 245 kB)')
  })

  // Names are validated by the form, texts of companies and letters are not: the template
  // escapes all of them anyway.
  const hostile = fc.oneof(
    fc.constantFrom('<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "' onclick='x", '&lt;b&gt; &amp;'),
    fc.string({ unit: 'grapheme', maxLength: 30 }),
  )
  it('escapes everything it did not write in its HTML part, and keeps the subject on one line', () => {
    fc.assert(
      fc.property(hostile, hostile, hostile, hostile, (firstName, coverLetter, jobTitle, companyName) => {
        const email = recruiterApplicationEmail({ ...input, firstName, coverLetter, jobTitle, companyName })
        const markup = email.htmlBody.match(/<[^>]*>/g) ?? []
        for (const tag of markup) expect(tag).toMatch(/^<(?:\/?p|p style="[^"]*"|br|\/a|a href="[^"<>]*")>$/)
        const hrefs = [...email.htmlBody.matchAll(/<a href="([^"]*)">/g)].map((match) => match[1])
        expect(hrefs).toEqual([input.cv.url, input.jobUrl, ...Object.values(input.statusLinks)])
        const text = decodeEntities(email.htmlBody.replace(/<[^>]*>/g, ''))
        for (const typed of [firstName, coverLetter, jobTitle, companyName]) expect(text).toContain(typed)
        expect(email.subject).not.toMatch(/[\r\n]/)
      }),
      { numRuns: 200 },
    )
  })
})

describe('file sizes', () => {
  it('in ko below a megabyte, in Mo with one decimal above, as each language writes them', () => {
    expect(plainSpaces(formatFileSize(512, 'fr'))).toBe('1 ko')
    expect(plainSpaces(formatFileSize(245_300, 'fr'))).toBe('245 ko')
    expect(plainSpaces(formatFileSize(1_234_567, 'fr'))).toBe('1,2 Mo')
    expect(plainSpaces(formatFileSize(1_234_567, 'en'))).toBe('1.2 MB')
  })
})
