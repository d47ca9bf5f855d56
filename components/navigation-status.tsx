import { Trans } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'
import * as styles from './navigation-status.css.ts'

/** What a client-side navigation is loading, by the spec's loading texts. */
export type NavigationLoading = 'job' | 'company' | 'page'

let loading: NavigationLoading | null = null
const listeners = new Set<() => void>()

/** Called by the page transition hooks (pages/+onPageTransition*.ts). */
export function setNavigationLoading(next: NavigationLoading | null) {
  loading = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The loading text shown while the next page is fetched on client-side navigation (spec:
 * 'Chargement de l'offre...', 'Chargement de l'entreprise...', the form's 'Chargement...').
 * The server renders it empty: a page's HTML never starts with a loading text (a text
 * browser would show it). The live region stays in place, so the text is announced.
 */
export function NavigationStatus() {
  const shown = useSyncExternalStore(
    subscribe,
    () => loading,
    () => null,
  )
  return (
    <p className={styles.status} role="status">
      {shown === 'job' ? (
        <Trans>Chargement de l'offre...</Trans>
      ) : shown === 'company' ? (
        <Trans>Chargement de l'entreprise...</Trans>
      ) : shown === 'page' ? (
        <Trans>Chargement...</Trans>
      ) : null}
    </p>
  )
}
