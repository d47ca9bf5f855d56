import { getFormProps } from '@conform-to/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { Field } from '#components/forms.tsx'
import { button, buttonSecondary, card } from '#components/ui.css.ts'
import { formatDateTime } from '#domain/format-date.ts'
import { WEBHOOK_URL_MAX, webhookSettingsSchema } from '#domain/workspace-settings.ts'
import type { DeliveryLine } from '#server/features/settings/queries.ts'
import * as styles from '../workspace.css.ts'
import { useWorkspaceForm } from '../workspace-form.ts'
import type { Data } from './+data.ts'
import { resultOf, settingsFieldMessage, textOf } from './settings-messages.ts'

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
      <form method="post" action={base} {...getFormProps(form)} className={styles.form}>
        <input type="hidden" name="formKey" value={data.webhookFormKey} />
        <Field
          name={fields.url.name}
          label={<Trans>Adresse du webhook (https)</Trans>}
          error={settingsFieldMessage(i18n._.bind(i18n), fields.url.errors ?? fields.formKey.errors)}
        >
          {(props) => (
            <input {...props} type="url" maxLength={WEBHOOK_URL_MAX} defaultValue={textOf(fields.url.initialValue)} />
          )}
        </Field>
        <button type="submit" className={button}>
          <Trans>Enregistrer l'adresse</Trans>
        </button>
      </form>
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

function Deliveries({ data }: { data: Data }) {
  const { locale } = usePageContext()
  const { t } = useLingui()
  const statusNames: Record<DeliveryLine['status'], string> = {
    pending: t`En attente`,
    sent: t`Reçu`,
    failed: t`Échec`,
  }
  return (
    <div id="deliveries">
      <h3>
        <Trans>Derniers envois</Trans>
      </h3>
      {data.redelivered ? (
        <p role="status">
          <Trans>L'envoi repart : il sera renvoyé dans quelques instants.</Trans>
        </p>
      ) : null}
      {data.deliveries.length === 0 ? (
        <p>
          <Trans>Aucun envoi pour l'instant.</Trans>
        </p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption className={styles.caption}>
              <Trans>Les 50 derniers envois, du plus récent au plus ancien</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">{t`Date`}</th>
                <th scope="col">{t`Événement`}</th>
                <th scope="col">{t`Statut`}</th>
                <th scope="col">{t`Code de réponse`}</th>
                <th scope="col">{t`Durée`}</th>
                <th scope="col">{t`Action`}</th>
              </tr>
            </thead>
            <tbody>
              {data.deliveries.map((delivery) => {
                const { attempts, lastDurationMs } = delivery
                return (
                  <tr key={delivery.id} data-delivery={delivery.id}>
                    <td>{formatDateTime(delivery.createdAt, locale)}</td>
                    <td>
                      <code>{delivery.eventType}</code>
                    </td>
                    <td data-delivery-status={delivery.status}>
                      {statusNames[delivery.status]} ({t`${attempts} essai(s)`})
                    </td>
                    <td>{delivery.lastStatus ?? delivery.lastError ?? '–'}</td>
                    <td>{lastDurationMs === null ? '–' : t`${lastDurationMs} ms`}</td>
                    <td>
                      {delivery.status === 'pending' ? null : (
                        <form
                          method="post"
                          action={`/${locale}/workspace/settings/webhook/deliveries/${delivery.id}/redeliver`}
                        >
                          <input type="hidden" name="formKey" value={data.redeliverFormKey} />
                          <button type="submit" className={buttonSecondary}>
                            <Trans>Renvoyer</Trans>
                          </button>
                        </form>
                      )}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
