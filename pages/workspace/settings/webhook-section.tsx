import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { buttonSecondary, card } from '#components/ui.css.ts'
import { WEBHOOK_URL_MAX, webhookSettingsSchema } from '#domain/workspace-settings.ts'
import * as styles from '../workspace.css.ts'
import { PostForm, TextField } from '../workspace-fields.tsx'
import { useWorkspaceForm } from '../workspace-form.ts'
import type { Data } from './+data.ts'
import { resultOf, settingsFieldMessage } from './settings-messages.ts'
import { Deliveries } from './webhook-deliveries.tsx'

/**
 * The ATS webhook: its URL, its secret (shown once, on the answer to the form that made
 * it, and replaceable), and its last deliveries, each finished one sent again on request.
 */
export function WebhookSection({ data }: { data: Data }) {
  const { locale } = usePageContext()
  const { i18n } = useLingui()
  const base = `/${locale}/workspace/settings/webhook`
  const [form, fields] = useWorkspaceForm({
    id: 'webhook',
    schema: webhookSettingsSchema,
    lastResult: resultOf(data.answer.lastResult, ['url']),
    defaultValue: { url: data.settings.webhookUrl ?? '' },
  })
  const secret = data.answer.webhookSecret
  return (
    <section id="webhook" aria-labelledby="webhook-title" className={card}>
      <h2 id="webhook-title">
        <Trans>Webhook vers votre ATS</Trans>
      </h2>
      <p>
        <Trans>
          Chaque candidature et chaque changement de statut sont envoyés en POST signé (en-tête Talentsite-Signature,
          HMAC-SHA256 avec votre secret) à cette adresse. Laissez-la vide pour ne plus rien envoyer.
        </Trans>
      </p>
      {data.saved === 'webhook' ? (
        <p role="status">
          <Trans>Enregistré.</Trans>
        </p>
      ) : null}
      {secret ? (
        <div role="status" className={card}>
          <p>
            <Trans>
              Votre nouveau secret de signature. Copiez-le maintenant dans votre ATS : il ne sera plus jamais affiché.
              Les envois sont signés avec lui dès maintenant.
            </Trans>
          </p>
          <p>
            <code data-webhook-secret>{secret}</code>
          </p>
        </div>
      ) : null}
      <PostForm submit={<Trans>Enregistrer l'adresse</Trans>} form={form} action={base}>
        <input type="hidden" name="formKey" value={data.webhookFormKey} />
        <TextField
          field={fields.url}
          label={<Trans>Adresse du webhook (https)</Trans>}
          error={settingsFieldMessage(i18n._.bind(i18n), fields.url.errors ?? fields.formKey.errors)}
          type="url"
          maxLength={WEBHOOK_URL_MAX}
        />
      </PostForm>
      {data.settings.webhookUrl ? (
        <form method="post" action={`${base}/secret`} className={styles.form}>
          <input type="hidden" name="formKey" value={data.secretFormKey} />
          <p>
            <Trans>Un nouveau secret remplace l'ancien aussitôt : plus aucun envoi n'est signé avec l'ancien.</Trans>
          </p>
          <button type="submit" className={buttonSecondary}>
            <Trans>Générer un nouveau secret</Trans>
          </button>
        </form>
      ) : null}
      <Deliveries data={data} />
    </section>
  )
}
