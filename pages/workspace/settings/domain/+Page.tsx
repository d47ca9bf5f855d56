import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { card } from '#components/ui.css.ts'
import { CUSTOM_HOSTNAMES_PER_COMPANY } from '#domain/custom-domain.ts'
import { WorkspacePage } from '../../page-heading.tsx'
import * as styles from '../../workspace.css.ts'
import { ButtonForm } from '../../workspace-fields.tsx'
import type { Data } from './+data.ts'
import { AddDomainForm } from './add-form.tsx'
import { STATUS_LABELS } from './domain-messages.ts'

/**
 * /{lang}/workspace/settings/domain: the company's career site on its own domain (ADR 072).
 * Enterprise owners add a hostname, are shown the CNAME record to create, and follow
 * Cloudflare's verification; the others see what Enterprise gives.
 */
export default function DomainPage() {
  const data = useData<Data>()
  return (
    <WorkspacePage title={<Trans>Domaine personnalisé</Trans>}>
      <div role="status" className={styles.status}>
        {data.notice === 'added' ? (
          <p className={card}>
            <Trans>Domaine ajouté : créez l'enregistrement DNS indiqué, la vérification suit d'elle-même.</Trans>
          </p>
        ) : null}
        {data.notice === 'removed' ? (
          <p className={card}>
            <Trans>Domaine retiré : vos pages sont de nouveau servies à l'adresse du site.</Trans>
          </p>
        ) : null}
      </div>
      {data.notice === 'unavailable' ? (
        <p role="alert" className={styles.formError}>
          <Trans>Cloudflare n'a pas pu être joint : réessayez dans quelques instants.</Trans>
        </p>
      ) : null}
      <DomainSetup data={data} />
    </WorkspacePage>
  )
}

function DomainSetup({ data }: { data: Data }) {
  const { locale } = usePageContext()
  if (!data.enterprise)
    return (
      <section className={card} aria-labelledby="upsell-title">
        <h2 id="upsell-title">
          <Trans>Votre site carrières sur votre propre domaine</Trans>
        </h2>
        <p>
          <Trans>
            Avec la formule Enterprise, vos offres sont publiées sur un domaine de votre entreprise (par exemple
            carrieres.votre-entreprise.fr), avec son certificat HTTPS.
          </Trans>
        </p>
        <a href={`/${locale}/workspace/billing`}>
          <Trans>Voir les formules</Trans>
        </a>
      </section>
    )
  return (
    <>
      {!data.configured ? (
        <p className={card}>
          <Trans>
            Les domaines personnalisés ne sont pas configurés sur ce site : écrivez-nous pour en ajouter un.
          </Trans>
        </p>
      ) : null}
      {data.hostnames.length > 0 ? <HostnameList data={data} /> : null}
      {data.configured && data.hostnames.length < CUSTOM_HOSTNAMES_PER_COMPANY ? (
        <AddDomainForm answer={data.answer} platformHostname={data.platformHostname} />
      ) : null}
    </>
  )
}

function HostnameList({ data }: { data: Data }) {
  const { locale } = usePageContext()
  const { i18n } = useLingui()
  return (
    <ul className={styles.sections}>
      {data.hostnames.map((entry) => (
        <li key={entry.hostname} className={card}>
          <h2>{entry.hostname}</h2>
          <p>
            <strong>{i18n._(STATUS_LABELS[entry.status])}</strong>
          </p>
          {entry.reasons.length > 0 ? (
            <>
              <p>
                <Trans>Ce que Cloudflare signale :</Trans>
              </p>
              <ul>
                {entry.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </>
          ) : null}
          {entry.status === 'active' ? null : (
            <>
              <p>
                <Trans>L'enregistrement DNS à créer chez votre hébergeur de domaine :</Trans>
              </p>
              <dl className={styles.facts}>
                <dt>
                  <Trans>Type</Trans>
                </dt>
                <dd>CNAME</dd>
                <dt>
                  <Trans>Hôte</Trans>
                </dt>
                <dd>{entry.hostname}</dd>
                <dt>
                  <Trans>Cible</Trans>
                </dt>
                <dd>{data.cnameTarget}</dd>
              </dl>
            </>
          )}
          <ButtonForm
            action={`/${locale}/workspace/settings/domain/remove`}
            fields={{ hostname: entry.hostname }}
            secondary
          >
            <Trans>Retirer {entry.hostname}</Trans>
          </ButtonForm>
        </li>
      ))}
    </ul>
  )
}
