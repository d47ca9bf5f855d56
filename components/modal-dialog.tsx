import { Trans } from '@lingui/react/macro'
import type { ReactNode, RefObject } from 'react'
import { HydratableTemplate } from './hydratable-template.tsx'
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

type TemplateDialogProps = {
  id?: string
  headingId: string
  descriptionId?: string
  className?: string
  children: ReactNode
} & Record<`data-${string}`, string | undefined>

/**
 * The site's dialog as scripts open it (client/modal-dialog.ts, ADR 029): closed, its
 * content in a <template> that each opening clones, so a client without dialogs or
 * scripts (a text browser) shows no stray form or text. Its texts for the script go in
 * `data-*` attributes.
 */
export function TemplateDialog({
  headingId,
  descriptionId,
  className = styles.dialog,
  children,
  ...rest
}: TemplateDialogProps) {
  return (
    <dialog className={className} data-labelledby={headingId} data-describedby={descriptionId} {...rest}>
      <HydratableTemplate>{children}</HydratableTemplate>
    </dialog>
  )
}

/** 'Fermer': closes the dialog the way Escape does, so its close handler reports it. */
export function DialogCloseButton({ dialog }: { dialog?: RefObject<HTMLDialogElement | null> }) {
  return (
    // data-dialog-close: client/modal-dialog.ts wires it in the dialogs it opens.
    <button
      type="button"
      className={buttonSecondary}
      data-dialog-close=""
      onClick={dialog ? () => dialog.current?.close() : undefined}
    >
      <Trans>Fermer</Trans>
    </button>
  )
}
