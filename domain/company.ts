import type { SeoEntry } from './seo-text.ts'

/** A company as pages see it (spec section 3). JSON columns keep their stored shapes. */
export type KeyFigure = { label?: string; key?: string; value?: string | number; number?: number }
export type SeoPages = Partial<Record<'company' | 'homepage' | 'jobs' | 'job_detail' | 'team', SeoEntry>>
export type Photo = { url?: string; src?: string; alt?: string }
export type RecruitmentStep = string | { step?: number | string; title?: string; description?: string }
export type Office = { name?: string; address?: string; country?: string }
export type SocialLinks = { linkedin?: string } & Record<string, string | undefined>

export type Company = {
  id: string
  slug: string
  name: string
  logoUrl: string | null
  workspaceId: string
  description: string | null
  values: string | null
  vision: string | null
  keyFigures: KeyFigure[]
  techStack: string[]
  offices: Office[]
  socialLinks: SocialLinks
  recruitmentProcess: RecruitmentStep[]
  website: string | null
  industry: string | null
  sizeRange: string | null
  headquarters: string | null
  location: string | null
  coverImageUrl: string | null
  baseline: string | null
  foundedYear: number | null
  averageAge: string | null
  turnover: string | null
  turnoverRate: string | null
  companiesPhone: string | null
  /** Where the company's recruiters get applications; its privacy policy's contact address. */
  applicationsEmail: string | null
  seoPages: SeoPages
  photos: Photo[]
  /** Advanced branding: '#rrggbb', or null for the site's default accent. */
  accentColor: string | null
  /** A presentation video's address (domain/company-video.ts says which ones are embedded). */
  videoUrl: string | null
  /** Number of visible (published, open, active) jobs, for the nav and team page. */
  activeJobCount: number
}
