import type { ReactNode } from 'react'
import { button } from '#components/ui.css.ts'
import { DialogCloseButton } from '../modal-dialog/modal-dialog.tsx'
import { demoDialogWidget } from './contract.ts'
import * as styles from './demo-dialogs.css.ts'

/** A labelled control of a demo dialog; `id` is the control's, which the label points at. */
export function DemoField({ id, label, children }: { id: string; label: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
    </div>
  )
}

type ChoiceFieldsetProps<Value extends string | number> = {
  legend: ReactNode
  /** The radios' shared name (one group per dialog). */
  name: string
  values: readonly Value[]
  labelOf: (value: Value) => ReactNode
}

/** One choice among a few, as pill-shaped radios whose whole label is the touch target. */
export function ChoiceFieldset<Value extends string | number>({
  legend,
  name,
  values,
  labelOf,
}: ChoiceFieldsetProps<Value>) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choices}>
        {values.map((value) => (
          <label key={value} className={styles.choice}>
            <input className={styles.radio} type="radio" name={name} value={value} />
            {labelOf(value)}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/**
 * A demo form's end: its error (demo-dialogs.client.ts fills it), then 'Fermer', any
 * other button (`children`) and the submit button.
 */
export function DemoFormFooter({ submitLabel, children }: { submitLabel: ReactNode; children?: ReactNode }) {
  return (
    <>
      {/* The toast sits under the modal's backdrop (inert), so the error is also said here. */}
      <p className={styles.error} role="alert" {...demoDialogWidget.target('error')} />
      <div className={styles.actions}>
        <DialogCloseButton />
        {children}
        <button type="submit" className={button}>
          {submitLabel}
        </button>
      </div>
    </>
  )
}
