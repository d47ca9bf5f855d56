import { Trans } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { LocalizedLink } from '../../../../../components/localized-link.tsx'
import { plainText } from '../../../../../components/plain-text.tsx'
import { container } from '../../../../../components/ui.css.ts'
import { companyPaths } from '../../../../../domain/paths.ts'
import { ControllerContact } from '../controller-contact.tsx'
import type { LegalPageData } from '../legal-data.ts'
import * as styles from '../legal-page.css.ts'
import '../legal-catalog.ts'

/**
 * The terms of use the application form's second checkbox accepts (ADR 025): what the
 * service is, who answers for what, the candidate's commitments, withdrawal, personal data
 * (the privacy policy), availability and the applicable law.
 */
export default function TermsPage() {
  const { header, controller, providerEmail } = useData<LegalPageData>()
  const { providerName } = usePageContext()
  const company = plainText(header.name)
  const provider = plainText(providerName)
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

      <section aria-labelledby="service">
        <h2 id="service">
          <Trans>Le service</Trans>
        </h2>
        <p>
          <Trans>
            Cet espace permet de consulter les offres d'emploi de {company} et d'y postuler. Il est gratuit pour les
            candidats et ne demande aucun compte.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="roles">
        <h2 id="roles">
          <Trans>Qui fait quoi</Trans>
        </h2>
        <p>
          <Trans>
            {company} publie les offres et les contenus de cet espace, et répond seule de ses offres et de ses
            recrutements. {provider} fournit et héberge le site pour son compte.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="commitments">
        <h2 id="commitments">
          <Trans>Votre candidature</Trans>
        </h2>
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
      </section>

      <section aria-labelledby="withdrawal">
        <h2 id="withdrawal">
          <Trans>Retrait</Trans>
        </h2>
        <p>
          <Trans>
            Vous pouvez retirer votre candidature à tout moment, sans avoir à vous justifier, avec le lien de l'e-mail
            de confirmation : elle est alors effacée avec votre CV, et {company} en est prévenue.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="personal-data">
        <h2 id="personal-data">
          <Trans>Données personnelles</Trans>
        </h2>
        <p>
          <Trans>
            Le traitement de vos données est décrit dans la{' '}
            <LocalizedLink to={companyPaths.privacy(header.slug)}>politique de confidentialité</LocalizedLink>.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="availability">
        <h2 id="availability">
          <Trans>Disponibilité</Trans>
        </h2>
        <p>
          <Trans>
            {provider} fait de son mieux pour que le site reste accessible, sans pouvoir garantir qu'il le soit sans
            interruption. Votre candidature est enregistrée lorsque la page de confirmation s'affiche.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="law">
        <h2 id="law">
          <Trans>Droit applicable</Trans>
        </h2>
        <p>
          <Trans>
            Ces conditions sont soumises au droit français. En cas de désaccord, une solution amiable est recherchée
            avant toute action devant les tribunaux compétents.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="contact">
        <h2 id="contact">
          <Trans>Contact</Trans>
        </h2>
        <ControllerContact controller={controller} providerEmail={providerEmail} />
      </section>
    </div>
  )
}
