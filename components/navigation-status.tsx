import { Trans } from '@lingui/react/macro'
import * as styles from './navigation-status.css.ts'

/**
 * The loading text shown while the next page is fetched on client-side navigation
 * (spec: 'Chargement de l'offre...', 'Chargement de l'entreprise...'). Only the text of
 * html[data-navigating] is displayed.
 */
export function NavigationStatus() {
  return (
    <p className={styles.status} role="status">
      <span className={styles.job}>
        <Trans>Chargement de l'offre...</Trans>
      </span>
      <span className={styles.company}>
        <Trans>Chargement de l'entreprise...</Trans>
      </span>
    </p>
  )
}
