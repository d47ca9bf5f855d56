import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { button, container, textInput } from '#components/ui.css.ts'
import { APPLICATION_STATUSES, COMPANY_STATUSES, STATUS_MESSAGE_MAX } from '#domain/application-status.ts'
import { formatDate } from '#domain/format-date.ts'
import { Notices, PAGE_TITLE_ID, WorkspacePageHeading } from '../page-heading.tsx'
import { WorkspaceTable } from '../workspace-table.tsx'
import type { Data } from './+data.ts'
import * as styles from './desk.css.ts'
import { deskError } from './desk-messages.ts'

/** /{lang}/workspace/applications: the company's applications, newest first, filtered, a page at a time. */
export default function InboxPage() {
  const data = useData<Data>()
  const { locale } = usePageContext()
  const { t, i18n } = useLingui()
  const base = `/${locale}/workspace/applications`
  const nextUrl = data.next ? `${base}?${new URLSearchParams({ ...data.filters, after: data.next }).toString()}` : null
  const selectionError = deskError(i18n._.bind(i18n), data.answer, 'ids')
  const statusError = deskError(i18n._.bind(i18n), data.answer, 'status')
  return (
    <div className={container}>
      <WorkspacePageHeading>
        <Trans>Candidatures</Trans>
      </WorkspacePageHeading>
      <Notices
        notes={[
          data.changed > 0 && <Trans>Statut changé pour {data.changed} candidature(s).</Trans>,
          data.erased && <Trans>La candidature et son CV sont effacés.</Trans>,
        ]}
      />
      <form method="get" action={base} className={styles.filters} aria-label={t`Filtrer les candidatures`}>
        <label>
          <Trans>Offre</Trans>{' '}
          <select name="job" defaultValue={data.filters.job} className={textInput}>
            <option value="">{t`Toutes`}</option>
            {data.offers.map((offer) => (
              <option key={offer.id} value={offer.id}>
                {offer.title}
              </option>
            ))}
          </select>
        </label>
        <label>
          <Trans>Statut</Trans>{' '}
          <select name="status" defaultValue={data.filters.status} className={textInput}>
            <option value="">{t`Tous`}</option>
            <StatusOptions statuses={APPLICATION_STATUSES} labels={data.statusLabels} />
          </select>
        </label>
        <label>
          <Trans>Reçues depuis le</Trans> <input type="date" name="from" defaultValue={data.filters.from} />
        </label>
        <label>
          <Trans>jusqu'au</Trans> <input type="date" name="to" defaultValue={data.filters.to} />
        </label>
        <label>
          <Trans>Nom ou e-mail</Trans>{' '}
          <input type="search" name="q" defaultValue={data.filters.q} maxLength={100} className={textInput} />
        </label>
        <button type="submit" className={button}>
          <Trans>Filtrer</Trans>
        </button>
      </form>
      {data.filters.job ? (
        <p>
          <a href={`${base}/export?job=${data.filters.job}`} download>
            <Trans>Exporter les candidatures de cette offre (CSV)</Trans>
          </a>
        </p>
      ) : null}
      {data.rows.length === 0 ? (
        <p>
          <Trans>Aucune candidature.</Trans>
        </p>
      ) : (
        <form method="post" action={`${base}/bulk`}>
          <input type="hidden" name="formKey" value={data.formKey} />
          {selectionError ? <p className={styles.error}>{selectionError}</p> : null}
          <WorkspaceTable
            className={styles.table}
            labelledBy={PAGE_TITLE_ID}
            columns={[
              t`Choisir`,
              t`Candidat`,
              t`Offre`,
              t`Statut`,
              t`Risque de robot`,
              t`Reçue le`,
              t`Conservée jusqu'au`,
            ]}
            rows={data.rows}
            rowKey={(row) => row.id}
            cells={(row) => {
              const name = `${row.firstName} ${row.lastName}`
              return (
                <>
                  <td>
                    <input type="checkbox" name="ids" value={row.id} aria-label={t`Choisir ${name}`} />
                  </td>
                  <td>
                    <a href={`${base}/${row.id}`}>{name}</a>
                    <br />
                    {row.email}
                  </td>
                  <td>{row.jobTitle}</td>
                  <td>{data.statusLabels[row.status]}</td>
                  <td title={row.riskSignals.map((signal) => data.riskLabels.signals[signal]).join(', ')}>
                    {data.riskLabels.levels[row.riskLevel]}
                  </td>
                  <td>{formatDate(row.createdAt, locale)}</td>
                  <td>{formatDate(row.retainUntil, locale)}</td>
                </>
              )
            }}
          />
          <fieldset className={styles.stack}>
            <legend>
              <Trans>Changer le statut de la sélection</Trans>
            </legend>
            <label>
              <Trans>Nouveau statut</Trans>{' '}
              <select name="status" required className={textInput}>
                <StatusOptions statuses={COMPANY_STATUSES} labels={data.statusLabels} />
              </select>
            </label>
            {statusError ? <p className={styles.error}>{statusError}</p> : null}
            <label htmlFor="bulk-message">
              <Trans>Message aux candidats (facultatif)</Trans>
            </label>
            <textarea id="bulk-message" name="message" rows={3} maxLength={STATUS_MESSAGE_MAX} className={textInput} />
            <button type="submit" className={button}>
              <Trans>Appliquer à la sélection</Trans>
            </button>
          </fieldset>
        </form>
      )}
      {nextUrl ? (
        <p>
          <a href={nextUrl} rel="next">
            <Trans>Candidatures plus anciennes</Trans>
          </a>
        </p>
      ) : null}
    </div>
  )
}

/** A status per option, named in the page's language. */
function StatusOptions<Status extends string>({
  statuses,
  labels,
}: {
  statuses: readonly Status[]
  labels: Record<Status, string>
}) {
  return statuses.map((status) => (
    <option key={status} value={status}>
      {labels[status]}
    </option>
  ))
}
