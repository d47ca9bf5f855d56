import { useLingui } from '@lingui/react/macro'
import * as styles from './toasts.css.ts'

/**
 * The notifications region, on every page (spec section 9). Toasts are added by
 * client/toasts.ts (ADR 029); the region's <template> holds one toast's markup with its
 * translated 'Fermer', and the destructive variant's class, so the script has no text or
 * style of its own.
 */
export function ToastRegion() {
  const { t } = useLingui()
  return (
    // A named <section> has the implicit role "region".
    <section
      className={styles.region}
      aria-label={t`Notifications`}
      data-toasts=""
      data-destructive-class={styles.toast.destructive}
    >
      <ol className={styles.list} />
      <template>
        <li className={styles.toast.default} data-toast="" data-variant="default">
          {/* The live part leaves the close button out, so 'Fermer' is not read with the message. */}
          <div className={styles.content} role="status" aria-live="polite" aria-atomic="true" data-toast-content="">
            <span className={styles.title} />
            <span className={styles.description} />
          </div>
          <button type="button" className={styles.close} aria-label={t`Fermer`}>
            <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </li>
      </template>
    </section>
  )
}
