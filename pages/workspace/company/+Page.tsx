import { type FieldMetadata, getFormProps } from '@conform-to/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { button, buttonSecondary, card, container, visuallyHidden } from '#components/ui.css.ts'
import { companyFormSchema, SEO_PAGE_KEYS } from '#domain/company-form.ts'
import { responsiveImage } from '#domain/company-images/paths.ts'
import { GALLERY_MAX } from '#domain/company-lists.ts'
import { PLANS_WITH_OWN_ACCENT_COLOR, type PlanId } from '#domain/plans.ts'
import { MarkdownField, TextField } from '../jobs/@id/job-fields.tsx'
import { RefusalNotice } from '../jobs/@id/refusal-notice.tsx'
import { PreviewLinks } from '../preview-links.tsx'
import * as styles from '../workspace.css.ts'
import { initialText, useWorkspaceForm } from '../workspace-form.ts'
import type { Data } from './+data.ts'
import { AccentNote } from './accent-note.tsx'
import * as imageStyles from './company-images.css.ts'
import { CompanyImages, type SavedUpload } from './company-images.tsx'
import { type ListButtons, ListField } from './list-field.tsx'

type Text = FieldMetadata<string | undefined>
const text = (field: unknown) => field as Text

/** Steps were stored as strings or {step, title, description}: the form edits titles and descriptions. */
const steps = (stored: unknown) =>
  (Array.isArray(stored) ? stored : []).map((step) =>
    typeof step === 'string' ? { title: step } : { title: step?.title, description: step?.description },
  )

