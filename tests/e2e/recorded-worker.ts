import { test } from '@playwright/test'
import { type RecordingServer, startRecordingServer } from '../tools/recording-server.ts'
import { pointCompanyWebhook } from '../tools/webhook-receiver.ts'
import { type OwnWorker, startOwnWorker } from './own-worker.ts'

/** An e-mail as the stand-in for Resend's API received it. */
export type RecordedMail = { to: string[]; subject: string; text: string; html: string }

/** The e-mails sent so far to Resend's API (the recorder's `/emails`), oldest first. */
export function recordedMails(recorder: RecordingServer): RecordedMail[] {
  return recorder.requests
    .filter((request) => request.path === '/emails')
    .map((request) => JSON.parse(request.body) as RecordedMail)
}

export type RecordedWorker = { worker: OwnWorker; recorder: RecordingServer; origin: string }

type Ports = { worker: number; recorder: number; database: number }
/** An environment variable's name and the port used when it is not set. */
type PortVariable = [name: string, fallback: number]

/**
 * A spec's ports (its Worker's, its recorder's, its database's), each overridable by its
 * environment variable so two runs (worktrees) can share a machine.
 */
export function portsFromEnv(worker: PortVariable, recorder: PortVariable, database: PortVariable): Ports {
  const port = ([name, fallback]: PortVariable) => Number(process.env[name] ?? fallback)
  return { worker: port(worker), recorder: port(recorder), database: port(database) }
}

type Options = {
  /** Names the Worker's data folders (with the project's name). */
  name: string
  ports: Ports
  /** More Worker vars, over the e-mail settings. */
  vars?: Record<string, string>
  /** The company whose ATS webhook (and, if given, recruiters' address) points at the recorder. */
  company: { slug: string; atsSecret: string; applicationsEmail?: string }
}

/**
 * A serial spec's own Worker (own-worker.ts) whose e-mail goes to Resend's API and whose
 * ATS webhooks go to the company's endpoint, both replaced by one local recording server.
 * Started before the spec's tests and stopped after them; the mobile project takes each
 * port plus one, so both projects can run. The returned object is filled by `beforeAll`.
 */
export function setUpRecordedWorker(options: Options): RecordedWorker {
  const own = {} as RecordedWorker
  test.describe.configure({ mode: 'serial' })
  test.beforeAll(async () => {
    test.setTimeout(180_000)
    Object.assign(own, await startRecordedWorker(options))
  })
  test.afterAll(async () => {
    await own.worker?.stop()
    await own.recorder?.close()
  })
  return own
}

/** A superuser connection to the Worker's database for `work`, closed after it. */
export async function onDatabase<T>(
  worker: OwnWorker,
  work: (sql: ReturnType<OwnWorker['superuser']>) => Promise<T>,
): Promise<T> {
  const sql = worker.superuser()
  try {
    return await work(sql)
  } finally {
    await sql.end()
  }
}

async function startRecordedWorker({ name, ports, vars, company }: Options): Promise<RecordedWorker> {
  const project = test.info().project.name
  const offset = project === 'mobile' ? 1 : 0
  const port = ports.worker + offset
  const origin = `http://localhost:${port}`
  const recorder = await startRecordingServer({ port: ports.recorder + offset })
  const worker = await startOwnWorker({
    name: `${name}-${project}`,
    port,
    dbPort: ports.database + offset,
    vars: {
      PUBLIC_ORIGIN: origin,
      RESEND_API_KEY: 're_e2e_key',
      RESEND_API_URL: recorder.url,
      EMAIL_FROM: 'Talentsite <offres@talentsite.example>',
      // The recording server stands in for the company's ATS over plain http (ADR 040).
      WEBHOOK_TEST_ORIGINS: recorder.url,
      ...vars,
    },
  })
  await onDatabase(worker, async (sql) => {
    const [row] = await sql<{ id: string }[]>`
      update companies set applications_email = coalesce(${company.applicationsEmail ?? null}, applications_email)
      where slug = ${company.slug}
      returning id
    `
    await pointCompanyWebhook(sql, row?.id ?? '', { url: `${recorder.url}/ats`, secret: company.atsSecret })
  })
  return { worker, recorder, origin }
}
