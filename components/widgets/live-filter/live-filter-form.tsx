import { Trans, useLingui } from '@lingui/react/macro'
import { buttonSecondary, visuallyHidden } from '#components/ui.css.ts'
import { JOB_FACET_NAMES, JOB_FILTER_MAX_LENGTH, type JobFacetName } from '#domain/job-list.ts'
import { liveFilterWidget } from './contract.ts'
import * as styles from './live-filter-form.css.ts'

type Props = {
  /** The list's own address: the form's GET target. */
  action: string
  /** The search as shown. */
  query: string
  /** Each facet's options, as the page's +data lists them. */
  facets: Record<JobFacetName, readonly { value: string; label: string }[]>
  /** Each facet's selected value, spelled as its option is ('CDI' for a URL's 'cdi'). */
  selected: Record<JobFacetName, string>
}

/**
 * The job list's filters (spec section 2, ADR 018): a GET form that works without
 * JavaScript ('Filtrer' in a `noscript`); live-filter.client.ts submits it as one types and
 * swaps the page's live parts (its targets, which the page marks) for the server's new ones.
 */
export function LiveFilterForm({ action, query, facets, selected }: Props) {
  const { t } = useLingui()
  const facetLabels: Record<JobFacetName, { label: string; all: string }> = {
    contract: { label: t`Type de contrat`, all: t`Tous les types` },
    city: { label: t`Ville`, all: t`Toutes les villes` },
    remote: { label: t`Télétravail`, all: t`Tous les modes de travail` },
  }
  return (
    <search>
      <form method="get" action={action} className={styles.filters} {...liveFilterWidget.root()}>
        <label className={styles.field}>
          <span className={visuallyHidden}>
            <Trans>Rechercher un poste</Trans>
          </span>
          <input
            type="search"
            name="q"
            defaultValue={query}
            maxLength={JOB_FILTER_MAX_LENGTH}
            placeholder={t`Rechercher un poste`}
            className={styles.input}
          />
        </label>
        {JOB_FACET_NAMES.map((facet) => {
          const options = facets[facet]
          const chosen = selected[facet]
          return (
            <label key={facet} className={styles.field}>
              <span className={visuallyHidden}>{facetLabels[facet].label}</span>
              <select name={facet} defaultValue={chosen} className={styles.input}>
                <option value="">{facetLabels[facet].all}</option>
                {/* A value from the URL beyond the listed options stays selectable and shown. */}
                {chosen !== '' && !options.some((option) => option.value === chosen) ? (
                  <option value={chosen}>{chosen}</option>
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
  )
}
