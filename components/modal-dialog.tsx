import { Trans } from '@lingui/react/macro'
import type { ReactNode, RefObject } from 'react'
import * as styles from './modal-dialog.css.ts'
import { buttonSecondary } from './ui.css.ts'
import type { useModalDialog } from './use-modal-dialog.ts'

type ModalDialogProps = {
  /** What `useModalDialog` returned: it opens and closes this <dialog>. */
  control: ReturnType<typeof useModalDialog>
  /** Whether the content is rendered and the labels point at it. */
  open: boolean
  headingId: string
  descriptionId?: string
  className?: string
  /** Rendered open by the server (no JavaScript): a plain, non-modal dialog. */
  openWithoutScript?: boolean
  'data-testid'?: string
  children: ReactNode
}

/**
 * The site's dialog: always in the markup, closed, and empty while closed, so a client
 * without dialogs (a text browser) shows no stray form or text.
 */
export function ModalDialog({
  control,
  open,
  headingId,
  descriptionId,
  className = styles.dialog,
  openWithoutScript,
  children,
  ...rest
}: ModalDialogProps) {
  return (
    <dialog
      ref={control.ref}
      className={className}
      aria-labelledby={open ? headingId : undefined}
      aria-describedby={open ? descriptionId : undefined}
      onClose={control.handleClose}
      open={openWithoutScript || undefined}
      {...rest}
    >
      {open ? children : null}
    </dialog>
  )
}

/** 'Fermer': closes the dialog the way Escape does, so its close handler reports it. */
export function DialogCloseButton({ dialog }: { dialog: RefObject<HTMLDialogElement | null> }) {
  return (
    <button type="button" className={buttonSecondary} onClick={() => dialog.current?.close()}>
      <Trans>Fermer</Trans>
    </button>
  )
}