/** /{lang}/workspace/company: every field of the company's space, lists with their order. */
export default function CompanyEditorPage() {
  const { company, images, answer, done } = useData<Data>()
  const { locale } = usePageContext()
  const { t } = useLingui()
  const [form, fields] = useWorkspaceForm({
    id: 'company',
    schema: companyFormSchema,
    lastResult: answer.lastResult,
    defaultValue: {
      ...company,
      version: String(company.version),
      recruitmentProcess: steps(company.recruitmentProcess),
    },
  })
  const listButtons = (name: string): ListButtons => ({
    up: (index) => form.reorder.getButtonProps({ name, from: index, to: index - 1 }),
    down: (index) => form.reorder.getButtonProps({ name, from: index, to: index + 1 }),
    remove: (index) => form.remove.getButtonProps({ name, index }),
    add: () => form.insert.getButtonProps({ name }),
  })
  // An upload sent by the image form's script moves the page's version on; the form follows
  // unless someone else had changed the page first (then its save is refused, as it should be).
  const [version, setVersion] = useState(company.version)
  const onUploaded = (upload: SavedUpload) => {
    if (upload.version !== null) setVersion(upload.version)
    const listed = fields.photos.getFieldList().some((item) => item.getFieldset().url.value === upload.path)
    if (upload.kind === 'photo' && !listed)
      form.insert({ name: fields.photos.name, defaultValue: { url: upload.path, alt: upload.alt } })
  }
  const branded = PLANS_WITH_OWN_ACCENT_COLOR.includes(company.plan as PlanId)
  const social = fields.socialLinks.getFieldset()
  const seo = fields.seoPages.getFieldset()
  return (
    <div className={container}>
      <p>
        <a href={`/${locale}/workspace`}>
          <Trans>← Votre espace</Trans>
        </a>
      </p>
      <h1>
        <Trans>Votre page entreprise</Trans>
      </h1>
      <div role="status" className={styles.status}>
        {done ? (
          <p className={card}>
            <Trans>Modifications enregistrées : votre page publique les montrera d'ici une minute.</Trans>
          </p>
        ) : null}
      </div>
      <RefusalNotice refusal={answer.refusal} />
      <CompanyImages current={images} result={answer.imageResult} version={version} onUploaded={onUploaded} />
      <form method="post" action={`/${locale}/workspace/company`} {...getFormProps(form)} className={styles.form}>
        <input type="hidden" name={fields.version.name} value={String(version)} />
        {/* Enter in a field presses a form's first submit button: here, saving, not a list's "Remove". */}
        <button type="submit" name="intent" value="save" className={visuallyHidden} tabIndex={-1} aria-hidden="true">
          <Trans>Enregistrer</Trans>
        </button>
        <TextField field={fields.name} label={<Trans>Nom de l'entreprise</Trans>} />
        <TextField field={fields.baseline} label={<Trans>Accroche</Trans>} />
        <MarkdownField field={fields.description} label={<Trans>Présentation</Trans>} />
        <MarkdownField field={fields.values} label={<Trans>Valeurs</Trans>} />
        <MarkdownField field={fields.vision} label={<Trans>Vision</Trans>} />
        <TextField field={fields.website} label={<Trans>Site web</Trans>} type="url" />
        <TextField field={fields.industry} label={<Trans>Secteur</Trans>} />
        <TextField field={fields.sizeRange} label={<Trans>Taille</Trans>} />
        <TextField field={fields.headquarters} label={<Trans>Siège</Trans>} />
        <TextField field={fields.location} label={<Trans>Localisation</Trans>} />
        <TextField field={fields.foundedYear} label={<Trans>Année de création</Trans>} inputMode="decimal" />
        <TextField field={fields.averageAge} label={<Trans>Âge moyen</Trans>} inputMode="decimal" />
        <TextField field={fields.turnover} label={<Trans>Chiffre d'affaires</Trans>} />
        <TextField field={fields.turnoverRate} label={<Trans>Taux de rotation (%)</Trans>} inputMode="decimal" />
        <TextField field={fields.companiesPhone} label={<Trans>Téléphone</Trans>} />
        <TextField field={fields.videoUrl} label={<Trans>Vidéo (YouTube ou Vimeo)</Trans>} type="url" />
        {branded ? (
          <>
            <TextField field={fields.accentColor} label={<Trans>Couleur d'accent (#rrggbb)</Trans>} />
            <AccentNote typed={typeof fields.accentColor.value === 'string' ? fields.accentColor.value : undefined} />
          </>
        ) : null}
        <ListField
          buttons={listButtons(fields.keyFigures.name)}
          field={fields.keyFigures}
          legend={<Trans>Chiffres clés</Trans>}
          max={12}
          renderItem={(item) => (
            <PartFields
              item={item}
              labels={{ label: <Trans>Libellé</Trans>, value: <Trans>Valeur (avec son unité)</Trans> }}
            />
          )}
        />
        <ListField
          buttons={listButtons(fields.techStack.name)}
          field={fields.techStack}
          legend={<Trans>Technologies</Trans>}
          max={40}
          renderItem={(item) => <TextField field={text(item)} label={<Trans>Technologie</Trans>} />}
        />
        <ListField
          buttons={listButtons(fields.offices.name)}
          field={fields.offices}
          legend={<Trans>Bureaux</Trans>}
          max={20}
          renderItem={(item) => (
            <PartFields
              item={item}
              labels={{ name: <Trans>Nom</Trans>, address: <Trans>Adresse</Trans>, country: <Trans>Pays</Trans> }}
            />
          )}
        />
        <ListField
          buttons={listButtons(fields.recruitmentProcess.name)}
          field={fields.recruitmentProcess}
          legend={<Trans>Étapes du recrutement</Trans>}
          max={10}
          renderItem={(item) => (
            <PartFields item={item} labels={{ title: <Trans>Étape</Trans>, description: <Trans>Description</Trans> }} />
          )}
        />
        <ListField
          buttons={listButtons(fields.photos.name)}
          field={fields.photos}
          legend={<Trans>Photos</Trans>}
          max={GALLERY_MAX}
          addable={false}
          renderItem={(item) => {
            const photo = item.getFieldset()
            const url = initialText(photo.url.initialValue)
            return (
              <>
                {/* Photos are added by the image form above; here they are described, moved or removed. */}
                <input type="hidden" name={photo.url.name} value={url} />
                {url ? <img src={responsiveImage(url).src} alt="" className={imageStyles.thumbnail} /> : null}
                <TextField field={photo.alt} label={<Trans>Texte alternatif</Trans>} />
              </>
            )
          }}
        />
        <fieldset className={styles.form}>
          <legend>
            <Trans>Réseaux sociaux</Trans>
          </legend>
          {(['linkedin', 'instagram', 'facebook', 'x', 'youtube', 'tiktok'] as const).map((network) => (
            <TextField key={network} field={text(social[network])} label={network} type="url" />
          ))}
        </fieldset>
        <fieldset className={styles.form}>
          <legend>
            <Trans>Référencement (titre et description par page)</Trans>
          </legend>
          {SEO_PAGE_KEYS.map((page) => {
            const entry = (seo[page] as FieldMetadata<Record<string, unknown> | undefined>).getFieldset()
            return (
              <div key={page}>
                <TextField field={text(entry.title)} label={t`Titre : ${page}`} />
                <TextField field={text(entry.metadesc)} label={t`Description : ${page}`} />
              </div>
            )
          })}
        </fieldset>
        <div className={styles.actions}>
          <button type="submit" name="intent" value="save" className={button}>
            <Trans>Enregistrer</Trans>
          </button>
          {/* The public page with what is typed, nothing saved, in a tab of its own: this form keeps the text. */}
          <button type="submit" name="intent" value="preview" formTarget="_blank" className={buttonSecondary}>
            <Trans>Aperçu de la page</Trans>
            <span className={visuallyHidden}> ({t`nouvel onglet`})</span>
          </button>
        </div>
      </form>
      <PreviewLinks editorPath="/workspace/company" />
    </div>
  )
}

/** An item of a list of records (a key figure, an office, a step): a field per part, in the labels' order. */
function PartFields<Parts extends Record<string, unknown>>({
  item,
  labels,
}: {
  item: { getFieldset: () => Parts }
  labels: { [Part in keyof Parts]?: ReactNode }
}) {
  const parts = item.getFieldset()
  return Object.entries(labels).map(([part, label]) => (
    <TextField key={part} field={text(parts[part])} label={label as ReactNode} />
  ))
}
