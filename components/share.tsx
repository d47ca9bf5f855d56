import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useEffect, useId, useRef, useState } from 'react'
import { COPIED_FEEDBACK_DIALOG_MS, COPIED_FEEDBACK_MS, useCopiedFlag } from './copy-feedback.ts'
import { DialogCloseButton, ModalDialog } from './modal-dialog.tsx'
import * as styles from './share.css.ts'
import { useToast } from './toasts.tsx'
import { button, visuallyHidden } from './ui.css.ts'
import { useModalDialog } from './use-modal-dialog.ts'

export type ShareButtonProps = {
  /** Defaults to the page address at click time. */
  url?: string
  title: string
  /** Replaces the default button look. */
  className?: string
  label?: ReactNode
  copiedDurationMs?: number
  /** In a top bar: an icon, and the words only where there is room for them (not on small phones). */
  compact?: boolean
}

/**
 * 'Partager' (spec section 2): native share when the browser has it, else copy the link,
 * else (or when copying is refused) a dialog to copy it by hand.
 */
export function ShareButton({
  url,
  title,
  className,
  label,
  copiedDurationMs = COPIED_FEEDBACK_MS,
  compact = false,
}: ShareButtonProps) {
  const { t } = useLingui()
  const { toast } = useToast()
  const [copied, markCopied] = useCopiedFlag(copiedDurationMs)
  const [dialogUrl, setDialogUrl] = useState<string | null>(null)
  // A second click while the share sheet is open would make navigator.share() fail.
  const busy = useRef(false)

  const share = async () => {
    if (busy.current) return
    busy.current = true
    try {
      const target = url ?? window.location.href
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({ title, url: target })
        } catch (error) {
          if (!isAbortError(error)) {
            toast({
              title: t`Partage annulé`,
              description: t`Impossible de partager le lien pour le moment`,
              variant: 'destructive',
            })
          }
        }
        return
      }
      // Undefined outside secure contexts, despite the DOM types.
      if (navigator.clipboard?.writeText) {
        try {
          await navigator.clipboard.writeText(target)
          markCopied()
          toast({ title: t`Lien copié` })
          return
        } catch {
          // Permission refused: the dialog lets the visitor copy by hand, no error toast.
        }
      }
      setDialogUrl(target)
    } finally {
      busy.current = false
    }
  }

  return (
    <>
      <button type="button" className={className ?? styles.shareButton} onClick={share}>
        {compact ? <ShareIcon /> : null}
        <span className={compact ? styles.compactLabel : undefined}>
          {copied ? t`Lien copié` : (label ?? <Trans>Partager</Trans>)}
        </span>
      </button>
      {/* Always rendered, empty until a copy, so the change is announced. */}
      <span className={visuallyHidden} aria-live="polite">
        {copied ? t`Lien copié` : ''}
      </span>
      <ShareDialog open={dialogUrl !== null} url={dialogUrl ?? ''} onClose={() => setDialogUrl(null)} />
    </>
  )
}

export type ShareDialogProps = {
  open: boolean
  url: string
  onClose: () => void
  copiedDurationMs?: number
}

/** Modal with the page link in a read-only field and a 'Copier' button. Escape closes it (native). */
export function ShareDialog({ open, url, onClose, copiedDurationMs = COPIED_FEEDBACK_DIALOG_MS }: ShareDialogProps) {
  const { t } = useLingui()
  const { toast } = useToast()
  const [copied, markCopied] = useCopiedFlag(copiedDurationMs)
  const [failed, setFailed] = useState(false)
  const dialog = useModalDialog(open, onClose)
  const inputRef = useRef<HTMLInputElement>(null)
  const headingId = useId()
  const inputId = useId()

  // Runs after the hook's showModal(): each opening starts clean, with the link selected.
  useEffect(() => {
    if (!open) return
    setFailed(false)
    inputRef.current?.focus()
    inputRef.current?.select()
  }, [open])

  const copy = async () => {
    if (navigator.clipboard?.writeText) {
      try {
        await navigator.clipboard.writeText(url)
        setFailed(false)
        markCopied()
        return
      } catch {
        // Try the older way below.
      }
    }
    const input = inputRef.current
    if (input) {
      input.focus()
      input.select()
      try {
        // Deprecated but the only way left without the Clipboard API (or with its permission refused).
        if (document.execCommand('copy')) {
          setFailed(false)
          markCopied()
          return
        }
      } catch {
        // Reported below.
      }
    }
    setFailed(true)
    toast({ title: t`Erreur`, description: t`Impossible de copier le lien`, variant: 'destructive' })
  }

  return (
    <ModalDialog control={dialog} open={open} headingId={headingId} className={styles.dialog}>
      <h2 id={headingId} className={styles.heading}>
        <Trans>Partager</Trans>
      </h2>
      <label htmlFor={inputId} className={styles.label}>
        <Trans>Lien de la page</Trans>
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className={styles.input}
        type="url"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
      />
      {/* The toast sits under the modal's backdrop (inert), so the failure is also said here. */}
      <p className={styles.error} role="alert">
        {failed ? t`Impossible de copier le lien` : null}
      </p>
      <div className={styles.actions}>
        <DialogCloseButton dialog={dialog.ref} />
        <button type="button" className={button} onClick={copy}>
          {copied ? t`Lien copié` : <Trans>Copier</Trans>}
        </button>
      </div>
      <span className={visuallyHidden} aria-live="polite">
        {copied ? t`Lien copié` : ''}
      </span>
    </ModalDialog>
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

function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
}
