import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { type JobForm, jobFormSchema } from '#domain/job-form.ts'
import { asWorkspace } from '#server/features/accounts/tenant.ts'
import { applyJobIntent, type EditorActor } from '#server/features/editor/job-editor.ts'
import { getEditorJob } from '#server/features/editor/job-queries.ts'
import { editorDatabase } from './editor-database.ts'

/**
 * The job editor's buttons on a real PostgreSQL, as the workspace's role under row-level
 * security (ADR 056) with the member's tenant set (ADR 065): versions, the plan's
 * limit from the database's own refusal (ADR 041), concurrent saves and publishes. Own
 * database: its companies and jobs stay out of the other files' data.
 */
const database = editorDatabase('career_job_editor', 12)
const createCompany = (plan: 'starter' | 'pro') => database.createCompany(plan, 'recruiter')
const addMember = (actor: EditorActor) => database.addMember(actor, 'recruiter')

/** The form as submitted, parsed by the shared schema. */
function form(fields: Partial<Record<keyof JobForm, string>>): JobForm {
  const parsed = jobFormSchema.safeParse({ title: 'Ingénieur·e', countryCode: 'FR', ...fields })
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues))
  return parsed.data
}

/** As the workspace runs a request: one transaction, its company and member set locally. */
function asMember(actor: EditorActor, jobId: string | null, fields: Partial<Record<keyof JobForm, string>>) {
  return asWorkspace(database.workspace, actor, (tx) => applyJobIntent(tx, actor, jobId, form(fields)))
}

async function createDraft(actor: EditorActor, title = 'Brouillon'): Promise<string> {
  const result = await asMember(actor, null, { title })
  if (result.kind !== 'saved') throw new Error(result.kind)
  return result.jobId
}

const jobOf = (actor: EditorActor, jobId: string) => getEditorJob(database.owner, actor.companyId, jobId)

describe('the job editor', () => {
  it('saves a new offer as a draft, publishes it, unpublishes, closes and reopens it', async () => {
    const actor = await createCompany('pro')
    const saved = await asMember(actor, null, {
      title: 'Soudeur·se',
      description: '# Le poste\n- souder',
      closesOn: '2099-06-30',
    })
    expect(saved).toMatchObject({ kind: 'saved', status: 'draft', version: 1, created: true, visible: false })
    const jobId = saved.kind === 'saved' ? saved.jobId : ''
    expect(await jobOf(actor, jobId)).toMatchObject({
      title: 'Soudeur·se',
      description: '# Le poste\n- souder',
      closesOn: '2099-06-30',
      closesAt: new Date('2099-06-30T22:00:00Z'),
      publishedAt: null,
    })

    const steps: [string, string, string][] = [
      ['publish', 'published', 'visible'],
      ['save', 'published', 'visible'],
      ['unpublish', 'draft', 'hidden'],
      ['publish', 'published', 'visible'],
      ['close', 'closed', 'hidden'],
      ['reopen', 'published', 'visible'],
    ]
    for (const [intent, status, visibility] of steps) {
      const before = await jobOf(actor, jobId)
      const result = await asMember(actor, jobId, {
        intent,
        version: String(before?.version),
        title: `Soudeur·se ${intent}`,
        closesOn: '2099-06-30',
      })
      expect(result, intent).toMatchObject({ kind: 'saved', status, visible: visibility === 'visible' })
      const after = await jobOf(actor, jobId)
      expect(after?.version, intent).toBe((before?.version ?? 0) + 1)
      expect(after?.updatedBy, intent).toBe(actor.userId)
      expect(after?.title, intent).toBe(`Soudeur·se ${intent}`)
    }
    // Published once: the date stays through unpublishing, closing and reopening (ADR 035).
    expect((await jobOf(actor, jobId))?.publishedAt).toBeInstanceOf(Date)
  })

  it("refuses the second of two saves over one version, with who changed it and when, and keeps the first's", async () => {
    const actor = await createCompany('pro')
    const other = { ...actor, userId: randomUUID() }
    await addMember(other)
    const jobId = await createDraft(actor)
    const read = String((await jobOf(actor, jobId))?.version)
    const first = await asMember(actor, jobId, { version: read, title: 'Titre de la première' })
    expect(first).toMatchObject({ kind: 'saved', version: 2 })
    const second = await asMember(other, jobId, { version: read, title: 'Titre de la seconde' })
    const stored = await jobOf(actor, jobId)
    expect(second).toEqual({
      kind: 'conflict',
      version: 2,
      updatedBy: actor.userId,
      updatedByEmail: `${actor.userId}@members.example`,
      updatedAt: stored?.updatedAt,
    })
    expect(stored).toMatchObject({ title: 'Titre de la première', version: 2 })

    // Any writer moves the version (SQL, an import, the cron's expiry): a save over it is refused too.
    await database.owner`update jobs set city = 'Lyon' where id = ${jobId}`
    expect(await jobOf(actor, jobId)).toMatchObject({ version: 3, updatedBy: null })
    expect(await asMember(actor, jobId, { version: '2', title: 'Trop tard' })).toMatchObject({
      kind: 'conflict',
      version: 3,
      updatedBy: null,
      updatedByEmail: null,
    })
    // A save that changes nothing keeps the version.
    await database.owner`update jobs set city = 'Lyon' where id = ${jobId}`
    expect((await jobOf(actor, jobId))?.version).toBe(3)
  })

  it('lets exactly one of two concurrent saves over one version through', async () => {
    const actor = await createCompany('pro')
    const jobId = await createDraft(actor)
    const results = await Promise.all(
      ['A', 'B', 'C', 'D'].map((name) =>
        asMember({ ...actor, userId: randomUUID() }, jobId, { version: '1', title: name }),
      ),
    )
    expect(results.filter((result) => result.kind === 'saved')).toHaveLength(1)
    expect(results.filter((result) => result.kind === 'conflict')).toHaveLength(3)
    expect((await jobOf(actor, jobId))?.version).toBe(2)
  })

  it('refuses to publish without the pay where the law asks for it in the ad, and a closing day gone', async () => {
    const actor = await createCompany('pro')
    const jobId = await createDraft(actor)
    const publish = (fields: Partial<Record<keyof JobForm, string>>) =>
      asMember(actor, jobId, { intent: 'publish', version: '1', ...fields })
    expect(await publish({ closesOn: '2020-01-31' })).toEqual({
      kind: 'invalid',
      fieldErrors: { closesOn: ['job-closing-past'] },
    })
    expect(await jobOf(actor, jobId)).toMatchObject({ status: 'draft', version: 1 })
    expect(await publish({ countryCode: 'IT', salaryMin: '30000', salaryPeriod: 'year' })).toMatchObject({
      kind: 'saved',
      status: 'published',
    })
    // The form refuses publishing without it (domain/job-form.ts); the server also refuses
    // keeping a visible offer there without it, whatever button was pressed.
    expect(await asMember(actor, jobId, { intent: 'save', version: '2', countryCode: 'IT' })).toEqual({
      kind: 'invalid',
      fieldErrors: { salaryMin: ['job-pay-required'] },
    })
    expect(await jobOf(actor, jobId)).toMatchObject({ salaryMin: '30000.00', version: 2 })
  })

  it('duplicates an offer as a new draft with what was typed, the original untouched', async () => {
    const actor = await createCompany('pro')
    const jobId = await createDraft(actor, 'Original')
    const copy = await asMember(actor, jobId, { intent: 'duplicate', version: '1', title: 'Copie modifiée' })
    expect(copy).toMatchObject({ kind: 'saved', status: 'draft', created: true, version: 1 })
    expect(copy.kind === 'saved' && copy.jobId).not.toBe(jobId)
    expect(await jobOf(actor, jobId)).toMatchObject({ title: 'Original', version: 1 })
  })

  it("answers another company's offer as unknown and changes nothing", async () => {
    const owner = await createCompany('pro')
    const stranger = await createCompany('pro')
    const jobId = await createDraft(owner, 'À moi')
    for (const intent of ['save', 'publish', 'close', 'duplicate']) {
      expect(await asMember(stranger, jobId, { intent, version: '1', title: 'Volé' }), intent).toEqual({
        kind: 'not-found',
      })
    }
    expect(await jobOf(owner, jobId)).toMatchObject({ title: 'À moi', version: 1, status: 'draft' })
  })
})

