import { useLingui } from '@lingui/react/macro'
import { toastsWidget, toastWidget } from './contract.ts'
import * as styles from './toasts.css.ts'

/**
 * The notifications region, on every page (spec section 9). Toasts are added by
 * toasts.client.ts (ADR 029) to its list, the one polite live region, present and empty in
 * the server's HTML so that what is added to it is announced (Sonner's model); an error's
 * toast is also an alert. The region's <template> holds one toast's markup with its
 * translated 'Fermer', so the script has no text or style of its own.
 */
export function ToastRegion() {
  const { t } = useLingui()
  return (
    // A named <section> has the implicit role "region".
    <section className={styles.region} aria-label={t`Notifications`} {...toastsWidget.root()}>
      <ol className={styles.list} aria-live="polite" aria-relevant="additions text" {...toastsWidget.target('list')} />
      <template {...toastsWidget.target('model')}>
        <li className={styles.toast} {...toastWidget.root()} {...toastWidget.state('variant', 'default')}>
          {/* The message apart from the close button, so 'Fermer' is not read with it. */}
          <div className={styles.content} {...toastWidget.target('content')}>
            <span className={styles.title} {...toastWidget.target('title')} />
            <span className={styles.description} {...toastWidget.target('description')} />
          </div>
          <button type="button" className={styles.close} aria-label={t`Fermer`} {...toastWidget.target('close')}>
            <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </li>
      </template>
    </section>
  )
}
