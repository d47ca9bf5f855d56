import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { buttonSecondary } from '#components/ui.css.ts'
import { formatDateTime } from '#domain/format-date.ts'
import type { DeliveryLine } from '#server/features/settings/queries.ts'
import * as styles from '../workspace.css.ts'
import type { Data } from './+data.ts'

/** What each event is, in the member's words (its technical name is shown beside it). */
const EVENT_NAMES: Record<string, MessageDescriptor> = {
  'application.received': msg`Nouvelle candidature`,
  'application.status_changed': msg`Changement de statut`,
  'application.withdrawn': msg`Candidature retirée`,
}

/**
 * Why the receiver gave no answer code, by the short technical reason the deliveries record
 * (server/features/deliveries/webhook-delivery.ts), in the member's words.
 */
const NO_ANSWER: [prefix: string, message: MessageDescriptor][] = [
  ['network error: ', msg`Pas de réponse (délai dépassé ou serveur injoignable)`],
  ['target refused: ', msg`Adresse refusée (https vers un serveur public uniquement)`],
  ['webhook no longer configured', msg`Plus de webhook configuré`],
]

type Translate = (descriptor: MessageDescriptor) => string

function eventName(translate: Translate, eventType: string): string {
  const name = EVENT_NAMES[eventType]
  return name ? translate(name) : eventType
}

/** A redirect is the receiver's configuration error: reported, never followed (webhook-delivery.ts). */
const REDIRECT_NOT_FOLLOWED = msg`redirection non suivie`

/** The receiver's answer: its HTTP code, or why there was none. */
function answerOf(translate: Translate, delivery: DeliveryLine): string {
  const code = delivery.lastStatus
  if (code !== null && code >= 300 && code < 400) return `${code} (${translate(REDIRECT_NOT_FOLLOWED)})`
  if (code !== null) return String(code)
  const error = delivery.lastError
  if (error === null) return '–'
  const known = NO_ANSWER.find(([prefix]) => error.startsWith(prefix))
  return known ? translate(known[1]) : error
}

/** What the page says after "Renvoyer": which delivery leaves again, and where to read how it went. */
function RedeliveryNote({ id, redelivered }: { id: string; redelivered: DeliveryLine | undefined }) {
  const { locale } = usePageContext()
  const { i18n } = useLingui()
  if (!redelivered)
    return (
      <p role="status" data-redelivered={id}>
        <Trans>L'envoi repart : il sera renvoyé dans quelques instants.</Trans>
      </p>
    )
  const event = eventName(i18n._.bind(i18n), redelivered.eventType)
  const created = formatDateTime(redelivered.createdAt, locale)
  return (
    <p role="status" data-redelivered={id}>
      <Trans>
        L'envoi « {event} » du {created} repart : son statut, son code de réponse et sa durée s'affichent sur sa ligne
        ci-dessous dès le nouvel essai (rechargez la page).
      </Trans>
    </p>
  )
}

/**
 * The company's last 50 deliveries: each one's event, status and attempts, the receiver's
 * answer code and how long it took; a finished one can be sent again ("Renvoyer"), under
 * its own id. A redelivered one says when it was asked for, and the page that follows the
 * request names it.
 */
export function Deliveries({ data }: { data: Data }) {
  const { locale } = usePageContext()
  const { t, i18n } = useLingui()
  const translate: Translate = i18n._.bind(i18n)
  const statusNames: Record<DeliveryLine['status'], string> = {
    pending: t`En attente`,
    sent: t`Reçu`,
    failed: t`Échec`,
  }
  const redelivered = data.deliveries.find((delivery) => delivery.id === data.redeliveredId)
  return (
    <div id="deliveries">
      <h3>
        <Trans>Derniers envois</Trans>
      </h3>
      {data.redeliveredId ? <RedeliveryNote id={data.redeliveredId} redelivered={redelivered} /> : null}
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
                const { attempts, lastDurationMs, redeliveredAt } = delivery
                return (
                  <tr key={delivery.id} id={`delivery-${delivery.id}`} data-delivery={delivery.id}>
                    <td id={`delivery-date-${delivery.id}`}>
                      {formatDateTime(delivery.createdAt, locale)}
                      {redeliveredAt ? (
                        <span data-redelivered-at>
                          <br />
                          <Trans>Renvoyé le {formatDateTime(redeliveredAt, locale)}</Trans>
                        </span>
                      ) : null}
                    </td>
                    <td id={`delivery-event-${delivery.id}`}>
                      {eventName(translate, delivery.eventType)} <code>{delivery.eventType}</code>
                    </td>
                    <td data-delivery-status={delivery.status}>
                      {statusNames[delivery.status]} ({t`${attempts} essai(s)`})
                    </td>
                    <td>{answerOf(translate, delivery)}</td>
                    <td>{lastDurationMs === null ? '–' : t`${lastDurationMs} ms`}</td>
                    <td>
                      {delivery.status === 'pending' ? null : (
                        <form
                          method="post"
                          action={`/${locale}/workspace/settings/webhook/deliveries/${delivery.id}/redeliver`}
                        >
                          <input type="hidden" name="formKey" value={data.redeliverFormKey} />
                          {/* Which delivery each of the list's "Renvoyer" sends, for a screen reader. */}
                          <button
                            type="submit"
                            className={buttonSecondary}
                            aria-describedby={`delivery-event-${delivery.id} delivery-date-${delivery.id}`}
                          >
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
