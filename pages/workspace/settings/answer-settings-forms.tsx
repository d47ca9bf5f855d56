import { getFormProps } from '@conform-to/react'
import { Trans } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { Field } from '#components/forms.tsx'
import { button, card } from '#components/ui.css.ts'
import {
  CLOSING_DELAY_MAX_DAYS,
  CLOSING_TEXT_MAX,
  closingAnswerSettingsSchema,
  deliverySettingsSchema,
} from '#domain/workspace-settings.ts'
import type { CompanySettings } from '#server/features/settings/queries.ts'
import * as styles from '../workspace.css.ts'
import { useTranslate, useWorkspaceForm } from '../workspace-form.ts'
import { resultOf, settingsFieldMessage, textOf } from './settings-messages.ts'

type FormProps = { settings: CompanySettings; lastResult: unknown; saved: boolean }

const Saved = ({ saved }: { saved: boolean }) =>
  saved ? (
    <p role="status">
      <Trans>Enregistré.</Trans>
    </p>
  ) : null

/** Where applications are e-mailed, and whether candidates hear of each status change. */
export function DeliveryForm({ settings, lastResult, saved }: FormProps) {
  const { locale } = usePageContext()
  const [form, fields] = useWorkspaceForm({
    id: 'delivery',
    schema: deliverySettingsSchema,
    lastResult: resultOf(lastResult, ['applicationsEmail', 'notifyCandidates']),
    defaultValue: {
      applicationsEmail: settings.applicationsEmail ?? '',
      notifyCandidates: settings.notifyCandidates ? 'on' : '',
    },
  })
  const translate = useTranslate()
  return (
    <section id="delivery" aria-labelledby="delivery-title" className={card}>
      <h2 id="delivery-title">
        <Trans>Réception des candidatures</Trans>
      </h2>
      <Saved saved={saved} />
      <form
        method="post"
        action={`/${locale}/workspace/settings/delivery`}
        {...getFormProps(form)}
        className={styles.form}
      >
        <Field
          name={fields.applicationsEmail.name}
          label={<Trans>E-mail qui reçoit les candidatures</Trans>}
          error={settingsFieldMessage(translate, fields.applicationsEmail.errors)}
        >
          {(props) => (
            <input
              {...props}
              type="email"
              autoComplete="email"
              defaultValue={textOf(fields.applicationsEmail.initialValue)}
            />
          )}
        </Field>
        <label>
          <input
            type="checkbox"
            name={fields.notifyCandidates.name}
            defaultChecked={fields.notifyCandidates.initialValue === 'on'}
          />{' '}
          <Trans>Informer les candidats par e-mail de chaque changement de statut</Trans>
        </label>
        <button type="submit" className={button}>
          <Trans>Enregistrer</Trans>
        </button>
      </form>
    </section>
  )
}

/** The kind answer sent when an offer closes, after a delay (0: at the next run of the cron). */
export function ClosingAnswerForm({ settings, lastResult, saved }: FormProps) {
  const { locale } = usePageContext()
  const [form, fields] = useWorkspaceForm({
    id: 'closing-answer',
    schema: closingAnswerSettingsSchema,
    lastResult: resultOf(lastResult, ['delayDays', 'textFr', 'textEn']),
    defaultValue: {
      delayDays: String(settings.closingAnswerDelayDays),
      textFr: settings.closingAnswerFr ?? '',
      textEn: settings.closingAnswerEn ?? '',
    },
  })
  const translate = useTranslate()
  const texts = [
    { field: fields.textFr, label: <Trans>Texte en français</Trans>, lang: 'fr' },
    { field: fields.textEn, label: <Trans>Texte en anglais</Trans>, lang: 'en' },
  ]
  return (
    <section id="closing-answer" aria-labelledby="closing-answer-title" className={card}>
      <h2 id="closing-answer-title">
        <Trans>Réponse à la clôture d'une offre</Trans>
      </h2>
      <p>
        <Trans>
          Quand une offre ferme, chaque candidature encore sans réponse reçoit ce message après le délai choisi, sauf si
          un membre y a répondu entre-temps. Laissé vide, le texte par défaut est envoyé.
        </Trans>
      </p>
      <Saved saved={saved} />
      <form
        method="post"
        action={`/${locale}/workspace/settings/closing-answer`}
        {...getFormProps(form)}
        className={styles.form}
      >
        <Field
          name={fields.delayDays.name}
          label={<Trans>Délai après la clôture (jours, 0 à 90)</Trans>}
          error={settingsFieldMessage(translate, fields.delayDays.errors)}
        >
          {(props) => (
            <input
              {...props}
              type="number"
              inputMode="numeric"
              min={0}
              max={CLOSING_DELAY_MAX_DAYS}
              required
              defaultValue={textOf(fields.delayDays.initialValue)}
            />
          )}
        </Field>
        {texts.map(({ field, label, lang }) => (
          <Field key={field.name} name={field.name} label={label} error={settingsFieldMessage(translate, field.errors)}>
            {(props) => (
              <textarea
                {...props}
                lang={lang}
                rows={4}
                maxLength={CLOSING_TEXT_MAX}
                defaultValue={textOf(field.initialValue)}
              />
            )}
          </Field>
        ))}
        <button type="submit" className={button}>
          <Trans>Enregistrer</Trans>
        </button>
      </form>
    </section>
  )
}
