import { getFormProps } from '@conform-to/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, type ReactNode, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { Field } from '#components/forms.tsx'
import { button, buttonSecondary } from '#components/ui.css.ts'
import { responsiveImage } from '#domain/company-images/paths.ts'
import { IMAGE_KINDS, type ImageKind } from '#domain/company-images/sizes.ts'
import { type ImageUploadAnswer, imageUploadSchema } from '#domain/company-images/upload-form.ts'
import { editorFieldMessage } from '../editor-messages.ts'
import * as styles from '../workspace.css.ts'
import { useTranslate, useWorkspaceForm } from '../workspace-form.ts'
import type { Data } from './+data.ts'
import * as images from './company-images.css.ts'

/** An image shown at thumbnail size, with the button that deletes it (an upload of this editor). */
function CurrentImage({
  path,
  id,
  caption,
  remove,
}: {
  path: string
  id: string | null
  caption: ReactNode
  remove: string
}) {
  const { src } = responsiveImage(path)
  const { locale } = usePageContext()
  return (
    <figure className={images.figure}>
      <img src={src} alt="" className={images.thumbnail} />
      <figcaption>{caption}</figcaption>
      {id ? (
        <form method="post" action={`/${locale}/workspace/company/images/${id}/delete`}>
          <button type="submit" className={buttonSecondary}>
            {remove}
          </button>
        </form>
      ) : null}
    </figure>
  )
}

export type SavedUpload = Extract<ImageUploadAnswer, { status: 'saved' }>

/**
 * The company's logo, cover and photos uploaded (ADR 081): a plain multipart form, saved at
 * once (the page's other fields are saved by their own button). Photos then appear in the
 * "Photos" list below, where their alternative text is edited and their order changed. With
 * JavaScript the page sends it itself and stays (what was typed below is kept): the upload is
 * shown in place, said in the status line, and handed to the page's form (`onUploaded`).
 */
export function CompanyImages({
  current,
  result,
  version,
  onUploaded,
}: {
  current: Data['images']
  result: unknown
  /** The page form's version, sent along: the answer says whether the form may move on with the upload. */
  version: number
  onUploaded: (upload: SavedUpload) => void
}) {
  const { t } = useLingui()
  const { locale } = usePageContext()
  const [shown, setShown] = useState(current)
  const [lastResult, setLastResult] = useState(result)
  const [said, setSaid] = useState('')
  const [sending, setSending] = useState(false)
  const send = async (event: FormEvent<HTMLFormElement>, { formData }: { formData: FormData }) => {
    event.preventDefault()
    if (sending) return
    setSending(true)
    setSaid(t`Envoi de l'image…`)
    formData.set('version', String(version))
    try {
      const response = await fetch(event.currentTarget.action, {
        method: 'POST',
        body: formData,
        headers: { Accept: 'application/json' },
      })
      const answer = (await response.json()) as ImageUploadAnswer
      if (answer.status === 'refused') {
        setLastResult(answer.reply)
        setSaid(t`Image refusée : voir le message sous le champ.`)
        return
      }
      setLastResult(undefined)
      if (answer.kind !== 'photo')
        setShown((before) => ({ ...before, [answer.kind]: { path: answer.path, id: answer.id } }))
      onUploaded(answer)
      setSaid(
        answer.kind === 'photo'
          ? t`Photo enregistrée : elle est ajoutée à la liste « Photos » ci-dessous.`
          : t`Image enregistrée : votre page publique la montrera d'ici une minute.`,
      )
      form.reset()
    } catch {
      setSaid(t`L'image n'a pas pu être envoyée : vérifiez votre connexion et réessayez.`)
    } finally {
      setSending(false)
    }
  }
  const [form, fields] = useWorkspaceForm({
    id: 'company-image',
    schema: imageUploadSchema,
    lastResult,
    shouldValidate: 'onSubmit',
    onSubmit: (event, context) => void send(event, context),
  })
  const translate = useTranslate()
  const message = (errors: string[] | undefined) => editorFieldMessage(translate, errors)
  const kindLabels: Record<ImageKind, string> = { logo: t`Logo`, cover: t`Couverture`, photo: t`Photo de la galerie` }
  return (
    <section aria-labelledby="images-title" className={styles.form}>
      <h2 id="images-title">
        <Trans>Images</Trans>
      </h2>
      <p>
        <Trans>
          Chaque image est enregistrée dès son envoi, sans le reste de la page : enregistrez d'abord ce que vous avez
          modifié plus bas.
        </Trans>
      </p>
      <div className={images.current}>
        {shown.logo ? (
          <CurrentImage {...shown.logo} caption={<Trans>Logo</Trans>} remove={t`Supprimer le logo`} />
        ) : null}
        {shown.cover ? (
          <CurrentImage {...shown.cover} caption={<Trans>Couverture</Trans>} remove={t`Supprimer la couverture`} />
        ) : null}
      </div>
      <p role="status" aria-live="polite">
        {said}
      </p>
      <form
        method="post"
        encType="multipart/form-data"
        action={`/${locale}/workspace/company/images`}
        {...getFormProps(form)}
        className={styles.form}
      >
        <fieldset className={images.kinds}>
          <legend>
            <Trans>Ajouter une image</Trans>
          </legend>
          {IMAGE_KINDS.map((kind) => (
            <label key={kind}>
              <input type="radio" name={fields.kind.name} value={kind} defaultChecked={kind === 'photo'} />{' '}
              {kindLabels[kind]}
            </label>
          ))}
        </fieldset>
        <Field
          name={fields.image.name}
          label={<Trans>Fichier : PNG, JPEG ou WebP (un logo peut être un SVG), 5 Mo au plus</Trans>}
          error={message(fields.image.errors)}
        >
          {(props) => <input {...props} type="file" accept="image/png,image/jpeg,image/webp,image/svg+xml" />}
        </Field>
        <Field
          name={fields.alt.name}
          label={<Trans>Texte alternatif (obligatoire pour une photo : ce qu'elle montre)</Trans>}
          error={message(fields.alt.errors)}
        >
          {(props) => <input {...props} type="text" maxLength={200} />}
        </Field>
        <button type="submit" className={button} aria-disabled={sending || undefined}>
          <Trans>Envoyer l'image</Trans>
        </button>
      </form>
    </section>
  )
}
