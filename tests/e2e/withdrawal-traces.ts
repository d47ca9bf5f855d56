import { readdir, readFile } from 'node:fs/promises'
import { onDatabase, type RecordedWorker } from './recorded-worker.ts'

/** What a withdrawal must leave behind, read from the withdrawal spec's own Worker. */
export function withdrawalTraces(own: RecordedWorker) {
  /** Whether the Worker's R2 (miniflare keeps objects as files) holds these bytes. */
  async function cvStored(bytes: Buffer): Promise<boolean> {
    const dir = `${own.worker.stateDir}/v3/r2/career-site-cvs/blobs`
    const names = await readdir(dir).catch(() => [])
    const blobs = await Promise.all(names.map((name) => readFile(`${dir}/${name}`).catch(() => Buffer.alloc(0))))
    return blobs.some((blob) => blob.equals(bytes))
  }

  /** Everything left of a candidate: the application, e-mails to or about them. */
  const candidateTraces = (email: string) =>
    onDatabase(own.worker, async (sql) => {
      const [row] = await sql<{ applications: number; emails: number }[]>`
        select (select count(*)::int from applications where email = ${email}) as applications,
          (select count(*)::int from email_outbox where to_address = ${email} or text_body like ${`%${email}%`}) as emails
      `
      return row
    })

  const companyNotices = (applicationId: string) =>
    onDatabase(
      own.worker,
      (sql) => sql<{ kind: string; to: string | null }[]>`
        select kind, to_address as to from email_outbox where dedupe_key = ${`withdrawal:${applicationId}`}
        union all
        select event_type, null from webhook_deliveries
          where event_type = 'application.withdrawn' and payload -> 'application' ->> 'id' = ${applicationId}
        order by kind
      `,
    )

  return { cvStored, candidateTraces, companyNotices }
}

/** The withdrawal pages' texts (spec, ADR 025). */
export const TEXTS = {
  fr: {
    link: 'Retirer ma candidature et effacer mes données',
    title: 'Retirer votre candidature',
    done: 'Candidature retirée',
    used: 'Candidature déjà retirée',
    sending: 'Envoi...',
  },
  en: {
    link: 'Withdraw my application and erase my data',
    title: 'Withdraw your application',
    done: 'Application withdrawn',
    used: 'Application already withdrawn',
    sending: 'Sending...',
  },
} as const
