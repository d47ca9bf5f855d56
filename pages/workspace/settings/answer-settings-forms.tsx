import { Trans } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { card } from '#components/ui.css.ts'
import {
  CLOSING_DELAY_MAX_DAYS,
  CLOSING_TEXT_MAX,
  closingAnswerSettingsSchema,
  deliverySettingsSchema,
} from '#domain/workspace-settings.ts'
import type { CompanySettings } from '#server/features/settings/queries.ts'
import { PostForm, TextField } from '../workspace-fields.tsx'
import { useTranslate, useWorkspaceForm } from '../workspace-form.ts'
import { resultOf, settingsFieldMessage } from './settings-messages.ts'

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
      <PostForm submit={<Trans>Enregistrer</Trans>} form={form} action={`/${locale}/workspace/settings/delivery`}>
        <TextField
          field={fields.applicationsEmail}
          label={<Trans>E-mail qui reçoit les candidatures</Trans>}
          error={settingsFieldMessage(translate, fields.applicationsEmail.errors)}
          type="email"
          autoComplete="email"
        />
        <label>
          <input
            type="checkbox"
            name={fields.notifyCandidates.name}
            defaultChecked={fields.notifyCandidates.initialValue === 'on'}
          />{' '}
          <Trans>Informer les candidats par e-mail de chaque changement de statut</Trans>
        </label>
      </PostForm>
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
      <PostForm submit={<Trans>Enregistrer</Trans>} form={form} action={`/${locale}/workspace/settings/closing-answer`}>
        <TextField
          field={fields.delayDays}
          label={<Trans>Délai après la clôture (jours, 0 à 90)</Trans>}
          error={settingsFieldMessage(translate, fields.delayDays.errors)}
          type="number"
          inputMode="numeric"
          min={0}
          max={CLOSING_DELAY_MAX_DAYS}
          required
        />
        {texts.map(({ field, label, lang }) => (
          <TextField
            multiline
            key={field.name}
            field={field}
            label={label}
            error={settingsFieldMessage(translate, field.errors)}
            lang={lang}
            rows={4}
            maxLength={CLOSING_TEXT_MAX}
          />
        ))}
      </PostForm>
    </section>
  )
}
