import { describe, expect, it } from 'vitest'
import { jobDescriptionHtml, jobDescriptionText, textToHtml } from './job-description.ts'

describe('job description', () => {
  const job = { title: 'Soudeur', description: null, profile: null, recruitmentProcess: null }

  it("is the job's texts in page order, else its company's description, else its title", () => {
    const texts = { ...job, description: 'Le poste.', profile: '', recruitmentProcess: 'Un appel.' }
    expect(jobDescriptionHtml(texts, 'Acme.')).toBe('<p>Le poste.</p><p>Un appel.</p>')
    expect(jobDescriptionText(texts, 'Acme.')).toBe('Le poste.\n\nUn appel.')
    expect(jobDescriptionHtml({ ...job, profile: 'Vous.' }, 'Acme.')).toBe('<p>Vous.</p>')
    expect(jobDescriptionHtml(job, 'Acme fabrique\n- des vis')).toBe('<p>Acme fabrique</p><ul><li>des vis</li></ul>')
    expect(jobDescriptionText(job, ' Acme. ')).toBe('Acme.')
    expect(jobDescriptionHtml(job, '  ')).toBe('<p>Soudeur</p>')
    expect(jobDescriptionText(job, null)).toBe('Soudeur')
  })

  it('makes paragraphs from blank lines, <br> from newlines and lists from dash lines', () => {
    const text = 'Intro line one\nline two\n\n  \nVos missions :\n- first ;\n- second.\nAfter the list\r\n\r\nEnd'
    expect(textToHtml(text)).toBe(
      '<p>Intro line one<br>line two</p>' +
        '<p>Vos missions :</p><ul><li>first ;</li><li>second.</li></ul><p>After the list</p>' +
        '<p>End</p>',
    )
  })
})
