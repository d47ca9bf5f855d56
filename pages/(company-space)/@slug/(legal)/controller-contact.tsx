import { Trans } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { plainText } from '#components/plain-text.tsx'
import type { DataController } from '#server/page-data/company.server.ts'
import * as styles from './legal-page.css.ts'
import '../../../../locales/legal.ts'

/**
 * The company's contact details as the data controller: only those it has. Without an
 * address or a phone number to write to, the provider (its processor, bound to help it
 * answer the candidates' requests) relays them.
 */
export function ControllerContact({
  controller,
  providerEmail,
}: {
  controller: DataController
  providerEmail: string
}) {
  const { providerName } = usePageContext()
  const company = plainText(controller.name)
  const provider = plainText(providerName)
  return (
    <>
      <ContactList controller={controller} />
      {controller.email || controller.phone ? null : (
        <p>
          <Trans>
            {company} n'a pas indiqué d'adresse de contact : écrivez à {provider} (
            <a href={`mailto:${providerEmail}`}>{plainText(providerEmail)}</a>), qui lui transmettra votre demande.
          </Trans>
        </p>
      )}
    </>
  )
}

function ContactList({ controller }: { controller: DataController }) {
  return (
    <dl className={styles.contact}>
      <div>
        <dt>
          <Trans>Entreprise</Trans>
        </dt>
        <dd>{controller.name}</dd>
      </div>
      {controller.headquarters ? (
        <div>
          <dt>
            <Trans>Siège</Trans>
          </dt>
          <dd>{controller.headquarters}</dd>
        </div>
      ) : null}
      {controller.email ? (
        <div>
          <dt>
            <Trans>E-mail</Trans>
          </dt>
          <dd>
            <a href={`mailto:${controller.email}`}>{controller.email}</a>
          </dd>
        </div>
      ) : null}
      {controller.phone ? (
        <div>
          <dt>
            <Trans>Téléphone</Trans>
          </dt>
          <dd>
            <a href={`tel:${controller.phone}`}>{controller.phone}</a>
          </dd>
        </div>
      ) : null}
      {controller.website ? (
        <div>
          <dt>
            <Trans>Site web</Trans>
          </dt>
          <dd>
            <a href={controller.website} rel="noopener" target="_blank">
              {controller.website}
            </a>
          </dd>
        </div>
      ) : null}
    </dl>
  )
}
