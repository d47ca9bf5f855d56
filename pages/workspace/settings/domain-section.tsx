import { Trans } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { card } from '#components/ui.css.ts'
import type { PlanId } from '#domain/plans.ts'

/**
 * The custom domain's place on the settings page (Enterprise): the domain's
 * own page, /{lang}/workspace/settings/domain, does the work. This component is the one
 * point where the settings page shows it; the custom-domain feature owns what it says.
 */
export function DomainSection({ plan }: { plan: PlanId }) {
  const { locale } = usePageContext()
  return (
    <section id="domain" aria-labelledby="domain-title" className={card}>
      <h2 id="domain-title">
        <Trans>Domaine personnalisé</Trans>
      </h2>
      {plan === 'enterprise' ? (
        <p>
          <a href={`/${locale}/workspace/settings/domain`}>
            <Trans>Servir votre site sur votre propre domaine</Trans>
          </a>
        </p>
      ) : (
        <p>
          <Trans>Votre propre domaine fait partie de l'offre Enterprise.</Trans>
        </p>
      )}
    </section>
  )
}
