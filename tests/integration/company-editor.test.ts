import { describe, expect, it } from 'vitest'
import { companyFormSchema } from '#domain/company-form.ts'
import { asWorkspace } from '#server/features/accounts/tenant.ts'
import { saveCompany } from '#server/features/editor/company-editor.ts'
import type { EditorActor } from '#server/features/editor/job-editor.ts'
import { editorDatabase } from './editor-database.ts'

/**
 * The company space's save as the workspace's role under row-level security
 * (ADR 065): every field, lists in order, the version, Pro's accent colour. Own database.
 */
const database = editorDatabase('career_company_editor', 4)
const createCompany = (plan: 'starter' | 'pro') => database.createCompany(plan, 'owner', '#123456')

const COMPLETE = {
  name: 'Lumen Énergie',
  baseline: "L'énergie de demain",
  description: '## Qui sommes-nous\n- **solaire**\n- éolien',
  values: 'Transparence',
  vision: 'Zéro carbone',
  website: 'lumen-energie.example',
  industry: 'Énergie',
  sizeRange: '50-200',
  headquarters: 'Paris',
  location: 'Paris, Nantes',
  foundedYear: '2012',
  averageAge: '34,5',
  turnover: '12 M€',
  turnoverRate: '8.5',
  companiesPhone: '01 23 45 67 89',
  videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  keyFigures: [
    { label: 'Collaborateurs', value: '120' },
    { label: 'Âge moyen', value: '34 ans' },
  ],
  techStack: ['TypeScript', 'PostgreSQL'],
  offices: [{ name: 'Siège', address: '18 rue de la Roquette, Paris', country: 'France' }, { name: 'Nantes' }],
  socialLinks: { linkedin: 'https://www.linkedin.com/company/lumen' },
  recruitmentProcess: [{ title: 'Candidature', description: 'En ligne' }, { title: 'Entretien' }],
  seoPages: { team: { title: "L'équipe", metadesc: 'Qui nous sommes', en: { title: 'The team' } } },
  photos: [{ url: '/demo/photo-1.svg', alt: "L'équipe au complet" }],
  accentColor: '#1F5F99',
}

function save(actor: EditorActor, fields: Record<string, unknown>) {
  const form = companyFormSchema.parse(fields)
  return asWorkspace(database.workspace, actor, (tx) => saveCompany(tx, actor, form))
}

describe('the company space editor', () => {
  it('saves every field, lists in order, over the version it was read at', async () => {
    const actor = await createCompany('pro')
    expect(await save(actor, { ...COMPLETE, version: 1 })).toEqual({ kind: 'saved', version: 2 })
    // text[] as JSON: this client, as the Worker's, reads no array types (fetch_types off).
    const [row] =
      await database.owner`select *, to_jsonb(tech_stack) as tech_stack from companies where id = ${actor.companyId}`
    expect(row).toMatchObject({
      name: 'Lumen Énergie',
      description: '## Qui sommes-nous\n- **solaire**\n- éolien',
      website: 'https://lumen-energie.example/',
      foundedYear: 2012,
      averageAge: '34.5',
      turnoverRate: '8.50',
      companiesPhone: '+33123456789',
      keyFigures: COMPLETE.keyFigures,
      techStack: ['TypeScript', 'PostgreSQL'],
      offices: COMPLETE.offices,
      socialLinks: COMPLETE.socialLinks,
      recruitmentProcess: [
        { step: 1, title: 'Candidature', description: 'En ligne' },
        { step: 2, title: 'Entretien' },
      ],
      seoPages: COMPLETE.seoPages,
      photos: COMPLETE.photos,
      accentColor: '#1f5f99',
      version: 2,
      updatedBy: actor.userId,
    })

    // Reordered and shortened lists are stored as given.
    await save(actor, { ...COMPLETE, version: 2, keyFigures: [COMPLETE.keyFigures[1]], techStack: ['Rust', 'Go'] })
    const [reordered] = await database.owner`
      select key_figures, to_jsonb(tech_stack) as tech_stack from companies where id = ${actor.companyId}`
    expect(reordered).toEqual({ keyFigures: [COMPLETE.keyFigures[1]], techStack: ['Rust', 'Go'] })
  })

  it('refuses the second of two saves over one version, with who changed it and when', async () => {
    const actor = await createCompany('pro')
    expect(await save(actor, { ...COMPLETE, version: 1, name: 'Première' })).toMatchObject({ kind: 'saved' })
    const second = await save(actor, { ...COMPLETE, version: 1, name: 'Seconde' })
    expect(second).toMatchObject({ kind: 'conflict', version: 2, updatedByEmail: `${actor.userId}@members.example` })
    const [row] = await database.owner`select name from companies where id = ${actor.companyId}`
    expect(row?.name).toBe('Première')
    // A payment changing the plan is not an edit of the page: the owner's save still applies.
    await database.owner`update companies set plan = 'enterprise' where id = ${actor.companyId}`
    expect(await save(actor, { ...COMPLETE, version: 2 })).toEqual({ kind: 'saved', version: 3 })
  })

  it("keeps a Starter company's accent colour as it was (Pro's branding, ADR 051)", async () => {
    const actor = await createCompany('starter')
    expect(await save(actor, { ...COMPLETE, version: 1 })).toMatchObject({ kind: 'saved' })
    const [row] = await database.owner`select accent_color from companies where id = ${actor.companyId}`
    expect(row?.accentColor).toBe('#123456')
  })

  it('refuses what the public pages could not show', () => {
    const refused = companyFormSchema.safeParse({
      ...COMPLETE,
      version: 1,
      website: 'javascript:alert(1)',
      videoUrl: 'https://evil.example/video',
      companiesPhone: '12',
      foundedYear: '2999',
      photos: [{ url: 'javascript:alert(1)', alt: '' }],
      accentColor: 'jaune',
      techStack: Array(41).fill('x'),
    })
    expect(refused.success).toBe(false)
    expect(
      Object.fromEntries((refused.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message])),
    ).toEqual({
      website: 'company-url',
      videoUrl: 'company-video',
      companiesPhone: 'company-phone',
      foundedYear: 'company-year',
      'photos.0.url': 'company-image',
      'photos.0.alt': 'company-alt',
      accentColor: 'company-color',
      techStack: 'company-too-many',
    })
  })
})
