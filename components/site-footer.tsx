import { Trans } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { LanguageSwitch } from './language-switch.tsx'
import * as styles from './site-chrome.css.ts'
import { container } from './ui.css.ts'

/** Every page's footer: 'Propulsé par' and the provider's name (PROVIDER_NAME). */
export function SiteFooter() {
  const { providerName } = usePageContext()
  return (
    <footer className={styles.footer}>
      <div className={`${container} ${styles.footerInner}`}>
        <p>
          <Trans>Propulsé par {providerName}</Trans>
        </p>
        <LanguageSwitch />
      </div>
    </footer>
  )
}
