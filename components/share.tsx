import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { DialogCloseButton, TemplateDialog } from './modal-dialog.tsx'
import * as styles from './share.css.ts'
import { button, visuallyHidden } from './ui.css.ts'

export type ShareButtonProps = {
  title: string
  /** Replaces the default button look. */
  className?: string
  /** In a top bar: an icon, and the words only where there is room for them (not on small phones). */
  compact?: boolean
}

/**
 * 'Partager' (spec section 2): native share when the browser has it, else copy the link,
 * else (or when copying is refused) a dialog to copy it by hand. The behaviour is
 * client/share.ts (ADR 029); this renders its markup, every text translated here.
 */
export function ShareButton({ title, className, compact = false }: ShareButtonProps) {
  const { t } = useLingui()
  const dialogId = useId()
  const liveId = useId()
  return (
    <>
      <button
        type="button"
        className={className ?? styles.shareButton}
        data-share-title={title}
        data-share-failed={t`Partage annulé`}
        data-share-failed-detail={t`Impossible de partager le lien pour le moment`}
        data-copied={t`Lien copié`}
        data-error={t`Erreur`}
        data-copy-failed={t`Impossible de copier le lien`}
        data-dialog={dialogId}
        data-live={liveId}
      >
        {compact ? <ShareIcon /> : null}
        <span className={compact ? styles.compactLabel : undefined} data-label="">
          <Trans>Partager</Trans>
        </span>
      </button>
      {/* Always rendered, empty until a copy, so the change is announced. */}
      <span id={liveId} className={visuallyHidden} aria-live="polite" />
      <ShareDialog id={dialogId} />
    </>
  )
}

/** The page link in a read-only field and a 'Copier' button. Escape closes it (native). */
function ShareDialog({ id }: { id: string }) {
  const headingId = useId()
  const inputId = useId()
  return (
    <TemplateDialog id={id} headingId={headingId} className={styles.dialog}>
      <h2 id={headingId} className={styles.heading}>
        <Trans>Partager</Trans>
      </h2>
      <label htmlFor={inputId} className={styles.label}>
        <Trans>Lien de la page</Trans>
      </label>
      <input id={inputId} className={styles.input} type="url" readOnly />
      {/* The toast sits under the modal's backdrop (inert), so the failure is also said here. */}
      <p className={styles.error} role="alert" />
      <div className={styles.actions}>
        <DialogCloseButton />
        <button type="button" className={button} data-copy="">
          <Trans>Copier</Trans>
        </button>
      </div>
      <span className={visuallyHidden} aria-live="polite" />
    </TemplateDialog>
  )
}

/** Three linked dots, the usual sign for sharing; decorative (the words name the button). */
function ShareIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" className={styles.icon}>
      <g fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="15" cy="4.5" r="2.5" />
        <circle cx="5" cy="10" r="2.5" />
        <circle cx="15" cy="15.5" r="2.5" />
        <path d="M7.2 8.8l5.6-3.1M7.2 11.2l5.6 3.1" />
      </g>
    </svg>
  )
}
