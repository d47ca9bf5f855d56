import { Trans, useLingui } from '@lingui/react/macro'
import type { FormEvent } from 'react'
import { useId, useRef, useState } from 'react'
import * as styles from './demo-dialogs.css.ts'
import { useToast } from './toasts.tsx'
import { button, buttonSecondary } from './ui.css.ts'
import { useModalDialog } from './use-modal-dialog.ts'

export const PHOTO_TYPES = ['memorial', 'defunt'] as const
export type PhotoType = (typeof PHOTO_TYPES)[number]

/** The layout's inert photo upload (spec sections 2, 4 and 5): it validates, shows a toast, stores nothing. */
export function PhotoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui()
  const { toast } = useToast()
  const { ref, handleClose } = useModalDialog(open, onClose)
  const headingId = useId()
  const typeName = useId()
  const imageId = useId()
  const formRef = useRef<HTMLFormElement>(null)

  const [type, setType] = useState<PhotoType | null>(null)
  // Only whether a file was picked: the file itself is never read.
  const [hasImage, setHasImage] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const typeLabels: Record<PhotoType, string> = { memorial: t`Mémorial`, defunt: t`Défunt` }

  const reset = () => {
    // Clears the file input, which React does not control.
    formRef.current?.reset()
    setType(null)
    setHasImage(false)
    setError(null)
  }

  // Nothing is uploaded: demo only.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (type === null || !hasImage) {
      const text = t`Veuillez sélectionner un type et une image.`
      setError(text)
      toast({ title: text, variant: 'destructive' })
      return
    }
    toast({ title: t`Photo déposée` })
    reset()
    ref.current?.close()
  }

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={open ? headingId : undefined}
      onClose={handleClose}
      data-testid="demo-photo"
    >
      {open ? (
        <>
          <h2 id={headingId} className={styles.heading}>
            <Trans>Déposer une photo</Trans>
          </h2>
          {/* noValidate: the spec's toast replaces the browser's own messages. */}
          <form ref={formRef} className={styles.form} noValidate onSubmit={submit}>
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>
                <Trans>Type de photo</Trans>
              </legend>
              <div className={styles.choices}>
                {PHOTO_TYPES.map((value) => (
                  <label key={value} className={styles.choice}>
                    <input
                      className={styles.radio}
                      type="radio"
                      name={typeName}
                      value={value}
                      checked={type === value}
                      onChange={() => {
                        setType(value)
                        setError(null)
                      }}
                    />
                    {typeLabels[value]}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className={styles.field}>
              <label htmlFor={imageId} className={styles.label}>
                <Trans>Image</Trans>
              </label>
              <input
                id={imageId}
                className={styles.input}
                type="file"
                accept="image/*"
                onChange={(event) => {
                  setHasImage((event.currentTarget.files?.length ?? 0) > 0)
                  setError(null)
                }}
              />
            </div>
            {/* The toast sits under the modal's backdrop (inert), so the error is also said here. */}
            <p className={styles.error} role="alert">
              {error}
            </p>
            <div className={styles.actions}>
              <button type="button" className={buttonSecondary} onClick={() => ref.current?.close()}>
                <Trans>Fermer</Trans>
              </button>
              <button type="submit" className={button}>
                <Trans>Déposer</Trans>
              </button>
            </div>
          </form>
        </>
      ) : null}
    </dialog>
  )
}