describe("Starter's limit, from the database", () => {
  it('answers a fourth publication with the plan and the limit, and changes nothing', async () => {
    const actor = await createCompany('starter')
    for (const title of ['Un', 'Deux', 'Trois']) {
      expect(await asMember(actor, null, { intent: 'publish', title })).toMatchObject({ kind: 'saved', visible: true })
    }
    const fourth = await createDraft(actor, 'Quatre')
    expect(await asMember(actor, fourth, { intent: 'publish', version: '1', title: 'Quatre publié' })).toEqual({
      kind: 'plan-limit',
      plan: 'starter',
      limit: 3,
    })
    expect(await asMember(actor, null, { intent: 'publish', title: 'Cinq' })).toEqual({
      kind: 'plan-limit',
      plan: 'starter',
      limit: 3,
    })
    expect(await jobOf(actor, fourth)).toMatchObject({ title: 'Quatre', status: 'draft', version: 1 })
    const [count] = await database.owner<
      { jobs: number }[]
    >`select count(*)::int as jobs from jobs where company_id = ${actor.companyId}`
    expect(count?.jobs).toBe(4)
  })

  it('lets at most 3 of 6 concurrent publications through, each other one refused clearly', async () => {
    const actor = await createCompany('starter')
    const drafts = await Promise.all(['A', 'B', 'C', 'D', 'E', 'F'].map((title) => createDraft(actor, title)))
    const results = await Promise.all(
      drafts.map((jobId, index) =>
        asMember(actor, jobId, { intent: 'publish', version: '1', title: `Publiée ${index}` }),
      ),
    )
    expect(results.filter((result) => result.kind === 'saved')).toHaveLength(3)
    expect(results.filter((result) => result.kind !== 'saved')).toEqual(
      Array(3).fill({ kind: 'plan-limit', plan: 'starter', limit: 3 }),
    )
    const [count] = await database.owner<{ visible: number }[]>`
      select count(*)::int as visible from jobs where company_id = ${actor.companyId} and status = 'published'`
    expect(count?.visible).toBe(3)
  })
})
