import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { LocalizedLink } from '../../../../../components/localized-link.tsx'
import { plainText } from '../../../../../components/plain-text.tsx'
import { buttonSecondary, container, visuallyHidden } from '../../../../../components/ui.css.ts'
import { safeExternalUrl } from '../../../../../domain/company-facts.ts'
import { formatDate } from '../../../../../domain/format-date.ts'
import { contractTypeOptions, locationLabel, matchesJobFilters } from '../../../../../domain/job-format.ts'
import { companyPaths, localizedPath } from '../../../../../domain/paths.ts'
import type { Data } from './+data.ts'
import * as styles from './job-list.css.ts'

type Filters = Data['filters']

/** Job list (spec section 2): search, contract filter, rows, empty states. */
export default function JobListPage() {
  const { header, jobs, filters: initialFilters } = useData<Data>()
  const { locale, pathWithoutLocale } = usePageContext()
  const { t } = useLingui()
  const [filters, setFilters] = useState<Filters>(initialFilters)
  const contractTypes = useMemo(() => contractTypeOptions(jobs), [jobs])
  const visible = jobs.filter((job) => matchesJobFilters(job, filters))
  // Stored texts in <Trans> go in as nodes (see plainText).
  const name = plainText(header.name)

  // With JavaScript the list filters as one types; the URL follows (no reload), so it
  // stays shareable. Without JavaScript the form submits the same query (GET).
  function update(next: Filters) {
    setFilters(next)
    const query = new URLSearchParams()
    if (next.q) query.set('q', next.q)
    if (next.contract) query.set('contract', next.contract)
    const search = query.toString()
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${search ? `?${search}` : ''}`)
  }

  return (
    <div className={`${container} ${styles.page}`}>
      <h1>
        <Trans>Emplois chez {name}</Trans>
      </h1>
      <search>
        <form
          method="get"
          action={localizedPath(locale, pathWithoutLocale)}
          className={styles.filters}
          onSubmit={(event) => event.preventDefault()}
        >
          <label className={styles.field}>
            <span className={visuallyHidden}>
              <Trans>Rechercher un poste</Trans>
            </span>
            <input
              type="search"
              name="q"
              value={filters.q}
              maxLength={100}
              placeholder={t`Rechercher un poste`}
              className={styles.input}
              onChange={(event) => update({ ...filters, q: event.target.value })}
            />
          </label>
          <label className={styles.field}>
            <span className={visuallyHidden}>
              <Trans>Type de contrat</Trans>
            </span>
            <select
              name="contract"
              value={contractTypes.find((type) => type.toLowerCase() === filters.contract.toLowerCase()) ?? ''}
              className={styles.input}
              onChange={(event) => update({ ...filters, contract: event.target.value })}
            >
              <option value="">{t`Tous les types`}</option>
              {contractTypes.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          </label>
          <noscript>
            <button type="submit" className={buttonSecondary}>
              <Trans>Filtrer</Trans>
            </button>
          </noscript>
        </form>
      </search>

      <p className={styles.count} role="status">
        <Plural value={visible.length} _0="Aucune offre" one="# offre" other="# offres" />
      </p>

      {jobs.length === 0 ? (
        <p className={styles.empty}>
          <Trans>Aucune offre active pour le moment.</Trans>
        </p>
      ) : visible.length === 0 ? (
        <p className={styles.empty}>
          <Trans>Aucune offre ne correspond à votre recherche.</Trans>
        </p>
      ) : (
        <ul className={styles.list}>
          {visible.map((job) => {
            const applyUrl = safeExternalUrl(job.applyUrl)
            const location = locationLabel(job)
            const date = formatDate(job.createdAt, locale)
            return (
              <li key={job.id} className={styles.row} data-testid="job-row">
                <div className={styles.rowMain}>
                  <h2 className={styles.rowTitle}>
                    <LocalizedLink to={companyPaths.job(header.slug, job.id)} className={styles.rowLink}>
                      {job.title}
                    </LocalizedLink>
                  </h2>
                  <ul className={styles.meta}>
                    {job.contractType ? <li className={styles.chip}>{job.contractType}</li> : null}
                    {job.experienceLevel ? <li>{job.experienceLevel}</li> : null}
                    {location ? <li>{location}</li> : null}
                    <li>
                      <Trans>Publié le {date}</Trans>
                    </li>
                  </ul>
                </div>
                {applyUrl ? (
                  <a href={applyUrl} target="_blank" rel="noopener noreferrer" className={styles.apply}>
                    <Trans>Postuler</Trans>
                    <span className={visuallyHidden}>
                      {' '}
                      <Trans>({plainText(job.title)}, nouvel onglet)</Trans>
                    </span>
                  </a>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
