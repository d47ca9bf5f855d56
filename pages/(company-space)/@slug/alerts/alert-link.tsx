import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { LocalizedLink } from '#components/localized-link.tsx'
import { button, buttonSecondary, container } from '#components/ui.css.ts'
import type { CompanyHeader } from '#domain/company-header.ts'
import { type JobAlertCriteria, jobAlertSummary } from '#domain/job-alert.ts'
import { jobListSearch } from '#domain/job-list.ts'
import { companyPaths } from '#domain/paths.ts'
import * as styles from './alert-link.css.ts'

/**
 * The page of an alert's e-mailed link: what the alert is, and either the button that
 * posts the action to this same URL (a plain form: no JavaScript needed, and a scanner
 * that fetches the link changes nothing) or the action's result.
 */
export function AlertLinkPanel(props: {
  header: CompanyHeader
  heading: ReactNode
  lead: ReactNode
  criteria: JobAlertCriteria | null
  /** The button of the pending action; null once done. */
  action: ReactNode | null
  failed: boolean
}) {
  const { header, criteria } = props
  const { i18n } = useLingui()
  const listPath = `${companyPaths.jobs(header.slug)}${criteria ? jobListSearch(criteria) : ''}`
  return (
    <div className={`${container} ${styles.page}`}>
      <h1>{props.heading}</h1>
      <p>{props.lead}</p>
      {criteria ? <p className={styles.criteria}>{jobAlertSummary(i18n, header.name, criteria)}</p> : null}
      {props.failed ? (
        <p className={styles.failure} role="alert">
          <Trans>Le service est momentanément indisponible. Réessayez dans quelques instants.</Trans>
        </p>
      ) : null}
      <div className={styles.actions}>
        {props.action ? (
          <form method="post">
            <button type="submit" className={button}>
              {props.action}
            </button>
          </form>
        ) : null}
        <LocalizedLink to={listPath} className={props.action ? buttonSecondary : button}>
          <Trans>Voir les offres</Trans>
        </LocalizedLink>
      </div>
    </div>
  )
}
