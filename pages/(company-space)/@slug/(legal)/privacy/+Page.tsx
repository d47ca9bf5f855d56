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
 * The privacy policy of a company space (ADR 025): the company as data controller, what
 * the application form collects and why, the 2-year retention, the candidate's rights and
 * how to use them (the withdrawal link first), and the provider as processor. Built from
 * the company's data; the rest is the same for every company.
 */
export default function PrivacyPage() {
  const { header, controller, providerEmail } = useData<LegalPageData>()
  const { providerName } = usePageContext()
  const company = plainText(header.name)
  const provider = plainText(providerName)
  return (
    <div className={`${container} ${styles.page}`}>
      <h1>
        <Trans>Politique de confidentialité</Trans>
      </h1>
      <p>
        <Trans>
          Cette politique explique comment {company} traite les données personnelles des personnes qui postulent à ses
          offres sur ce site carrière.
        </Trans>
      </p>

      <section aria-labelledby="controller">
        <h2 id="controller">
          <Trans>Responsable du traitement</Trans>
        </h2>
        <p>
          <Trans>{company} est responsable du traitement de vos données. Pour la contacter :</Trans>
        </p>
        <ControllerContact controller={controller} providerEmail={providerEmail} />
      </section>

      <section aria-labelledby="collected">
        <h2 id="collected">
          <Trans>Données collectées</Trans>
        </h2>
        <ul>
          <li>
            <Trans>votre prénom, votre nom, votre adresse e-mail et votre numéro de téléphone ;</Trans>
          </li>
          <li>
            <Trans>votre CV (un fichier PDF de 10 Mo au plus) et votre lettre de motivation ;</Trans>
          </li>
          <li>
            <Trans>
              l'offre à laquelle vous postulez, la date de votre candidature, la langue du site et vos deux
              consentements.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Le site ne dépose aucun cookie de mesure d'audience ni de publicité. Après l'envoi d'une candidature, un
            cookie technique de 10 minutes permet à la page de confirmation de vous montrer votre lien de retrait ;
            seule cette page le reçoit.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="purposes">
        <h2 id="purposes">
          <Trans>Pourquoi</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              Étudier votre candidature au poste choisi et vous recontacter à son sujet : ce sont des mesures prises à
              votre demande avant un éventuel contrat de travail (article 6.1.b du RGPD).
            </Trans>
          </li>
          <li>
            <Trans>
              Vous recontacter pour de nouvelles opportunités pendant 2 ans, parce que vous y avez consenti en cochant
              la case prévue (article 6.1.a du RGPD).
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Vos données ne sont ni vendues, ni utilisées pour de la publicité, ni soumises à une décision entièrement
            automatisée.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="retention">
        <h2 id="retention">
          <Trans>Durée de conservation</Trans>
        </h2>
        <p>
          <Trans>
            Votre candidature et votre CV sont conservés 2 ans à compter de leur envoi, puis effacés automatiquement.
            L'adresse et le texte des e-mails envoyés à votre sujet sont effacés 7 jours après leur envoi. Les copies
            que {company} a reçues (e-mail, logiciel de recrutement) sont sous sa responsabilité, pour la même durée au
            plus.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="rights">
        <h2 id="rights">
          <Trans>Vos droits</Trans>
        </h2>
        <ul>
          <li>
            <Trans>accès : obtenir une copie de vos données ;</Trans>
          </li>
          <li>
            <Trans>rectification : faire corriger des données inexactes ;</Trans>
          </li>
          <li>
            <Trans>effacement : faire effacer vos données ;</Trans>
          </li>
          <li>
            <Trans>
              opposition : vous opposer au traitement, et retirer à tout moment votre consentement à être recontacté ;
            </Trans>
          </li>
          <li>
            <Trans>limitation : faire suspendre l'utilisation de vos données pendant l'examen d'une demande ;</Trans>
          </li>
          <li>
            <Trans>portabilité : recevoir vos données dans un format structuré et courant ;</Trans>
          </li>
          <li>
            <Trans>
              réclamation : saisir la Commission nationale de l'informatique et des libertés (
              <a href="https://www.cnil.fr/fr/plaintes">CNIL</a>) si vous estimez que vos droits ne sont pas respectés.
            </Trans>
          </li>
        </ul>
      </section>

      <section aria-labelledby="exercise">
        <h2 id="exercise">
          <Trans>Exercer vos droits</Trans>
        </h2>
        <p>
          <Trans>
            Le plus simple pour retirer votre candidature et effacer vos données : le lien « Retirer ma candidature et
            effacer mes données » de l'e-mail de confirmation que vous avez reçu (il figure aussi sur la page de
            confirmation, juste après l'envoi). Après votre confirmation, la candidature, votre CV et les données
            personnelles des e-mails qui la concernent sont effacés aussitôt, et {company} est prévenue du retrait, sans
            vos coordonnées. Le lien sert une fois et reste valable pendant toute la durée de conservation.
          </Trans>
        </p>
        <p>
          <Trans>
            Pour tout autre droit, écrivez à {company} (coordonnées ci-dessus) en précisant le poste et la date de votre
            candidature. Une réponse vous est due dans un délai d'un mois.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="processor">
        <h2 id="processor">
          <Trans>Sous-traitant</Trans>
        </h2>
        <p>
          <Trans>
            Ce site carrière est fourni par {provider}, qui héberge les données et traite les candidatures pour le
            compte de {company} et selon ses instructions (article 28 du RGPD). {provider} s'appuie sur Cloudflare
            (hébergement du site et des CV), Supabase (base de données) et Resend (envoi des e-mails). Contact :{' '}
            <a href={`mailto:${providerEmail}`}>{plainText(providerEmail)}</a>.
          </Trans>
        </p>
      </section>

      <p>
        <LocalizedLink to={companyPaths.terms(header.slug)}>
          <Trans>Conditions générales d'utilisation</Trans>
        </LocalizedLink>
      </p>
    </div>
  )
}
