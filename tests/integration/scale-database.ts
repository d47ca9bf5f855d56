import postgres from 'postgres'
import { afterAll, beforeAll, inject } from 'vitest'
import { RequestDatabase } from '#server/db/client.ts'
import { type ScaleShape, seedScaleDataset } from '../../scripts/scale-dataset.ts'
import { createOwnDatabase, onDatabase } from './own-database.ts'

/**
 * A database of the file's own with a large dataset (scripts/scale-dataset.ts), for the
 * files that close and edit its jobs: its owner's client and the Worker's, both made at
 * once and connected at their first query, after the file's beforeAll has made and seeded it.
 */
export function setUpScaleDatabase(name: string, shape: ScaleShape) {
  const owner = postgres(onDatabase(inject('databaseUrl'), name), { max: 1, onnotice: () => {} })
  const workerUrl = onDatabase(inject('workerDatabaseUrl'), name)
  const worker = new RequestDatabase(workerUrl)
  beforeAll(async () => {
    await createOwnDatabase(name)
    await seedScaleDataset(owner, shape)
  }, 120_000)
  afterAll(async () => {
    await worker.close()
    await owner.end()
  })
  return { owner, worker, workerUrl }
}
