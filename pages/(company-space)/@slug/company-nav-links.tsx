import { useLingui } from '@lingui/react'
import { usePageContext } from 'vike-react/usePageContext'
import { LocalizedLink } from '#components/localized-link.tsx'
import type { CompanyHeader } from '#domain/company-header.ts'
import * as styles from './company-layout.css.ts'
import { companySections } from './company-sections.ts'

type Props = { header: CompanyHeader; linkClassName: string; tabIndex?: number }

/** Company, Team and Jobs (with the job count) links; the current one is marked. */
export function CompanyNavLinks({ header, linkClassName, tabIndex }: Props) {
  const { i18n } = useLingui()
  const { pathWithoutLocale } = usePageContext()
  return (
    <>
      {companySections(header.slug).map((section) => (
        <li key={section.key}>
          <LocalizedLink
            to={section.path}
            className={linkClassName}
            aria-current={pathWithoutLocale.startsWith(section.path) ? 'page' : undefined}
            tabIndex={tabIndex}
          >
            {i18n._(section.label)}
            {section.key === 'jobs' ? (
              <span className={styles.count} data-testid="job-count">
                {header.activeJobCount}
              </span>
            ) : null}
          </LocalizedLink>
        </li>
      ))}
    </>
  )
}
