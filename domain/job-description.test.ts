import { describe, expect, it } from 'vitest'
import { jobDescriptionHtml, jobDescriptionText } from './job-description.ts'

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

  it('is the Markdown of the job page, as HTML and as text without its marks', () => {
    const texts = { ...job, description: '## Missions\n- **dimensionner** ;\n- [calculer](https://a.example/).' }
    expect(jobDescriptionHtml(texts, null)).toBe(
      '<h4>Missions</h4><ul><li><strong>dimensionner</strong> ;</li><li><a href="https://a.example/">calculer</a>.</li></ul>',
    )
    expect(jobDescriptionText(texts, null)).toBe('Missions\n- dimensionner ;\n- calculer (https://a.example/).')
  })
})
