import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { button, card, container } from '#components/ui.css.ts'
import { formatDate } from '#domain/format-date.ts'
import * as styles from '../workspace.css.ts'
import type { Data } from './+data.ts'
import { JOB_STATUS_LABELS } from './job-status-labels.ts'

/** The last day one can apply: the closing instant is the midnight after it (ADR 035). */
const lastDay = (closesAt: Date | string) => new Date(new Date(closesAt).getTime() - 1)

/** /{lang}/workspace/jobs: every offer with its status, dates and applications, and the plan's count. */
export default function EditorJobsPage() {
  const { jobs, plan, next } = useData<Data>()
  const { locale } = usePageContext()
  const { i18n } = useLingui()
  const base = `/${locale}/workspace/jobs`
  const visible = plan.visible
  const limit = plan.limit
  // Views are counted for the plans with statistics only (Pro, Enterprise).
  const counted = plan.plan !== 'starter'
  return (
    <div className={container}>
      <h1 id="jobs-title">
        <Trans>Vos offres</Trans>
      </h1>
      <p className={card}>
        {limit === null ? (
          <Plural
            value={visible}
            one="# offre visible (offres illimitées)"
            other="# offres visibles (offres illimitées)"
          />
        ) : (
          <Plural value={visible} one={`# offre visible sur ${limit}`} other={`# offres visibles sur ${limit}`} />
        )}
      </p>
      <p>
        <a className={button} href={`${base}/new`}>
          <Trans>Nouvelle offre</Trans>
        </a>
      </p>
      {jobs.length === 0 ? (
        <p>
          <Trans>Aucune offre pour le moment.</Trans>
        </p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the keyboard's focus to scroll (axe: scrollable-region-focusable)
        <section className={styles.tableScroll} aria-labelledby="jobs-title" tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Poste</Trans>
                </th>
                <th scope="col">
                  <Trans>Statut</Trans>
                </th>
                <th scope="col">
                  <Trans>Publiée le</Trans>
                </th>
                <th scope="col">
                  <Trans>Clôture</Trans>
                </th>
                <th scope="col">
                  <Trans>Candidatures</Trans>
                </th>
                {counted ? (
                  <th scope="col">
                    <Trans>Vues (30 jours)</Trans>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {jobs.map((job) => {
                const status = JOB_STATUS_LABELS[job.status]
                return (
                  <tr key={job.id}>
                    <td>
                      <a href={`${base}/${job.id}`}>{job.title}</a>
                    </td>
                    <td>{status ? i18n._(status) : job.status}</td>
                    <td>{job.publishedAt ? formatDate(new Date(job.publishedAt), locale) : '—'}</td>
                    <td>{job.closesAt ? formatDate(lastDay(job.closesAt), locale) : '—'}</td>
                    <td>{job.applications}</td>
                    {counted ? <td>{job.views ?? 0}</td> : null}
                  </tr>
                )
              })}
            </tbody>
          </table>
        </section>
      )}
      {next ? (
        <p>
          <a href={`${base}?after=${encodeURIComponent(next)}`}>
            <Trans>Offres suivantes</Trans>
          </a>
        </p>
      ) : null}
    </div>
  )
}
