import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { LocalizedLink } from '#components/localized-link.tsx'
import { PLAN_TEXT } from '#components/plans/plan-texts.ts'
import { button, buttonSecondary, container, visuallyHidden } from '#components/ui.css.ts'
import { moneyFormat } from '#domain/format-money.ts'
import { companyPaths } from '#domain/paths.ts'
import { PLANS, type PlanId } from '#domain/plans.ts'
import type { Data } from './+data.ts'
import * as styles from './landing.css.ts'

const FEATURES: { title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    title: msg`Une page carrière à vos couleurs`,
    text: msg`Présentation, chiffres clés, équipe, galerie : votre marque employeur sur une page qui vous ressemble.`,
  },
  {
    title: msg`Visible sur Google for Jobs`,
    text: msg`Chaque offre est servie avec ses données structurées, prête à apparaître dans les résultats d'emploi.`,
  },
  {
    title: msg`Candidature en deux minutes`,
    text: msg`Un formulaire court, CV en PDF, qui fonctionne sur mobile et même sans JavaScript. Aucune candidature perdue.`,
  },
  {
    title: msg`Bilingue français / anglais`,
    text: msg`Toutes les pages existent dans les deux langues, et vos candidats passent de l'une à l'autre en un clic.`,
  },
  {
    title: msg`Rapide partout`,
    text: msg`Pages rendues à la périphérie du réseau : elles s'affichent vite, même sur une connexion mobile faible.`,
  },
  {
    title: msg`Respect de la vie privée`,
    text: msg`Aucun traceur, aucune ressource tierce : les CV restent privés et sont supprimés après deux ans.`,
  },
]

const STEPS: { title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    title: msg`Créez votre espace`,
    text: msg`Logo, couverture, présentation et chiffres clés : votre page est en ligne.`,
  },
  {
    title: msg`Publiez vos offres`,
    text: msg`Rédigez vos offres ; elles apparaissent sur votre page et sur Google for Jobs.`,
  },
  {
    title: msg`Recevez les candidatures`,
    text: msg`Les candidats postulent en deux minutes et reçoivent une confirmation.`,
  },
]

