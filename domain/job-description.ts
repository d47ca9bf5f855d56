import { hasVisibleText } from './blank-text.ts'
import type { JobDetail } from './job.ts'
import { markdownToHtml, markdownToText } from './markdown.ts'
import { escapeHtml } from './markup-escapes.ts'

// A job's texts as the HTML of JobPosting descriptions and feed items: the same HTML as the
// job page's (domain/markdown.ts), so that search engines and aggregators read what candidates do.

/** What a job's description is made of: its texts, and its company's description to fall back on. */
export type DescribedJob = Pick<JobDetail, 'title' | 'description' | 'profile' | 'recruitmentProcess'>

/**
 * The texts that describe a job, in page order (description, profile, recruitment process).
 * A job without any still has a page about its company: the company's description stands in,
 * so that a posting or a feed item says more than its title (which comes last, never empty).
 */
function descriptionBlocks(job: DescribedJob, companyDescription: string | null): string[] {
  const blocks = [job.description, job.profile, job.recruitmentProcess].filter(hasVisibleText)
  if (blocks.length > 0) return blocks
  return hasVisibleText(companyDescription) ? [companyDescription] : []
}

/**
 * Whether the job has its own description (jobs.description, not blank: domain/blank-text.ts,
 * the rule the feed and the cron read in SQL too). Without one it
 * carries no JobPosting and stays out of the aggregators' XML feed, its page says the
 * description is coming, and the cron tells the company (ADR 035).
 */
export function hasJobDescription<Job extends Pick<JobDetail, 'description'>>(
  job: Job,
): job is Job & { description: string } {
  return hasVisibleText(job.description)
}

/** A job's description as HTML (JobPosting, feeds). */
export function jobDescriptionHtml(job: DescribedJob, companyDescription: string | null): string {
  const blocks = descriptionBlocks(job, companyDescription)
  return blocks.length > 0 ? blocks.map(markdownToHtml).join('') : `<p>${escapeHtml(job.title)}</p>`
}

/** The same as plain text, blocks separated by a blank line. */
export function jobDescriptionText(job: DescribedJob, companyDescription: string | null): string {
  const blocks = descriptionBlocks(job, companyDescription).map(markdownToText)
  return blocks.length > 0 ? blocks.join('\n\n') : job.title
}
