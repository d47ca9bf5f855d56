import { resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
import { startEmbeddedDatabase } from '../../scripts/embedded-database.ts'

/** A fresh, migrated and seeded embedded PostgreSQL for the integration tests. */
export default async function setup(project: TestProject) {
  const database = await startEmbeddedDatabase({
    // Overridable so two runs can share a machine.
    dataDir: resolve(process.env.INTEGRATION_DB_DIR ?? '.data/integration'),
    port: Number(process.env.INTEGRATION_DB_PORT ?? 54331),
    fresh: true,
    // Three files at once share it, and the concurrency tests open a connection per request
    // (40 at once in stranger-email-cap): beside the others' pools, PostgreSQL's default 100
    // ran out once ("remaining connection slots are reserved", a CI run of 2026-11-26).
    maxConnections: 300,
  })
  project.provide('databaseUrl', database.url)
  project.provide('workerDatabaseUrl', database.workerUrl)
  project.provide('workspaceDatabaseUrl', database.workspaceUrl)
  return () => database.stop()
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser: the owner of the schema. */
    databaseUrl: string
    /** The Worker's restricted role (ADR 013), same host and port. */
    workerDatabaseUrl: string
    /** The workspace's role, under row-level security (ADR 056), same host and port. */
    workspaceDatabaseUrl: string
  }
}
