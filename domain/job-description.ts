import type { JobDetail } from './job.ts'

// A job's texts as the HTML of JobPosting descriptions and feed items: recruiters type plain text,
// which is escaped, with blank lines between paragraphs and '- ' lines as lists.

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Job texts are plain text typed by recruiters: every character of markup in them is shown, never run. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char)
}

const BULLET = /^\s*-\s+/

/** One paragraph of text: runs of '- ' lines become a list, other runs a <p> with <br> between lines. */
function paragraphHtml(paragraph: string): string {
  const lines = paragraph
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line !== '')
  let html = ''
  let index = 0
  while (index < lines.length) {
    const run: string[] = []
    const bullet = BULLET.test(lines[index] ?? '')
    while (index < lines.length && BULLET.test(lines[index] ?? '') === bullet) {
      run.push(lines[index] ?? '')
      index += 1
    }
    html += bullet
      ? `<ul>${run.map((line) => `<li>${escapeHtml(line.replace(BULLET, ''))}</li>`).join('')}</ul>`
      : `<p>${run.map(escapeHtml).join('<br>')}</p>`
  }
  return html
}

/** A text block as HTML: paragraphs are separated by one or more blank (or whitespace-only) lines. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n(?:[^\S\n]*\n)+/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map(paragraphHtml)
    .join('')
}

/** What a job's description is made of: its texts, and its company's description to fall back on. */
export type DescribedJob = Pick<JobDetail, 'title' | 'description' | 'profile' | 'recruitmentProcess'>

/**
 * The texts that describe a job, in page order (description, profile, recruitment process).
 * A job without any still has a page about its company: the company's description stands in,
 * so that a posting or a feed item says more than its title (which comes last, never empty).
 */
function descriptionBlocks(job: DescribedJob, companyDescription: string | null): string[] {
  const filled = (block: string | null): block is string => typeof block === 'string' && block.trim() !== ''
  const blocks = [job.description, job.profile, job.recruitmentProcess].filter(filled)
  if (blocks.length > 0) return blocks
  return filled(companyDescription) ? [companyDescription] : []
}

/** A job's description as HTML (JobPosting, feeds). */
export function jobDescriptionHtml(job: DescribedJob, companyDescription: string | null): string {
  const blocks = descriptionBlocks(job, companyDescription)
  return blocks.length > 0 ? blocks.map(textToHtml).join('') : `<p>${escapeHtml(job.title)}</p>`
}

/** The same as plain text, blocks separated by a blank line. */
export function jobDescriptionText(job: DescribedJob, companyDescription: string | null): string {
  const blocks = descriptionBlocks(job, companyDescription).map((block) => block.trim())
  return blocks.length > 0 ? blocks.join('\n\n') : job.title
}
