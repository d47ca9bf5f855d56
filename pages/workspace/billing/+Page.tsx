import { Trans } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { card, container } from '#components/ui.css.ts'
import { formatDate } from '#domain/format-date.ts'
import { WorkspacePageHeading } from '../page-heading.tsx'
import * as styles from '../workspace.css.ts'
import { ButtonForm } from '../workspace-fields.tsx'
import type { Data } from './+data.ts'
import { ContactForm } from './contact-form.tsx'
import { Invoices } from './invoices.tsx'
import { useCheckoutConfirmation } from './use-checkout-confirmation.ts'

/** /{lang}/workspace/billing: the plan, what each plan gives, buying and leaving Pro, invoices, Enterprise (ADR 061). */
export default function BillingPage() {
  const data = useData<Data>()
  const { locale } = usePageContext()
  const { overview } = data
  const base = `/${locale}/workspace/billing`
  const current = data.plans.find((plan) => plan.id === overview.plan)?.name
  useCheckoutConfirmation(data.backFromCheckout && overview.plan === 'starter')
  return (
    <div className={container}>
      <WorkspacePageHeading>
        <Trans>Abonnement</Trans>
      </WorkspacePageHeading>
      <div role="status" className={styles.status}>
        <BillingStatus data={data} />
      </div>
      {data.unavailable ? (
        <p role="alert" className={styles.formError}>
          <Trans>Stripe n'a pas pu être joint : réessayez dans quelques instants.</Trans>
        </p>
      ) : null}
      <dl className={styles.facts}>
        <dt>
          <Trans>Formule</Trans>
        </dt>
        <dd>{current}</dd>
      </dl>
      {!data.configured ? (
        <p className={card}>
          <Trans>Le paiement en ligne n'est pas configuré sur ce site : pour changer de formule, écrivez-nous.</Trans>
        </p>
      ) : (
        <div className={styles.actions}>
          {overview.plan === 'starter' ? (
            <ButtonForm action={`${base}/checkout`}>
              <Trans>Passer à Pro</Trans>
            </ButtonForm>
          ) : null}
          {overview.hasCustomer ? (
            <ButtonForm action={`${base}/portal`} secondary>
              <Trans>Gérer l'abonnement</Trans>
            </ButtonForm>
          ) : null}
        </div>
      )}
      {overview.plan === 'pro' ? <BeforeLeavingPro visibleJobs={overview.visibleJobs} /> : null}
      <section aria-labelledby="plans-title">
        <h2 id="plans-title">
          <Trans>Ce que chaque formule comprend</Trans>
        </h2>
        <ul className={styles.sections}>
          {data.plans.map((plan) => (
            <li key={plan.id} className={card} aria-current={plan.id === overview.plan ? 'true' : undefined}>
              <h3>
                {plan.name}
                {plan.id === overview.plan ? (
                  <>
                    {' '}
                    <Trans>(votre formule)</Trans>
                  </>
                ) : null}
              </h3>
              <ul>
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
      <Invoices invoices={overview.invoices} />
      {overview.plan === 'enterprise' ? null : <ContactForm answer={data.answer} sent={data.contactSent} />}
    </div>
  )
}

function BillingStatus({ data }: { data: Data }) {
  const { locale } = usePageContext()
  const { overview } = data
  if (data.backFromCheckout && overview.plan === 'starter')
    return (
      <p className={card}>
        <Trans>
          Votre paiement est en cours de confirmation par Stripe : Pro s'affichera ici dès qu'il sera confirmé.
        </Trans>{' '}
        <a href={`/${locale}/workspace/billing?checkout=done`}>
          <Trans>Actualiser</Trans>
        </a>
      </p>
    )
  if (data.backFromCheckout && overview.plan === 'pro')
    return (
      <p className={card}>
        <Trans>Merci ! Votre espace est passé à Pro.</Trans>
      </p>
    )
  if (overview.subscriptionStatus === 'past_due' && overview.graceUntil) {
    const until = formatDate(overview.graceUntil, locale)
    return (
      <p className={card}>
        <Trans>
          Le dernier paiement n'a pas abouti : Pro reste actif jusqu'au {until}. Mettez à jour votre carte dans « Gérer
          l'abonnement ».
        </Trans>
      </p>
    )
  }
  return null
}

/** What changes if the company leaves Pro (ADR 041, 042, 051): nothing visible is hidden. */
function BeforeLeavingPro({ visibleJobs }: { visibleJobs: number }) {
  return (
    <section aria-labelledby="leaving-title" className={card}>
      <h2 id="leaving-title">
        <Trans>Avant de quitter Pro</Trans>
      </h2>
      <p>
        <Trans>En revenant à Starter, à la fin de la période payée :</Trans>
      </p>
      <ul>
        <li>
          <Trans>
            vos {visibleJobs} offres visibles restent en ligne ; tant qu'il y en a plus de 3, vous ne pourrez pas en
            publier de nouvelle ;
          </Trans>
        </li>
        <li>
          <Trans>les statistiques ne sont plus comptées (celles déjà comptées restent consultables) ;</Trans>
        </li>
        <li>
          <Trans>la couleur de votre marque n'est plus affichée (elle est conservée pour un retour à Pro).</Trans>
        </li>
      </ul>
    </section>
  )
}
