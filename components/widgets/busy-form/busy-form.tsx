import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { busyFormWidget } from './contract.ts'

type Props = { action: string; className: string; children: ReactNode }

/**
 * A plain POST form that is sent once: busy-form.client.ts disables its submit button and
 * has it say 'Envoi...' as the post goes (and puts it back if the browser shows the page
 * again from its back-forward cache). The page gives its fields and buttons.
 */
export function BusyForm({ action, className, children }: Props) {
  const { t } = useLingui()
  return (
    <form method="post" action={action} className={className} {...busyFormWidget.root({ sending: t`Envoi...` })}>
      {children}
    </form>
  )
}
