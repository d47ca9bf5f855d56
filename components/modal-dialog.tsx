import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import * as styles from './modal-dialog.css.ts'
import { buttonSecondary } from './ui.css.ts'

type TemplateDialogProps = {
  id?: string
  headingId: string
  descriptionId?: string
  className?: string
  /** Rendered open by the server (a form for visitors without JavaScript): a plain, non-modal dialog. */
  openWithoutScript?: boolean
  children: ReactNode
} & Record<`data-${string}`, string | undefined>

/**
 * The site's one dialog (client/modal-dialog.ts opens it, ADR 029): closed, its content in
 * a <template> that each opening clones, so a client without dialogs or scripts (a text
 * browser) shows no stray form or text. Its texts for the script go in `data-*`
 * attributes.
 */
export function TemplateDialog({
  headingId,
  descriptionId,
  className = styles.dialog,
  openWithoutScript = false,
  children,
  ...rest
}: TemplateDialogProps) {
  if (openWithoutScript) {
    return (
      <dialog open className={className} aria-labelledby={headingId} aria-describedby={descriptionId} {...rest}>
        {children}
      </dialog>
    )
  }
  return (
    <dialog className={className} data-labelledby={headingId} data-describedby={descriptionId} {...rest}>
      <template>{children}</template>
    </dialog>
  )
}

/** 'Fermer': closes the dialog the way Escape does (client/modal-dialog.ts wires `data-dialog-close`). */
export function DialogCloseButton() {
  return (
    <button type="button" className={buttonSecondary} data-dialog-close="">
      <Trans>Fermer</Trans>
    </button>
  )
}
