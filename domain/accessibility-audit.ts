import type { Locale } from './locale.ts'

/**
 * The pages the browser tests audit with axe (WCAG 2.2 AA), declared once: every
 * `expectNoAxeViolations(page, id)` in tests/e2e names one of these ids, and the
 * accessibility statement (ADR 048) states its figures from this list. A browser run
 * records each passing audit (page, language, width); the date of a run that passed every
 * audit declared here is what the build embeds as the last passing run
 * (`lastPassingRun`), so the statement cannot claim more than the tests check.
 */
export type AuditedPage = {
  /** The page's path without its language prefix, as the audited page's URL has it. */
  path: RegExp
  languages: readonly Locale[]
  /** Viewport widths (CSS pixels) at which it is audited. */
  widths: readonly number[]
}

const BOTH = ['fr', 'en'] as const
const DESKTOP = 1280
const PHONE = 375
/** The narrowest phone the layout is held to (no horizontal scroll). */
const NARROW = 320
/** The phone width the workspace is held to (360 and 1280 px, as the public pages). */
const WORKSPACE_PHONE = 360
const WORKSPACE_WIDTHS = [DESKTOP, WORKSPACE_PHONE] as const

const SLUG = '[a-z0-9-]+'
const JOB = `${SLUG}/jobs/[0-9a-f-]{36}`
const path = (pattern: string) => new RegExp(`^/${pattern}$`)

export const AUDITED_PAGES = {
  landing: { path: /^\/$/, languages: BOTH, widths: [DESKTOP, PHONE] },
  'not-found': { path: path('not-found'), languages: BOTH, widths: [DESKTOP, PHONE] },
  'company-home': { path: path(SLUG), languages: BOTH, widths: [DESKTOP] },
  'company-page': { path: path(`${SLUG}/companie`), languages: BOTH, widths: [DESKTOP] },
  team: { path: path(`${SLUG}/team`), languages: BOTH, widths: [DESKTOP] },
  'job-list': { path: path(`${SLUG}/jobs`), languages: BOTH, widths: [DESKTOP] },
  'job-detail': { path: path(JOB), languages: BOTH, widths: [DESKTOP, NARROW] },
  'application-form': { path: path(`${JOB}/apply`), languages: BOTH, widths: [DESKTOP, PHONE] },
  confirmation: { path: path(`${JOB}/apply/confirmation`), languages: ['en'], widths: [DESKTOP, PHONE] },
  'job-alert-links': { path: path(`${SLUG}/alerts/(?:confirm|unsubscribe)/[^/]+`), languages: BOTH, widths: [DESKTOP] },
  withdrawal: { path: path(`${SLUG}/withdraw(?:/done)?`), languages: BOTH, widths: [DESKTOP] },
  'cv-link': { path: /^\/api\/cv\/[^/]+$/, languages: ['fr'], widths: [DESKTOP] },
  statistics: { path: path(`${SLUG}/statistics`), languages: BOTH, widths: [DESKTOP, PHONE] },
  'application-status': { path: path(`${SLUG}/application`), languages: BOTH, widths: [PHONE] },
  'status-decision': { path: path(`${SLUG}/application/decision`), languages: BOTH, widths: [NARROW] },
  'load-failure': { path: path(`${SLUG}(?:/companie|/team)?`), languages: BOTH, widths: [DESKTOP] },
  privacy: { path: path(`${SLUG}/privacy`), languages: BOTH, widths: [DESKTOP] },
  terms: { path: path(`${SLUG}/terms`), languages: BOTH, widths: [DESKTOP] },
  'accessibility-statement': { path: /^\/(?:[a-z0-9-]+\/)?accessibility$/, languages: BOTH, widths: [DESKTOP, NARROW] },
  // The workspace (signed in, except its door): each page in both languages at both widths.
  'workspace-door': { path: path('workspace'), languages: BOTH, widths: WORKSPACE_WIDTHS },
  'workspace-home': { path: path('workspace'), languages: BOTH, widths: WORKSPACE_WIDTHS },
  'workspace-members': { path: path('workspace/members'), languages: BOTH, widths: WORKSPACE_WIDTHS },
  'workspace-jobs': { path: path('workspace/jobs'), languages: BOTH, widths: WORKSPACE_WIDTHS },
  'workspace-job-editor': {
    path: path('workspace/jobs/(?:new|[0-9a-f-]{36})'),
    languages: BOTH,
    widths: WORKSPACE_WIDTHS,
  },
  'workspace-company': { path: path('workspace/company'), languages: BOTH, widths: WORKSPACE_WIDTHS },
  'workspace-billing': { path: path('workspace/billing'), languages: BOTH, widths: WORKSPACE_WIDTHS },
  'workspace-delete': { path: path('workspace/delete'), languages: BOTH, widths: WORKSPACE_WIDTHS },
  // The recruiter's desk (workspace pages, signed in).
  'desk-inbox': { path: path('workspace/applications'), languages: BOTH, widths: [DESKTOP, PHONE] },
  'desk-application': { path: path('workspace/applications/[0-9a-f-]{36}'), languages: BOTH, widths: [DESKTOP] },
} as const satisfies Record<string, AuditedPage>

export type AuditedPageId = keyof typeof AUDITED_PAGES

/** One passing audit: which page, in which language, at which width. */
export type Audit = { page: AuditedPageId; language: Locale; width: number }

const auditKey = ({ page, language, width }: Audit) => `${page} ${language} ${width}`

/** Every audit the list declares, as sorted keys ("page language width"). */
export function declaredAudits(pages: Record<string, AuditedPage> = AUDITED_PAGES): string[] {
  return Object.entries(pages)
    .flatMap(([page, { languages, widths }]) =>
      languages.flatMap((language) => widths.map((width) => auditKey({ page, language, width } as Audit))),
    )
    .sort()
}

/** The declared audits a run did not pass (empty: the run covered the whole list). */
export function missingAudits(passed: readonly Audit[], pages: Record<string, AuditedPage> = AUDITED_PAGES) {
  const done = new Set(passed.map(auditKey))
  return declaredAudits(pages).filter((key) => !done.has(key))
}

/** What a browser run that passed every declared audit writes (tests/e2e/axe-run.ts). */
export type PassingRun = { passedAt: string; audits: string[] }

/**
 * The date (ISO) of the last run that passed the audits the list declares now, or null:
 * none recorded (a fresh clone), or one recorded for another list, which proves nothing
 * about this one.
 */
export function lastPassingRun(run: unknown, pages: Record<string, AuditedPage> = AUDITED_PAGES): string | null {
  if (!run || typeof run !== 'object') return null
  const { passedAt, audits } = run as Partial<PassingRun>
  if (typeof passedAt !== 'string' || Number.isNaN(Date.parse(passedAt)) || !Array.isArray(audits)) return null
  return JSON.stringify(audits) === JSON.stringify(declaredAudits(pages)) ? passedAt : null
}

/** The statement's figures: how many pages, languages and widths the audits cover. */
export function auditFigures(pages: Record<string, AuditedPage> = AUDITED_PAGES) {
  const entries = Object.values(pages)
  const languages = [...new Set(entries.flatMap((entry) => entry.languages))]
  const widths = [...new Set(entries.flatMap((entry) => entry.widths))].sort((a, b) => b - a)
  return { pages: entries.length, languages, widths, audits: declaredAudits(pages).length }
}
