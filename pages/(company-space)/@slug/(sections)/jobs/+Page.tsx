import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { plainText } from '#components/plain-text.tsx'
import { buttonSecondary, container, visuallyHidden } from '#components/ui.css.ts'
import { liveFilterWidget } from '#components/widgets/live-filter/contract.ts'
import { foldText } from '#domain/fold-text.ts'
import { JOB_COUNT_CAP, JOB_FILTER_MAX_LENGTH, type JobFacetName } from '#domain/job-list.ts'
import { localizedPath } from '#domain/paths.ts'
import type { Data } from './+data.ts'
import { JobAlertForm } from './job-alert-form.tsx'
import * as styles from './job-list.css.ts'
import { JobPagination } from './job-pagination.tsx'
import { JobRow } from './job-row.tsx'

/**
 * Job list (spec section 2, ADR 018): search, contract, city and remote filters, one page
 * of rows, pagination, empty states. The server renders every state from the URL; the
 * page is HTML-only (ADR 029): the filters are a GET form that components/widgets/live-filter/
 * submits as one types, swapping its live parts for the server's new ones.
 */
export default function JobListPage() {
  const { header, jobs, filters: shown, facets, count, page, lastPage, hasNext, alertForm, alertSent } = useData<Data>()
  const total = count.jobs
  const { locale, pathWithoutLocale } = usePageContext()
  const { t } = useLingui()
  const name = plainText(header.name)
  const action = localizedPath(locale, pathWithoutLocale)

  // The alert's criteria as the options spell them ('CDI' for a URL's 'cdi'): what the form says and stores.
  const spelled = (facet: JobFacetName) =>
    facets[facet].find((option) => sameKey(option.value, shown[facet]))?.value ?? shown[facet]
  const alertCriteria = { ...shown, contract: spelled('contract'), city: spelled('city'), remote: spelled('remote') }

  const facetLabels: Record<JobFacetName, { label: string; all: string }> = {
    contract: { label: t`Type de contrat`, all: t`Tous les types` },
    city: { label: t`Ville`, all: t`Toutes les villes` },
    remote: { label: t`Télétravail`, all: t`Tous les modes de travail` },
  }

  return (
    <div className={`${container} ${styles.page}`}>
      <h1>
        <Trans>Emplois chez {name}</Trans>
      </h1>
      <search>
        <form method="get" action={action} className={styles.filters} {...liveFilterWidget.root()}>
          <label className={styles.field}>
            <span className={visuallyHidden}>
              <Trans>Rechercher un poste</Trans>
            </span>
            <input
              type="search"
              name="q"
              defaultValue={shown.q}
              maxLength={JOB_FILTER_MAX_LENGTH}
              placeholder={t`Rechercher un poste`}
              className={styles.input}
            />
          </label>
          {(['contract', 'city', 'remote'] as const).map((facet) => {
            const options = facets[facet]
            const selected = spelled(facet)
            return (
              <label key={facet} className={styles.field}>
                <span className={visuallyHidden}>{facetLabels[facet].label}</span>
                <select name={facet} defaultValue={selected} className={styles.input}>
                  <option value="">{facetLabels[facet].all}</option>
                  {/* A value from the URL beyond the listed options stays selectable and shown. */}
                  {selected !== '' && !options.some((option) => option.value === selected) ? (
                    <option value={selected}>{selected}</option>
                  ) : null}
                  {options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </label>
            )
          })}
          <noscript>
            <button type="submit" className={buttonSecondary}>
              <Trans>Filtrer</Trans>
            </button>
          </noscript>
        </form>
      </search>

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
