import { Trans } from '@lingui/react/macro'
import { LocalizedLink } from '#components/localized-link.tsx'
import { plainText } from '#components/plain-text.tsx'
import { TitledSection } from '#components/titled-section.tsx'
import { container } from '#components/ui.css.ts'
import { companyPaths } from '#domain/paths.ts'
import { ControllerContact } from '../controller-contact.tsx'
import * as styles from '../legal-page.css.ts'
import { useLegalParties } from '../use-legal-parties.ts'

/**
 * The privacy policy of a company space (ADR 025): the company as data controller, what
 * the application form collects and why, what the statistics count without a cookie
 * (ADR 042), the 2-year retention, the candidate's rights and
 * how to use them (the withdrawal link first), and the provider as processor. Built from
 * the company's data; the rest is the same for every company.
 */
export default function PrivacyPage() {
  const { header, controller, providerEmail, company, provider } = useLegalParties()
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

      <TitledSection id="controller" title={<Trans>Responsable du traitement</Trans>}>
        <p>
          <Trans>{company} est responsable du traitement de vos données. Pour la contacter :</Trans>
        </p>
        <ControllerContact controller={controller} providerEmail={providerEmail} />
      </TitledSection>

      <TitledSection id="collected" title={<Trans>Données collectées</Trans>}>
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
        <p id="bot-checks">
          <Trans>
            Pour signaler les candidatures envoyées par des robots, quelques indices sont vérifiés à l'envoi : un champ
            invisible, le temps passé sur le formulaire, un petit calcul fait par votre navigateur, un même CV ou numéro
            dans de nombreuses candidatures, une adresse e-mail jetable, de nombreux envois depuis une même connexion.
            Seuls le niveau qui en résulte et les indices relevés sont gardés, avec la candidature et pour la même durée
            ; l'adresse de votre connexion n'est gardée qu'une heure, sous une forme qui ne permet pas de la retrouver.
            Votre candidature est transmise à l'entreprise dans tous les cas.
          </Trans>
        </p>
      </TitledSection>

      <TitledSection id="statistics" title={<Trans>Mesure d'audience, sans cookie</Trans>}>
        <p>
          <Trans>
            Lorsque l'offre de {company} comprend les statistiques, le site compte, par jour et par page, les pages
            vues, les visiteurs uniques, les formulaires de candidature ouverts, les candidatures envoyées et retirées,
            les offres enregistrées par e-mail et les alertes souscrites, avec la provenance de la visite (un moteur de
            recherche, LinkedIn, un autre site, ou les paramètres utm du lien suivi) et le type d'appareil (téléphone ou
            ordinateur). Rien n'est déposé ni lu sur votre appareil, et les robots ne sont pas comptés.
          </Trans>
        </p>
        <p>
          <Trans>
            Pour compter un visiteur une seule fois par jour, le site calcule une empreinte de votre adresse IP et de
            votre navigateur, mêlées à un secret aléatoire propre à la journée. Votre adresse IP n'est jamais
            enregistrée. Le secret et les empreintes sont effacés le lendemain : personne, pas même {provider}, ne peut
            ensuite relier une visite à vous. Seuls des totaux restent, jour par jour pendant 25 mois, puis mois par
            mois.
          </Trans>
        </p>
      </TitledSection>

      <TitledSection id="purposes" title={<Trans>Pourquoi</Trans>}>
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
      </TitledSection>

      <TitledSection id="retention" title={<Trans>Durée de conservation</Trans>}>
        <p>
          <Trans>
            Votre candidature et votre CV sont conservés 2 ans à compter de leur envoi, puis effacés automatiquement.
            L'adresse et le texte des e-mails envoyés à votre sujet sont effacés 7 jours après leur envoi. Les copies
            que {company} a reçues (e-mail, logiciel de recrutement) sont sous sa responsabilité, pour la même durée au
            plus.
          </Trans>
        </p>
      </TitledSection>

      <TitledSection id="rights" title={<Trans>Vos droits</Trans>}>
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
      </TitledSection>

      <TitledSection id="exercise" title={<Trans>Exercer vos droits</Trans>}>
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
      </TitledSection>

      <TitledSection id="processor" title={<Trans>Sous-traitant</Trans>}>
        <p>
          <Trans>
            Ce site carrière est fourni par {provider}, qui héberge les données et traite les candidatures pour le
            compte de {company} et selon ses instructions (article 28 du RGPD). {provider} s'appuie sur Cloudflare
            (hébergement du site et des CV), Supabase (base de données) et Resend (envoi des e-mails). Contact :{' '}
            <a href={`mailto:${providerEmail}`}>{plainText(providerEmail)}</a>.
          </Trans>
        </p>
      </TitledSection>

      <p>
        <LocalizedLink to={companyPaths.terms(header.slug)}>
          <Trans>Conditions générales d'utilisation</Trans>
        </LocalizedLink>
      </p>
    </div>
  )
}
