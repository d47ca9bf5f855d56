import { randomBytes, randomUUID } from 'node:crypto'
import type postgres from 'postgres'
import { ALL_PAYLOADS, BASELINE, COMPANY_NAME, JOB_TEXT, JOB_TITLE, PAYLOAD, PWN, TEAM_SEO } from './hostile-texts.ts'

// The hostile company of both runners' tests: what its pages, feeds and e-mails must render inert.

export type Hostile = { companyId: string; slug: string; jobs: { form: string; property: string } }

/**
 * A company whose every text is hostile (tests/tools/hostile-input/hostile-texts.ts), with two
 * published jobs, inserted through `sql` (the runner's database, which it closes).
 */
export async function insertHostileCompany(sql: postgres.Sql): Promise<Hostile> {
  const companyId = randomUUID()
  const workspaceId = randomUUID()
  const slug = `hostile-${randomBytes(5).toString('hex')}`
  const jobs = { form: randomUUID(), property: randomUUID() }
  try {
    await sql`
      insert into companies (
        id, slug, name, workspace_id, description, "values", vision, key_figures, tech_stack, offices,
        social_links, recruitment_process, website, industry, size_range, headquarters, location,
        baseline, founded_year, turnover, companies_phone, seo_pages, photos
      ) values (
        ${companyId}, ${slug}, ${COMPANY_NAME}, ${workspaceId}, ${JOB_TEXT}, ${ALL_PAYLOADS}, ${ALL_PAYLOADS},
        ${sql.json([
          { label: `Collaborateurs ${PAYLOAD.script}`, value: `12 ${PAYLOAD.img}` },
          { label: `Âge moyen ${PAYLOAD.svg}`, value: `30 ${PAYLOAD.closeScript}` },
          { label: ALL_PAYLOADS, value: ALL_PAYLOADS },
        ])},
        ${[PAYLOAD.script, PAYLOAD.closeScript, PAYLOAD.template]},
        ${sql.json([{ name: PAYLOAD.svg, address: PAYLOAD.img, country: PAYLOAD.script }])},
        ${sql.json({ linkedin: `javascript:${PWN}`, instagram: `"><script>${PWN}</script>` })},
        ${sql.json([{ step: 1, title: PAYLOAD.script, description: PAYLOAD.closeScript }])},
        ${`javascript:${PWN}`}, ${`Industry ${PAYLOAD.img}`}, ${PAYLOAD.template}, ${`HQ ${PAYLOAD.svg}`},
        ${`Location ${PAYLOAD.script}`}, ${BASELINE}, 2001, ${`10 M€ ${PAYLOAD.script}`}, ${`+33 1 ${PAYLOAD.svg}`},
        ${sql.json({ team: { ...TEAM_SEO, en: TEAM_SEO } })},
        ${sql.json([{ url: '/demo/photo-1.svg', alt: PAYLOAD.img }])}
      )`
    for (const [key, id] of Object.entries(jobs)) {
      // One job links to an outside application page (the list shows it), one has a javascript: link.
      const applyUrl = key === 'form' ? `javascript:${PWN}` : `https://apply.example/job?x="><script>${PWN}</script>`
      await sql`
        insert into jobs (
          id, company_id, workspace_id, title, status, apply_url, city, zip_code, country_code, contract_type,
          experience_level, education_level, office_address, remote, duration, salary_min, salary_max,
          salary_period, description, profile, recruitment_process
        ) values (
          ${id}, ${companyId}, ${workspaceId}, ${JOB_TITLE}, 'published', ${applyUrl},
          ${`City ${PAYLOAD.script}`}, ${PAYLOAD.svg}, 'FR', ${`CDI ${PAYLOAD.img}`}, ${PAYLOAD.closeScript},
          ${PAYLOAD.template}, ${PAYLOAD.img}, ${`Hybride ${PAYLOAD.script}`}, ${PAYLOAD.svg}, 40000, 50000,
          ${`annuel ${PAYLOAD.script}`}, ${JOB_TEXT}, ${JOB_TEXT}, ${JOB_TEXT}
        )`
    }
  } finally {
    await sql.end()
  }
  return { companyId, slug, jobs }
}

/** A string anywhere in a JSON value. */
export function jsonStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(jsonStrings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(jsonStrings)
  return []
}
