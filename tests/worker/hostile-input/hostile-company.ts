import { beforeAll } from 'vitest'
import { type Hostile, insertHostileCompany } from '../../tools/hostile-input/hostile-company.ts'
import { openWorkerDatabase } from '../fixtures.ts'

/**
 * The hostile company of a `describe` group: one for the whole group, inserted by its
 * `beforeAll`, filled in before the group's first test. It stays: the Worker's database is
 * new for every run, and sitemaps cached meanwhile (up to 60 s) would otherwise list a
 * company that is gone, failing the crawler test that follows every URL of the sitemaps.
 */
export function useHostileCompany(): Hostile {
  const company = {} as Hostile
  beforeAll(async () => {
    Object.assign(company, await insertHostileCompany(openWorkerDatabase()))
  })
  return company
}
