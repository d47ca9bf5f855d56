import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { buttonSecondary } from '#components/ui.css.ts'
import { moneyFormat } from '#domain/format-money.ts'
import { TemplateDialog } from '../modal-dialog/modal-dialog.tsx'
import { demoDialogWidget } from './contract.ts'
import { ChoiceFieldset, DemoField, DemoFormFooter } from './demo-dialog-fields.tsx'
import * as styles from './demo-dialogs.css.ts'

/** Flower amounts offered, in euros (spec section 9). */
export const FLOWER_AMOUNTS_EUR = [40, 80, 120] as const

export const PHOTO_TYPES = ['memorial', 'defunt'] as const

/**
 * The company layout's inert dialogs (spec sections 2, 4 and 5): flower delivery and photo
 * upload, in no navigation: `?demo=fleurs|photo` opens one. Their behaviour is
 * demo-dialogs.client.ts (ADR 029); this renders them closed, with their texts.
 */
export function DemoDialogs() {
  return (
    <>
      <FlowerDialog />
      <PhotoDialog />
    </>
  )
}

function FlowerDialog() {
  const { t } = useLingui()
  const { locale } = usePageContext()
  const headingId = useId()
  const stepId = useId()
  const dateId = useId()
  const amountName = useId()
  const senderId = useId()
  const messageId = useId()
  const addressId = useId()
  const currency = moneyFormat(locale, 'EUR', { wholeUnits: true })
  return (
    <TemplateDialog
      headingId={headingId}
      descriptionId={stepId}
      className={styles.dialog}
      data-testid="demo-fleurs"
      {...demoDialogWidget.root({
        kind: 'fleurs',
        texts: {
          step1: t`Étape 1 sur 2`,
          step2: t`Étape 2 sur 2`,
          error: t`Erreur: Veuillez sélectionner une date et un montant.`,
          done: t`Livraison programmée`,
        },
      })}
    >
      <h2 id={headingId} className={styles.heading}>
        <Trans>Faire livrer des fleurs</Trans>
      </h2>
      <p id={stepId} className={styles.step} aria-live="polite" {...demoDialogWidget.target('step')}>
        <Trans>Étape 1 sur 2</Trans>
      </p>
      {/* noValidate: the spec's toast replaces the browser's own messages for date and amount. */}
      <form className={styles.form} noValidate>
        <DemoField id={dateId} label={<Trans>Date de livraison</Trans>}>
          <input id={dateId} className={styles.input} type="date" lang={locale} />
        </DemoField>
        <ChoiceFieldset
          legend={<Trans>Montant</Trans>}
          name={amountName}
          values={FLOWER_AMOUNTS_EUR}
          labelOf={(value) => currency.format(value)}
        />
        <DemoFormFooter submitLabel={<Trans>Suivant</Trans>} />
      </form>
      <form className={styles.form} hidden>
        <DemoField id={senderId} label={<Trans>Votre nom</Trans>}>
          <input id={senderId} className={styles.input} type="text" autoComplete="name" required />
        </DemoField>
        <DemoField id={messageId} label={<Trans>Message</Trans>}>
          <textarea id={messageId} className={styles.textarea} rows={4} />
        </DemoField>
        <DemoField id={addressId} label={<Trans>Adresse de livraison</Trans>}>
          <textarea id={addressId} className={styles.textarea} rows={3} autoComplete="street-address" required />
        </DemoField>
        <DemoFormFooter submitLabel={<Trans>Confirmer</Trans>}>
          <button type="button" className={buttonSecondary} {...demoDialogWidget.target('back')}>
            <Trans>Retour</Trans>
          </button>
        </DemoFormFooter>
      </form>
    </TemplateDialog>
  )
}

function PhotoDialog() {
  const { t } = useLingui()
  const headingId = useId()
  const typeName = useId()
  const imageId = useId()
  const typeLabels = { memorial: t`Mémorial`, defunt: t`Défunt` }
  return (
    <TemplateDialog
      headingId={headingId}
      className={styles.dialog}
      data-testid="demo-photo"
      {...demoDialogWidget.root({
        kind: 'photo',
        texts: { error: t`Veuillez sélectionner un type et une image.`, done: t`Photo déposée` },
      })}
    >
      <h2 id={headingId} className={styles.heading}>
        <Trans>Déposer une photo</Trans>
      </h2>
      {/* noValidate: the spec's toast replaces the browser's own messages. */}
      <form className={styles.form} noValidate>
        <ChoiceFieldset
          legend={<Trans>Type de photo</Trans>}
          name={typeName}
          values={PHOTO_TYPES}
          labelOf={(value) => typeLabels[value]}
        />
        <DemoField id={imageId} label={<Trans>Image</Trans>}>
          <input id={imageId} className={styles.input} type="file" accept="image/*" />
        </DemoField>
        <DemoFormFooter submitLabel={<Trans>Déposer</Trans>} />
      </form>
    </TemplateDialog>
  )
}
