import { inject } from 'vitest'
import { RequestDatabase } from '../../server/db/client.ts'

/** The same per-request client the Worker uses, on the test database. */
export function openTestDatabase(): RequestDatabase {
  return new RequestDatabase(inject('databaseUrl'))
}

export const SEED = {
  completeCompany: { slug: 'lumen-energie', id: 'c0000000-0000-4000-8000-000000000001' },
  sparseCompany: { slug: 'atelier-brique', id: 'c0000000-0000-4000-8000-000000000002' },
  otherCompany: { slug: 'cafe-moka', id: 'c0000000-0000-4000-8000-000000000003' },
  completeJob: 'b0000000-0000-4000-8000-000000000001',
  draftJob: 'b0000000-0000-4000-8000-000000000010',
} as const