/** Marketing landing page at /{lang}/ (spec sections 1 and 2). */
export default function LandingPage() {
  const { demoCompanySlug, contactEmail, appointmentUrl } = useData<Data>()
  const { locale, providerName } = usePageContext()
  const { i18n } = useLinguiRuntime()
  const { t } = useLingui()
  const euros = moneyFormat(locale, 'EUR', { wholeUnits: true })

  return (
    <>
      <header className={styles.siteHeader}>
        <div className={`${container} ${styles.siteHeaderInner}`}>
          <span className={styles.brand}>
            <img src="/favicon.svg" alt="" width={28} height={28} />
            {providerName}
          </span>
          <nav aria-label={t`Sections de la page`}>
            <ul className={styles.siteNav}>
              <li>
                <a href="#features">
                  <Trans>Fonctionnalités</Trans>
                </a>
              </li>
              <li>
                <a href="#pricing">
                  <Trans>Tarifs</Trans>
                </a>
              </li>
              <li>
                <a href="#contact">
                  <Trans>Contact</Trans>
                </a>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <section className={styles.hero} aria-labelledby="landing-title">
        <div className={container}>
          <h1 id="landing-title" className={styles.title}>
            <Trans>Votre page carrière et votre job board, en ligne en une journée</Trans>
          </h1>
          <p className={styles.lead}>
            <Trans>
              Présentez votre entreprise, publiez vos offres et recevez des candidatures, sur un site rapide, bilingue
              et visible sur Google for Jobs.
            </Trans>
          </p>
          <div className={styles.actions}>
            <LocalizedLink to={companyPaths.home(demoCompanySlug)} className={button}>
              <Trans>Voir un exemple d'espace carrière</Trans>
            </LocalizedLink>
            <a href="#pricing" className={buttonSecondary}>
              <Trans>Voir les tarifs</Trans>
            </a>
          </div>
        </div>
      </section>

      <LandingSection id="features" titleId="features-title" title={<Trans>Fonctionnalités</Trans>}>
        <ul className={styles.grid}>
          {FEATURES.map((feature) => (
            <li key={feature.title.id} className={styles.feature}>
              <h3 className={styles.featureTitle}>{i18n._(feature.title)}</h3>
              <p>{i18n._(feature.text)}</p>
            </li>
          ))}
        </ul>
      </LandingSection>

      <LandingSection id="how-it-works" titleId="steps-title" title={<Trans>Comment ça marche</Trans>} alt>
        <ol className={styles.steps}>
          {STEPS.map((step, index) => (
            <li key={step.title.id} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.featureTitle}>{i18n._(step.title)}</h3>
              <p>{i18n._(step.text)}</p>
            </li>
          ))}
        </ol>
      </LandingSection>

      <LandingSection id="pricing" titleId="pricing-title" title={<Trans>Tarifs</Trans>}>
        <ul className={styles.plans}>
          {PLANS.map((plan) => {
            const text = PLAN_TEXT[plan.id]
            const price =
              plan.monthlyPriceEur === null
                ? t`Sur mesure`
                : plan.monthlyPriceEur === 0
                  ? t`Gratuit`
                  : t`${euros.format(plan.monthlyPriceEur)} par mois`
            return (
              <li key={plan.id} className={styles.plan} data-plan={plan.id} data-featured={plan.id === 'pro'}>
                <h3 className={styles.planName}>{text.name}</h3>
                <p className={styles.planPrice}>{price}</p>
                <ul className={styles.planFeatures}>
                  {text.features.map((feature) => (
                    <li key={feature.id}>{i18n._(feature)}</li>
                  ))}
                </ul>
                <PlanAction plan={plan.id} />
              </li>
            )
          })}
        </ul>
      </LandingSection>

      <LandingSection
        id="contact"
        titleId="contact-title"
        title={<Trans>Contact</Trans>}
        alt
        containerClassName={styles.contact}
      >
        <p className={styles.lead}>
          <Trans>Une question, une démonstration ? Écrivez-nous ou réservez un créneau.</Trans>
        </p>
        <div className={styles.actions}>
          <a href={`mailto:${contactEmail}`} className={button}>
            <Trans>Nous écrire</Trans>
          </a>
          <a href={appointmentUrl} className={buttonSecondary} rel="noopener" target="_blank">
            <Trans>Prendre rendez-vous</Trans>
            <span className={visuallyHidden}>
              {' '}
              <Trans>(nouvel onglet)</Trans>
            </span>
          </a>
        </div>
      </LandingSection>
    </>
  )
}

/** One section of the landing page below the hero: its anchor, its heading, its content. */
function LandingSection(props: {
  id: string
  titleId: string
  title: ReactNode
  /** The alternate background, every other section. */
  alt?: boolean
  containerClassName?: string
  children: ReactNode
}) {
  const { id, titleId, title, alt, containerClassName, children } = props
  return (
    <section id={id} className={alt ? `${styles.section} ${styles.alt}` : styles.section} aria-labelledby={titleId}>
      <div className={containerClassName ? `${container} ${containerClassName}` : container}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  )
}

/**
 * Each plan's way in (ADR 061): Starter creates a space, Pro goes to the billing page (the
 * door first when signed out, then "Passer à Pro"), Enterprise to the contact section.
 */
function PlanAction({ plan }: { plan: PlanId }) {
  const { locale } = usePageContext()
  if (plan === 'enterprise')
    return (
      <a href="#contact" className={buttonSecondary}>
        <Trans>Nous contacter</Trans>
      </a>
    )
  return plan === 'pro' ? (
    <a href={`/${locale}/workspace/billing`} className={button}>
      <Trans>Passer à Pro</Trans>
    </a>
  ) : (
    // The door of the workspace: create a space, free (ADR 055).
    <a href={`/${locale}/workspace`} className={buttonSecondary}>
      <Trans>Créer mon espace gratuit</Trans>
    </a>
  )
}
