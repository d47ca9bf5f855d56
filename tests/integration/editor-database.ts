import { randomUUID } from 'node:crypto'
import postgres from 'postgres'
import { afterAll, beforeAll, inject } from 'vitest'
import type { EditorActor } from '#server/features/editor/job-editor.ts'
import { createOwnDatabase, onDatabase } from './own-database.ts'

/**
 * A database of the file's own for the editors' tests, reached two ways: as its owner
 * (Supabase's editor, SQL, an import: sets companies up and writes around the workspace) and
 * as the workspace's role, under row-level security. The Worker's client options, with
 * `connections` enough for the transactions a file overlaps.
 */
export function editorDatabase(name: string, connections: number) {
  const database = { owner: undefined as unknown as postgres.Sql, workspace: undefined as unknown as postgres.Sql }
  beforeAll(async () => {
    const { url } = await createOwnDatabase(name)
    const options = {
      max: connections,
      fetch_types: false,
      onnotice: () => {},
      transform: { column: { from: postgres.toCamel } },
    }
    database.owner = postgres(url, options)
    database.workspace = postgres(onDatabase(inject('workspaceDatabaseUrl'), name), options)
  })
  afterAll(async () => {
    await database.owner?.end()
    await database.workspace?.end()
  })

  /** A member of the actor's company (users and company_members, as sign-in makes them). */
  async function addMember(actor: EditorActor, role: 'owner' | 'recruiter'): Promise<void> {
    await database.owner`insert into users (id, email) values (${actor.userId}, ${`${actor.userId}@members.example`})`
    await database.owner`insert into company_members (company_id, user_id, role) values (${actor.companyId}, ${actor.userId}, ${role})`
  }

  /** A company on `plan` with one member of `role`, the actor of the editors' calls. */
  async function createCompany(
    plan: 'starter' | 'pro',
    role: 'owner' | 'recruiter',
    accentColor: string | null = null,
  ): Promise<EditorActor> {
    const actor = { companyId: randomUUID(), workspaceId: randomUUID(), userId: randomUUID() }
    await database.owner`
      insert into companies (id, slug, name, workspace_id, plan, accent_color)
      values (${actor.companyId}, ${`editor-${actor.companyId.slice(0, 8)}`}, 'Éditeur', ${actor.workspaceId}, ${plan}, ${accentColor})`
    await addMember(actor, role)
    return actor
  }

  /** `owner` and `workspace` are connected before the file's first test. */
  return Object.assign(database, { createCompany, addMember })
}
