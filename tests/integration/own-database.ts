import postgres from 'postgres'
import { inject } from 'vitest'
import { applySchemaAndSeed } from '../../scripts/embedded-database.ts'

/** The same server as the shared test database, another database on it. */
function onDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

/**
 * A migrated and seeded database of a test file's own, on the integration server: for
 * tests that count the database's work, seed a large dataset, or leave rows (queued
 * e-mails, applications) that another file running in parallel must not see.
 */
export async function createOwnDatabase(name: string): Promise<{ url: string; workerUrl: string }> {
  const admin = postgres(inject('databaseUrl'), { max: 1, onnotice: () => {} })
  try {
    await admin.unsafe(`drop database if exists ${name} with (force)`)
    await admin.unsafe(`create database ${name}`)
  } finally {
    await admin.end()
  }
  const url = onDatabase(inject('databaseUrl'), name)
  await applySchemaAndSeed(url)
  return { url, workerUrl: onDatabase(inject('workerDatabaseUrl'), name) }
}
