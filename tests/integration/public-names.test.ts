import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import type postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  COMPANY_NAME_MAX_LENGTH,
  JOB_TITLE_MAX_LENGTH,
  PUBLIC_NAME_PATTERNS,
  publicNameProblem,
} from '#domain/public-name.ts'
import { FIT_NAMES, UNFIT_NAMES } from '../tools/public-name-samples.ts'
import { openOwnDatabase } from './own-database.ts'

/**
 * Company names and job titles: the database holds them to the shared schema's rule
 * (domain/public-name.ts) whatever writes them. (The migration that brought the rule also
 * repaired older rows; it went with the third squash, ADR 088, as no database has such rows.)
 */
const DATABASE = 'career_public_names'
const MIGRATIONS_DIR = new URL('../../supabase/migrations/', import.meta.url)
/** The baseline file that holds the rule (ADR 088). */
const RULE_MIGRATION = '20261130030242_baseline_companies_and_jobs.sql'

let owner: postgres.Sql

beforeAll(async () => {
  owner = (await openOwnDatabase(DATABASE)).owner
})
afterAll(async () => {
  await owner?.end()
})

async function sqlProblem(value: string, maxLength: number): Promise<string | null> {
  const [row] = await owner<{ problem: string | null }[]>`select public_name_problem(${value}, ${maxLength}) as problem`
  return row?.problem ?? null
}

describe('the database and the shared schema: one rule', () => {
  it('copies every pattern of domain/public-name.ts verbatim', () => {
    const migration = readFileSync(new URL(RULE_MIGRATION, MIGRATIONS_DIR), 'utf8')
    for (const pattern of Object.values(PUBLIC_NAME_PATTERNS)) expect(migration).toContain(`'${pattern}'`)
  })

  it('gives the same answer for the samples and for random texts', async () => {
    for (const name of [...FIT_NAMES, ...UNFIT_NAMES.map(([unfit]) => unfit)]) {
      expect({ name, problem: await sqlProblem(name, JOB_TITLE_MAX_LENGTH) }).toEqual({
        name,
        problem: publicNameProblem(name, JOB_TITLE_MAX_LENGTH),
      })
    }
    const unit = fc.constantFrom(...'aZé0 9.:/@+-()\t\n\u00a0\u202e\u2066\u200b\u2028', 'www.', '.com', '.net', 'asp')
    await fc.assert(
      fc.asyncProperty(fc.string({ unit, maxLength: 24 }), async (text) => {
        expect(await sqlProblem(text, 20)).toBe(publicNameProblem(text, 20))
      }),
      { numRuns: 300, seed: 42 },
    )
  })
})

describe('companies.name and jobs.title', () => {
  it('refuse what the audit published, on insert and on update, and keep the seed', async () => {
    const company = { id: randomUUID(), workspace: randomUUID() }
    const slug = `names-${company.id.slice(0, 8)}`
    await expect(
      owner`insert into companies (id, slug, name, workspace_id)
        values (${company.id}, ${slug}, ${'Acme \u202egnp.exe Ltd'}, ${company.workspace})`,
    ).rejects.toThrow(/companies_name_fit/)
    await owner`insert into companies (id, slug, name, workspace_id) values (${company.id}, ${slug}, 'Acme', ${company.workspace})`
    await expect(owner`update companies set name = ${'A'.repeat(500)} where id = ${company.id}`).rejects.toThrow(
      /companies_name_fit/,
    )
    await expect(
      owner`insert into jobs (company_id, workspace_id, title, status)
        values (${company.id}, ${company.workspace}, ${'Développeur https://evil.example/job'}, 'draft')`,
    ).rejects.toThrow(/jobs_title_fit/)
    const [job] = await owner<{ id: string }[]>`
      insert into jobs (company_id, workspace_id, title, status)
      values (${company.id}, ${company.workspace}, 'Développeur Node.js', 'draft') returning id`
    await expect(
      owner`update jobs set title = ${'Dev\r\nAppelez le 06 12 34 56 78'} where id = ${job?.id ?? ''}`,
    ).rejects.toThrow(/jobs_title_fit/)
    const [unfit] = await owner<{ count: number }[]>`
      select count(*)::int as count from companies c full join jobs j on false
      where public_name_problem(c.name, ${COMPANY_NAME_MAX_LENGTH}) is not null
         or public_name_problem(j.title, ${JOB_TITLE_MAX_LENGTH}) is not null`
    expect(unfit?.count).toBe(0)
    await owner`delete from companies where id = ${company.id}`
  })
})
