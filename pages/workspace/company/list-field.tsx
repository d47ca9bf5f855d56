import type { FieldMetadata } from '@conform-to/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { buttonSecondary } from '#components/ui.css.ts'
import * as styles from '../workspace.css.ts'

type ButtonProps = { name: string; value: string; form: string; formNoValidate: boolean }

/** conform's list intents for one list, as the page builds them from its form. */
export type ListButtons = {
  up: (index: number) => ButtonProps
  down: (index: number) => ButtonProps
  remove: (index: number) => ButtonProps
  add: () => ButtonProps
}

/**
 * A list of the company form (key figures, offices, steps…): each item with buttons to move it
 * up or down and to remove it, and a button to add one. They are submit buttons with conform's
 * intents, so they work with the keyboard and without JavaScript (the server answers the form
 * with the list changed); with JavaScript, conform changes it in place.
 */
export function ListField<T>({
  buttons,
  field,
  legend,
  renderItem,
  max,
  addable = true,
}: {
  buttons: ListButtons
  field: FieldMetadata<T[] | undefined>
  legend: ReactNode
  renderItem: (item: FieldMetadata<T>, index: number) => ReactNode
  max: number
  /** False for a list whose items come from elsewhere (photos: the image form). */
  addable?: boolean
}) {
  const { t } = useLingui()
  const items = field.getFieldList()
  return (
    <fieldset className={styles.form}>
      <legend>{legend}</legend>
      <ol>
        {items.map((item, index) => (
          <li key={item.key}>
            {renderItem(item as FieldMetadata<T>, index)}
            <div className={styles.actions}>
              {index > 0 ? (
                <MoveButton intent={buttons.up(index)} label={t`Monter l'élément ${index + 1}`} arrow="↑" />
              ) : null}
              {index < items.length - 1 ? (
                <MoveButton intent={buttons.down(index)} label={t`Descendre l'élément ${index + 1}`} arrow="↓" />
              ) : null}
              <button type="submit" className={buttonSecondary} {...buttons.remove(index)}>
                <Trans>Retirer</Trans>
              </button>
            </div>
          </li>
        ))}
      </ol>
      {addable && items.length < max ? (
        <button type="submit" className={buttonSecondary} {...buttons.add()}>
          <Trans>Ajouter</Trans>
        </button>
      ) : null}
    </fieldset>
  )
}

/** An arrow that moves an item, named for screen readers by what it does. */
function MoveButton({ intent, label, arrow }: { intent: ButtonProps; label: string; arrow: string }) {
  return (
    <button type="submit" className={buttonSecondary} {...intent} aria-label={label}>
      {arrow}
    </button>
  )
}
