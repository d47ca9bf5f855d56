import { Trans, useLingui } from '@lingui/react/macro'
import type { FormEvent } from 'react'
import { useEffect, useId, useRef, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { INTL_LOCALE } from '#domain/locale.ts'
import { ChoiceFieldset, DemoField, DemoFormFooter } from './demo-dialog-fields.tsx'
import * as styles from './demo-dialogs.css.ts'
import { DialogCloseButton, ModalDialog } from './modal-dialog.tsx'
import { PhotoDialog } from './photo-dialog.tsx'
import { useToast } from './toasts.tsx'
import { button, buttonSecondary } from './ui.css.ts'
import { useModalDialog } from './use-modal-dialog.ts'

/** Flower amounts offered, in euros (spec section 9). */
export const FLOWER_AMOUNTS_EUR = [40, 80, 120] as const
export type FlowerAmount = (typeof FLOWER_AMOUNTS_EUR)[number]

export type DemoDialogKind = 'fleurs' | 'photo'

export type DemoDialogsProps = {
  demo: DemoDialogKind | null
  onClose: () => void
}

/**
 * The layout's inert dialogs (spec sections 2, 4 and 5): flower delivery and photo upload.
 * Demo behaviour only: they validate and show a toast, and send or store nothing.
 */
export function DemoDialogs({ demo, onClose }: DemoDialogsProps) {
  return (
    <>
      <FlowerDialog open={demo === 'fleurs'} onClose={onClose} />
      <PhotoDialog open={demo === 'photo'} onClose={onClose} />
    </>
  )
}

/** Today's calendar date in Paris as YYYY-MM-DD, the format of <input type="date">. Browser only. */
function todayInParis(): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date())
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

function FlowerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui()
  const { toast } = useToast()
  const { locale } = usePageContext()
  const dialog = useModalDialog(open, onClose)
  const headingId = useId()
  const stepId = useId()
  const dateId = useId()
  const amountName = useId()
  const senderId = useId()
  const messageId = useId()
  const addressId = useId()
  const dateRef = useRef<HTMLInputElement>(null)
  const senderRef = useRef<HTMLInputElement>(null)
  // Set by Suivant and Retour so focus follows the step change, not the first render.
  const focusAfterStep = useRef(false)

  const [step, setStep] = useState<1 | 2>(1)
  // Left unset on the server: "today" is only computed in the browser, after hydration.
  const [minDate, setMinDate] = useState<string | undefined>(undefined)
  const [date, setDate] = useState('')
  const [amount, setAmount] = useState<FlowerAmount | null>(null)
  const [sender, setSender] = useState('')
  const [message, setMessage] = useState('')
  const [address, setAddress] = useState('')
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (open) setMinDate(todayInParis())
  }, [open])

  useEffect(() => {
    if (!focusAfterStep.current) return
    focusAfterStep.current = false
    ;(step === 2 ? senderRef : dateRef).current?.focus()
  }, [step])

  const currency = new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  })

  const reset = () => {
    setStep(1)
    setDate('')
    setAmount(null)
    setSender('')
    setMessage('')
    setAddress('')
    setError(null)
  }

  // noValidate on this form: the spec's toast replaces the browser's own messages for date and amount.
  const next = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const today = todayInParis()
    setMinDate(today)
    // Same YYYY-MM-DD format on both sides, so comparing the strings compares the dates.
    if (!date || date < today || amount === null) {
      const text = t`Erreur: Veuillez sélectionner une date et un montant.`
      setError(text)
      toast({ title: text, variant: 'destructive' })
      return
    }
    setError(null)
    focusAfterStep.current = true
    setStep(2)
  }

  const back = () => {
    focusAfterStep.current = true
    setStep(1)
  }

  // Only reached once the browser's required-field checks pass. Nothing is sent: demo only.
  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    toast({ title: t`Livraison programmée` })
    reset()
    dialog.ref.current?.close()
  }

  return (
    <ModalDialog
      control={dialog}
      open={open}
      headingId={headingId}
      descriptionId={stepId}
      className={styles.dialog}
      data-testid="demo-fleurs"
    >
      <h2 id={headingId} className={styles.heading}>
        <Trans>Faire livrer des fleurs</Trans>
      </h2>
      <p id={stepId} className={styles.step} aria-live="polite">
        {step === 1 ? t`Étape 1 sur 2` : t`Étape 2 sur 2`}
      </p>

      {step === 1 ? (
        <form className={styles.form} noValidate onSubmit={next}>
          <DemoField id={dateId} label={<Trans>Date de livraison</Trans>}>
            <input
              ref={dateRef}
              id={dateId}
              className={styles.input}
              type="date"
              lang={locale}
              min={minDate}
              value={date}
              onChange={(event) => {
                setDate(event.currentTarget.value)
                setError(null)
              }}
            />
          </DemoField>
          <ChoiceFieldset
            legend={<Trans>Montant</Trans>}
            name={amountName}
            values={FLOWER_AMOUNTS_EUR}
            selected={amount}
            labelOf={(value) => currency.format(value)}
            onSelect={(value) => {
              setAmount(value)
              setError(null)
            }}
          />
          <DemoFormFooter error={error} dialog={dialog.ref} submitLabel={<Trans>Suivant</Trans>} />
        </form>
      ) : (
        <form className={styles.form} onSubmit={confirm}>
          <DemoField id={senderId} label={<Trans>Votre nom</Trans>}>
            <input
              ref={senderRef}
              id={senderId}
              className={styles.input}
              type="text"
              autoComplete="name"
              required
              value={sender}
              onChange={(event) => setSender(event.currentTarget.value)}
            />
          </DemoField>
          <DemoField id={messageId} label={<Trans>Message</Trans>}>
            <textarea
              id={messageId}
              className={styles.textarea}
              rows={4}
              value={message}
              onChange={(event) => setMessage(event.currentTarget.value)}
            />
          </DemoField>
          <DemoField id={addressId} label={<Trans>Adresse de livraison</Trans>}>
            <textarea
              id={addressId}
              className={styles.textarea}
              rows={3}
              autoComplete="street-address"
              required
              value={address}
              onChange={(event) => setAddress(event.currentTarget.value)}
            />
          </DemoField>
          <div className={styles.actions}>
            <DialogCloseButton dialog={dialog.ref} />
            <button type="button" className={buttonSecondary} onClick={back}>
              <Trans>Retour</Trans>
            </button>
            <button type="submit" className={button}>
              <Trans>Confirmer</Trans>
            </button>
          </div>
        </form>
      )}
    </ModalDialog>
  )
}
