import { Trans } from '@lingui/react/macro'
import type { PageContext } from 'vike/types'
import { usePageContext } from 'vike-react/usePageContext'
import { companyPaths, platformPaths } from '#domain/paths.ts'
import { LanguageSwitch } from './language-switch.tsx'
import { LocalizedLink } from './localized-link.tsx'
import * as styles from './site-chrome.css.ts'
import { container } from './ui.css.ts'

/**
 * Every page's footer: 'Propulsé par' and the provider's name (PROVIDER_NAME), the link to
 * the site's accessibility statement with its conformance status (as the RGAA asks of every
 * page, ADR 048), and the language switch.
 */
export function SiteFooter() {
  const pageContext = usePageContext()
  const { providerName } = pageContext
  return (
    <footer className={styles.footer}>
      <div className={`${container} ${styles.footerInner}`}>
        <p>
          <Trans>Propulsé par {providerName}</Trans>
        </p>
        <p>
          <StatementLink pageContext={pageContext} />
        </p>
        <LanguageSwitch />
      </div>
    </footer>
  )
}

/**
 * Where the spec hides the footer (the job detail, the application form), the statement's
 * link and conformance status still close the page, as the RGAA asks of every page: one
 * small line at the end of the main content, without the footer's 'Propulsé par'.
 */
export function AccessibilityMention() {
  const pageContext = usePageContext()
  return (
    <div className={container}>
      <p className={styles.accessibilityMention}>
        <StatementLink pageContext={pageContext} />
      </p>
    </div>
  )
}

function StatementLink({ pageContext }: { pageContext: PageContext }) {
  return (
    <LocalizedLink to={statementPath(pageContext)}>
      <Trans>Accessibilité : non conforme</Trans>
    </LocalizedLink>
  )
}

/**
 * A company space's pages link to its own statement; the others (the landing page, error
 * pages, even under a company's address: that company may not exist) to the platform's.
 */
function statementPath(pageContext: PageContext): string {
  const slug = pageContext.routeParams?.slug
  const rendered = !pageContext.is404 && pageContext.abortStatusCode === undefined && !pageContext.errorWhileRendering
  return slug && rendered ? companyPaths.accessibility(slug) : platformPaths.accessibility
}
