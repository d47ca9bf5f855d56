import type postgres from 'postgres'

/**
 * A company with `jobs` visible offers (and a few hidden ones), inserted for one test
 * worker and removed after: the job list at a size the demo data never reaches. One
 * company per worker, so parallel workers never share or delete each other's rows.
 * `open` connects to the database of the Worker under test (each runner has its own).
 * Titles: 'Développeur·se 1' … in rotation with four others; cities 'Ville 0' to 'Ville 9';
 * every third job is fully remote ('Télétravail complet').
 */
export async function seedLargeCompany(open: () => postgres.Sql, workerIndex: number, jobs = 500) {
  const sql = open()
  const n = String(90_000 + workerIndex).padStart(12, '0')
  const company = { id: `c9000000-0000-4000-8000-${n}`, workspace: `a9000000-0000-4000-8000-${n}` }
  const slug = `grande-entreprise-${workerIndex}`
  await sql`delete from companies where id = ${company.id}`
  await sql`
    insert into companies (id, slug, name, workspace_id, plan)
    values (${company.id}, ${slug}, 'Grande Entreprise', ${company.workspace}, 'pro')
  `
  // A bulk load (ADR 045): search engines are not told of the test's 500 jobs, nor of their deletion.
  await sql.begin(async (tx) => {
    await tx`set local career_site.search_engines = 'off'`
    await tx`
    insert into jobs (company_id, workspace_id, title, status, created_at, city, country_code, contract_type, remote,
                      experience_level, apply_url)
    select ${company.id}, ${company.workspace},
           (array['Développeur·se', 'Ingénieur·e data', 'Chargé·e de projets', 'Technicien·ne', 'Commercial·e'])[1 + i % 5]
             || ' ' || i,
           case when i > ${jobs} then 'draft' else 'published' end,
           timestamptz '2026-11-01' - i * interval '1 hour',
           'Ville ' || (i % 10), 'FR',
           (array['CDI', 'CDD', 'Stage', 'Alternance'])[1 + i % 4],
           case when i % 3 = 0 then 'Télétravail complet' else 'Hybride' end,
           'Confirmé', 'https://grande-entreprise.example/offres/' || i
    from generate_series(1, ${jobs + 5}) i
  `
  })
  await sql.end()
  return {
    slug,
    /** Removes the company and, by cascade, its jobs. */
    async cleanup() {
      const db = open()
      await db.begin(async (tx) => {
        await tx`set local career_site.search_engines = 'off'`
        await tx`delete from companies where id = ${company.id}`
      })
      await db.end()
    },
  }
}
