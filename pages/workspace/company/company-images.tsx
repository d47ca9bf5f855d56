import { getFormProps } from '@conform-to/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { Field } from '#components/forms.tsx'
import { button, buttonSecondary } from '#components/ui.css.ts'
import { responsiveImage } from '#domain/company-images/paths.ts'
import { IMAGE_KINDS, type ImageKind } from '#domain/company-images/sizes.ts'
import { imageUploadSchema } from '#domain/company-images/upload-form.ts'
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

/**
 * The company's logo, cover and photos uploaded (ADR 081): a plain multipart form, saved at
 * once (the page's other fields are saved by their own button). Photos then appear in the
 * "Photos" list below, where their alternative text is edited and their order changed.
 */
export function CompanyImages({ current, result }: { current: Data['images']; result: unknown }) {
  const { t } = useLingui()
  const { locale } = usePageContext()
  const [form, fields] = useWorkspaceForm({
    id: 'company-image',
    schema: imageUploadSchema,
    lastResult: result,
    shouldValidate: 'onSubmit',
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
        {current.logo ? (
          <CurrentImage {...current.logo} caption={<Trans>Logo</Trans>} remove={t`Supprimer le logo`} />
        ) : null}
        {current.cover ? (
          <CurrentImage {...current.cover} caption={<Trans>Couverture</Trans>} remove={t`Supprimer la couverture`} />
        ) : null}
      </div>
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
        <button type="submit" className={button}>
          <Trans>Envoyer l'image</Trans>
        </button>
      </form>
    </section>
  )
}
