import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { button, card, container } from '#components/ui.css.ts'
import { formatDate } from '#domain/format-date.ts'
import * as styles from '../workspace.css.ts'
import { WorkspaceTable } from '../workspace-table.tsx'
import type { Data } from './+data.ts'
import { JOB_STATUS_LABELS } from './job-status-labels.ts'

/** The last day one can apply: the closing instant is the midnight after it (ADR 035). */
const lastDay = (closesAt: Date | string) => new Date(new Date(closesAt).getTime() - 1)

/** /{lang}/workspace/jobs: every offer with its status, dates and applications, and the plan's count. */
export default function EditorJobsPage() {
  const { jobs, plan, next } = useData<Data>()
  const { locale } = usePageContext()
  const { i18n, t } = useLingui()
  const statusName = (status: string) => {
    const label = JOB_STATUS_LABELS[status]
    return label ? i18n._(label) : status
  }
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
        <WorkspaceTable
          className={styles.table}
          labelledBy="jobs-title"
          columns={[
            t`Poste`,
            t`Statut`,
            t`Publiée le`,
            t`Clôture`,
            t`Candidatures`,
            ...(counted ? [t`Vues (30 jours)`] : []),
          ]}
          rows={jobs}
          rowKey={(job) => job.id}
          cells={(job) => (
            <>
              <td>
                <a href={`${base}/${job.id}`}>{job.title}</a>
              </td>
              <td>{statusName(job.status)}</td>
              <td>{job.publishedAt ? formatDate(new Date(job.publishedAt), locale) : '—'}</td>
              <td>{job.closesAt ? formatDate(lastDay(job.closesAt), locale) : '—'}</td>
              <td>{job.applications}</td>
              {counted ? <td>{job.views ?? 0}</td> : null}
            </>
          )}
        />
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
