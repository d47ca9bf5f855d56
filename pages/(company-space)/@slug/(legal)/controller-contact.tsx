import { Trans } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { DescribedTerm, WebsiteLink } from '#components/described-term.tsx'
import { plainText } from '#components/plain-text.tsx'
import type { DataController } from '#server/page-data/company.server.ts'
import * as styles from './legal-page.css.ts'

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
      <DescribedTerm term={<Trans>Entreprise</Trans>}>{controller.name}</DescribedTerm>
      {controller.headquarters ? (
        <DescribedTerm term={<Trans>Siège</Trans>}>{controller.headquarters}</DescribedTerm>
      ) : null}
      {controller.email ? (
        <DescribedTerm term={<Trans>E-mail</Trans>}>
          <a href={`mailto:${controller.email}`}>{controller.email}</a>
        </DescribedTerm>
      ) : null}
      {controller.phone ? (
        <DescribedTerm term={<Trans>Téléphone</Trans>}>
          <a href={`tel:${controller.phone}`}>{controller.phone}</a>
        </DescribedTerm>
      ) : null}
      {controller.website ? (
        <DescribedTerm term={<Trans>Site web</Trans>}>
          <WebsiteLink href={controller.website}>{controller.website}</WebsiteLink>
        </DescribedTerm>
      ) : null}
    </dl>
  )
}
