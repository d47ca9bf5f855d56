import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { visuallyHidden } from '#components/ui.css.ts'
import { type JobFilters, jobListSearch, pageWindow } from '#domain/job-list.ts'
import { localizedPath } from '#domain/paths.ts'
import * as styles from './job-list.css.ts'

type Props = { filters: JobFilters; page: number; lastPage: number; hasNext: boolean }

/**
 * Previous, numbered and next links: plain links that keep the filters, so they work
 * without JavaScript and crawlers reach every page (ADR 018); with JavaScript Vike
 * follows them client-side.
 */
export function JobPagination({ filters, page, lastPage, hasNext }: Props) {
  const { locale, pathWithoutLocale } = usePageContext()
  const { t } = useLingui()
  if (page === 1 && !hasNext) return null
  const href = (target: number) => `${localizedPath(locale, pathWithoutLocale)}${jobListSearch(filters, target)}`
  return (
    <nav aria-label={t`Pages de la liste des offres`} className={styles.pagination}>
      {page > 1 ? (
        <a href={href(page - 1)} rel="prev" className={styles.pageLink}>
          <Trans>Précédent</Trans>
        </a>
      ) : null}
      <ol className={styles.pages}>
        {pageWindow(page, lastPage).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={number}>
              {number === page ? (
                <span aria-current="page" className={styles.currentPage}>
                  <span className={visuallyHidden}>
                    <Trans>Page</Trans>{' '}
                  </span>
                  {number}
                </span>
              ) : (
                <a href={href(number)} className={styles.pageLink}>
                  <span className={visuallyHidden}>
                    <Trans>Page</Trans>{' '}
                  </span>
                  {number}
                </a>
              )}
            </li>
          ),
        )}
      </ol>
      {hasNext ? (
        <a href={href(page + 1)} rel="next" className={styles.pageLink}>
          <Trans>Suivant</Trans>
        </a>
      ) : null}
    </nav>
  )
}
