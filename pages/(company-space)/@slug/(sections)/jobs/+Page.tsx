import { Plural, Trans } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { plainText } from '#components/plain-text.tsx'
import { container } from '#components/ui.css.ts'
import { JobAlertForm } from '#components/widgets/job-alert/job-alert-form.tsx'
import { liveFilterWidget } from '#components/widgets/live-filter/contract.ts'
import { LiveFilterForm } from '#components/widgets/live-filter/live-filter-form.tsx'
import { foldText } from '#domain/fold-text.ts'
import { JOB_COUNT_CAP, type JobFacetName } from '#domain/job-list.ts'
import { localizedPath } from '#domain/paths.ts'
import type { Data } from './+data.ts'
import * as styles from './job-list.css.ts'
import { JobPagination } from './job-pagination.tsx'
import { JobRow } from './job-row.tsx'

/**
 * Job list (spec section 2, ADR 018): search, contract, city and remote filters, one page
 * of rows, pagination, empty states. The server renders every state from the URL; the
 * page is HTML-only (ADR 029): the filters are the live filter's GET form
 * (components/widgets/live-filter/), sent as one types, which swaps the parts this page marks
 * as its targets for the server's new ones.
 */
export default function JobListPage() {
  const { header, jobs, filters: shown, facets, count, page, lastPage, hasNext, alertForm, alertSent } = useData<Data>()
  const total = count.jobs
  const { locale, pathWithoutLocale } = usePageContext()
  const name = plainText(header.name)
  const action = localizedPath(locale, pathWithoutLocale)

  // The filters as the options spell them ('CDI' for a URL's 'cdi'): what the filters select and the alert says and stores.
  const spelled = (facet: JobFacetName) =>
    facets[facet].find((option) => sameKey(option.value, shown[facet]))?.value ?? shown[facet]
  const alertCriteria = { ...shown, contract: spelled('contract'), city: spelled('city'), remote: spelled('remote') }

  return (
    <div className={`${container} ${styles.page}`}>
      <h1>
        <Trans>Emplois chez {name}</Trans>
      </h1>
      <LiveFilterForm action={action} query={shown.q} facets={facets} selected={alertCriteria} />

      <p className={styles.count} role="status" data-testid="job-list-count" {...liveFilterWidget.target('count')}>
        {/* A searched or multi-filtered list counts up to a cap (ADR 021). */}
        {count.capped ? (
          <Plural value={JOB_COUNT_CAP} other="Plus de # offres" />
        ) : (
          <Plural value={total} _0="Aucune offre" one="# offre" other="# offres" />
        )}
      </p>

      <div {...liveFilterWidget.target('results')}>
        {jobs.length === 0 ? (
          <p className={styles.empty}>
            {header.activeJobCount === 0 ? (
              <Trans>Aucune offre active pour le moment.</Trans>
            ) : (
              <Trans>Aucune offre ne correspond à votre recherche.</Trans>
            )}
          </p>
        ) : (
          <ul className={styles.list}>
            {jobs.map((job) => (
              <JobRow key={job.id} job={job} slug={header.slug} />
            ))}
          </ul>
        )}
        <JobPagination filters={shown} page={page} lastPage={lastPage} hasNext={hasNext} />
      </div>
      <JobAlertForm companyName={header.name} filters={alertCriteria} submission={alertForm} sent={alertSent} />
    </div>
  )
}

/** The options and the URL compare as the database does: case, accents and spaces aside. */
function sameKey(a: string, b: string): boolean {
  return foldText(a.trim()) === foldText(b.trim())
}
