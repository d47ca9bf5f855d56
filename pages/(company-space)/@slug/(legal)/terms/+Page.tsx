import { Trans } from '@lingui/react/macro'
import { LocalizedLink } from '#components/localized-link.tsx'
import { TitledSection } from '#components/titled-section.tsx'
import { container } from '#components/ui.css.ts'
import { companyPaths } from '#domain/paths.ts'
import { ControllerContact } from '../controller-contact.tsx'
import * as styles from '../legal-page.css.ts'
import { useLegalParties } from '../use-legal-parties.ts'

/**
 * The terms of use the application form's second checkbox accepts (ADR 025): what the
 * service is, who answers for what, the candidate's commitments, withdrawal, personal data
 * (the privacy policy), availability and the applicable law.
 */
export default function TermsPage() {
  const { header, controller, providerEmail, company, provider } = useLegalParties()
  return (
    <div className={`${container} ${styles.page}`}>
      <h1>
        <Trans>Conditions générales d'utilisation</Trans>
      </h1>
      <p>
        <Trans>
          Ces conditions régissent l'utilisation de l'espace carrière de {company}, fourni par {provider}. En envoyant
          une candidature, vous les acceptez.
        </Trans>
      </p>

      <TitledSection id="service" title={<Trans>Le service</Trans>}>
        <p>
          <Trans>
            Cet espace permet de consulter les offres d'emploi de {company} et d'y postuler. Il est gratuit pour les
            candidats et ne demande aucun compte.
          </Trans>
        </p>
      </TitledSection>

      <TitledSection id="roles" title={<Trans>Qui fait quoi</Trans>}>
        <p>
          <Trans>
            {company} publie les offres et les contenus de cet espace, et répond seule de ses offres et de ses
            recrutements. {provider} fournit et héberge le site pour son compte.
          </Trans>
        </p>
      </TitledSection>

      <TitledSection id="commitments" title={<Trans>Votre candidature</Trans>}>
        <ul>
          <li>
            <Trans>Vous fournissez des informations exactes, à jour, et qui vous concernent.</Trans>
          </li>
          <li>
            <Trans>
              Votre CV et votre lettre ne contiennent aucun contenu illicite, ni les données d'autres personnes sans
              leur accord.
            </Trans>
          </li>
          <li>
            <Trans>
              Une candidature n'engage {company} ni à vous recruter, ni à vous répondre dans un délai donné.
            </Trans>
          </li>
        </ul>
      </TitledSection>

      <TitledSection id="withdrawal" title={<Trans>Retrait</Trans>}>
        <p>
          <Trans>
            Vous pouvez retirer votre candidature à tout moment, sans avoir à vous justifier, avec le lien de l'e-mail
            de confirmation : elle est alors effacée avec votre CV, et {company} en est prévenue.
          </Trans>
        </p>
      </TitledSection>

      <TitledSection id="personal-data" title={<Trans>Données personnelles</Trans>}>
        <p>
          <Trans>
            Le traitement de vos données est décrit dans la{' '}
            <LocalizedLink to={companyPaths.privacy(header.slug)}>politique de confidentialité</LocalizedLink>.
          </Trans>
        </p>
      </TitledSection>

      <TitledSection id="availability" title={<Trans>Disponibilité</Trans>}>
        <p>
          <Trans>
            {provider} fait de son mieux pour que le site reste accessible, sans pouvoir garantir qu'il le soit sans
            interruption. Votre candidature est enregistrée lorsque la page de confirmation s'affiche.
          </Trans>
        </p>
      </TitledSection>

      <TitledSection id="law" title={<Trans>Droit applicable</Trans>}>
        <p>
          <Trans>
            Ces conditions sont soumises au droit français. En cas de désaccord, une solution amiable est recherchée
            avant toute action devant les tribunaux compétents.
          </Trans>
        </p>
      </TitledSection>

      <TitledSection id="contact" title={<Trans>Contact</Trans>}>
        <ControllerContact controller={controller} providerEmail={providerEmail} />
      </TitledSection>
    </div>
  )
}
