import type postgres from 'postgres'
import type { CompanyForm } from '#domain/company-form.ts'
import { PLANS_WITH_OWN_ACCENT_COLOR, type PlanId } from '#domain/plans.ts'
import { blankAsNull, byColumn, orNull } from './form-columns.ts'
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

/** The form's fields as the company stores them and its pages (the preview's too) show them. */
export function companyFieldsOf(form: CompanyForm) {
  return {
    name: form.name,
    ...blankAsNull(form, ['description', 'values', 'vision']),
    ...orNull(form, ['baseline', 'website', 'industry', 'sizeRange', 'headquarters', 'location']),
    ...orNull(form, ['foundedYear', 'averageAge', 'turnover', 'turnoverRate', 'companiesPhone', 'videoUrl']),
    keyFigures: form.keyFigures,
    techStack: form.techStack,
    offices: form.offices.map(filled),
    socialLinks: filled(form.socialLinks),
    recruitmentProcess: form.recruitmentProcess.map((step, index) => filled({ step: index + 1, ...step })),
    seoPages: Object.fromEntries(
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
  const { keyFigures, techStack, offices, socialLinks, recruitmentProcess, seoPages, photos, ...plain } =
    companyFieldsOf(form)
  const accent = PLANS_WITH_OWN_ACCENT_COLOR.includes(company.plan) ? { accent_color: form.accentColor ?? null } : {}
  const [saved] = await tx<{ version: number }[]>`
    update companies set ${tx({ ...byColumn(plain), ...accent })},
      key_figures = ${tx.json(keyFigures)}, offices = ${tx.json(offices)}, social_links = ${tx.json(socialLinks)},
      recruitment_process = ${tx.json(recruitmentProcess)}, seo_pages = ${tx.json(seoPages)},
      photos = ${tx.json(photos)},
      -- text[] from JSON: the Workers' client sends no array types (fetch_types off).
      tech_stack = array(select jsonb_array_elements_text(${tx.json(techStack)}))
    where id = ${actor.companyId} and version = ${form.version}
    returning version`
  if (saved) return { kind: 'saved', version: saved.version }
  const [now] = await tx<{ version: number; updatedAt: Date; updatedByEmail: string | null }[]>`
    select version, updated_at, (select u.email from users u where u.id = companies.updated_by) as updated_by_email
    from companies where id = ${actor.companyId}`
  return now ? { kind: 'conflict', ...now } : { kind: 'not-found' }
}
