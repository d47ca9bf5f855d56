import { Trans, useLingui } from '@lingui/react/macro'
import type { FormEvent } from 'react'
import { useId, useRef, useState } from 'react'
import { ChoiceFieldset, DemoField, DemoFormFooter } from './demo-dialog-fields.tsx'
import * as styles from './demo-dialogs.css.ts'
import { ModalDialog } from './modal-dialog.tsx'
import { useToast } from './toasts.tsx'
import { useModalDialog } from './use-modal-dialog.ts'

export const PHOTO_TYPES = ['memorial', 'defunt'] as const
export type PhotoType = (typeof PHOTO_TYPES)[number]

/** The layout's inert photo upload (spec sections 2, 4 and 5): it validates, shows a toast, stores nothing. */
export function PhotoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui()
  const { toast } = useToast()
  const dialog = useModalDialog(open, onClose)
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
    dialog.ref.current?.close()
  }

  return (
    <ModalDialog control={dialog} open={open} headingId={headingId} className={styles.dialog} data-testid="demo-photo">
      <h2 id={headingId} className={styles.heading}>
        <Trans>Déposer une photo</Trans>
      </h2>
      {/* noValidate: the spec's toast replaces the browser's own messages. */}
      <form ref={formRef} className={styles.form} noValidate onSubmit={submit}>
        <ChoiceFieldset
          legend={<Trans>Type de photo</Trans>}
          name={typeName}
          values={PHOTO_TYPES}
          selected={type}
          labelOf={(value) => typeLabels[value]}
          onSelect={(value) => {
            setType(value)
            setError(null)
          }}
        />
        <DemoField id={imageId} label={<Trans>Image</Trans>}>
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
        </DemoField>
        <DemoFormFooter error={error} dialog={dialog.ref} submitLabel={<Trans>Déposer</Trans>} />
      </form>
    </ModalDialog>
  )
}
