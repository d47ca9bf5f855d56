import type postgres from 'postgres'
import type { CompanyForm } from '#domain/company-form.ts'
import { PLANS_WITH_OWN_ACCENT_COLOR, type PlanId } from '#domain/plans.ts'
import type { EditorActor } from './job-editor.ts'

// The company space's save: every field of the form over the version it was read
// at, as for jobs (ADR 065). Lists are stored in the order given, as the public pages read them
// (key figures {label, value}, steps {step, title, description}, photos {url, alt}). The
// accent colour is Pro's and Enterprise's (ADR 051): a Starter company's is left as it was.

export type CompanySaveResult =
  | { kind: 'saved'; version: number }
  | { kind: 'conflict'; version: number; updatedAt: Date; updatedByEmail: string | null }
  | { kind: 'not-found' }

/** Keeps only the filled entries of an object (blank fields are absent, not empty strings). */
const filled = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined && entry !== null))

/** The form's fields as the columns store them (and as the preview shows them). */
export function companyColumnsOf(form: CompanyForm) {
  return {
    name: form.name,
    baseline: form.baseline ?? null,
    description: form.description || null,
    values: form.values || null,
    vision: form.vision || null,
    website: form.website ?? null,
    industry: form.industry ?? null,
    size_range: form.sizeRange ?? null,
    headquarters: form.headquarters ?? null,
    location: form.location ?? null,
    founded_year: form.foundedYear ?? null,
    average_age: form.averageAge ?? null,
    turnover: form.turnover ?? null,
    turnover_rate: form.turnoverRate ?? null,
    companies_phone: form.companiesPhone ?? null,
    video_url: form.videoUrl ?? null,
    key_figures: form.keyFigures,
    tech_stack: form.techStack,
    offices: form.offices.map(filled),
    social_links: filled(form.socialLinks),
    recruitment_process: form.recruitmentProcess.map((step, index) => filled({ step: index + 1, ...step })),
    seo_pages: Object.fromEntries(
      Object.entries(form.seoPages).flatMap(([page, entry]) =>
        entry ? [[page, filled({ ...entry, en: entry.en && filled(entry.en) })]] : [],
      ),
    ),
    photos: form.photos,
  }
}

/** The company's page as typed, over `form.version`, inside the caller's tenant transaction. */
export async function saveCompany(
  tx: postgres.TransactionSql,
  actor: EditorActor,
  form: CompanyForm,
): Promise<CompanySaveResult> {
  const [company] = await tx<{ plan: PlanId }[]>`select plan from companies where id = ${actor.companyId}`
  if (!company) return { kind: 'not-found' }
  const columns = companyColumnsOf(form)
  const { key_figures, tech_stack, offices, social_links, recruitment_process, seo_pages, photos, ...plain } = columns
  const accent = PLANS_WITH_OWN_ACCENT_COLOR.includes(company.plan) ? { accent_color: form.accentColor ?? null } : {}
  const [saved] = await tx<{ version: number }[]>`
    update companies set ${tx({ ...plain, ...accent })},
      key_figures = ${tx.json(key_figures)}, offices = ${tx.json(offices)}, social_links = ${tx.json(social_links)},
      recruitment_process = ${tx.json(recruitment_process)}, seo_pages = ${tx.json(seo_pages)},
      photos = ${tx.json(photos)},
      -- text[] from JSON: the Workers' client sends no array types (fetch_types off).
      tech_stack = array(select jsonb_array_elements_text(${tx.json(tech_stack)}))
    where id = ${actor.companyId} and version = ${form.version}
    returning version`
  if (saved) return { kind: 'saved', version: saved.version }
  const [now] = await tx<{ version: number; updatedAt: Date; updatedByEmail: string | null }[]>`
    select version, updated_at, (select u.email from users u where u.id = companies.updated_by) as updated_by_email
    from companies where id = ${actor.companyId}`
  return now ? { kind: 'conflict', ...now } : { kind: 'not-found' }
}
