import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { AUDITED_PAGES, type AuditedPageId, auditFigures } from '#domain/accessibility-audit.ts'
import { formatDate } from '#domain/format-date.ts'
import { INTL_LOCALE } from '#domain/locale.ts'
import { TitledSection } from '../titled-section.tsx'
import { container } from '../ui.css.ts'
import * as styles from './accessibility-statement.css.ts'
import { AUDITED_PAGE_NAMES } from './audited-page-names.ts'

type StatementProps = {
  /** Who answers for the site: the provider for its own pages, the company for its space. */
  owner: ReactNode
  /** The site the statement covers, as a sentence names it. */
  site: ReactNode
  /** How to reach the owner (retour d'information et contact). */
  contact: ReactNode
  /** The last browser run that passed every declared audit (ISO), or null: none recorded. */
  lastPassingRun: string | null
}

/**
 * An accessibility statement in the RGAA 4.1 model's form (ADR 048): commitment, conformance
 * status, test results, non-accessible content, how the statement was made, contact and
 * recourse. Its figures are those of the audited list the browser tests iterate over
 * (domain/accessibility-audit.ts), so it states what the tests check, no more.
 */
export function AccessibilityStatement({ owner, site, contact, lastPassingRun }: StatementProps) {
  const { t } = useLingui()
  const { locale } = usePageContext()
  const figures = auditFigures()
  const list = (items: string[]) => new Intl.ListFormat(INTL_LOCALE[locale], { type: 'conjunction' }).format(items)
  const languages = list(figures.languages.map((code) => (code === 'fr' ? t`français` : t`anglais`)))
  const widths = list(figures.widths.map(String))
  const ran = lastPassingRun ? formatDate(new Date(lastPassingRun), locale) : null
  return (
    <div className={`${container} ${styles.page}`}>
      <h1>
        <Trans>Déclaration d'accessibilité</Trans>
      </h1>
      <p>
        <Trans>
          {owner} s'engage à rendre {site} accessible, conformément à l'article 47 de la loi n° 2005-102 du 11 février
          2005 et à la directive européenne 2019/882 sur l'accessibilité des produits et services.
        </Trans>
      </p>

      <TitledSection id="status" title={<Trans>État de conformité</Trans>}>
        <p>
          <Trans>
            Ce site est <strong>non conforme</strong> au référentiel général d'amélioration de l'accessibilité (RGAA),
            version 4.1, et aux WCAG 2.2 de niveau AA : aucun audit complet du RGAA n'a encore été réalisé, et c'est
            l'état que le RGAA prescrit en l'absence d'audit.
          </Trans>
          {/* Said only when a run stands behind it: without one, the results below say none is recorded. */}
          {ran ? (
            <>
              {' '}
              <Trans>Les contrôles automatiques décrits ci-dessous ne relèvent aucune erreur.</Trans>
            </>
          ) : null}
        </p>
      </TitledSection>

      <TitledSection id="results" title={<Trans>Résultats des tests</Trans>}>
        <p data-audit-figures="">
          <Trans>
            À chaque version, les tests automatisés contrôlent les règles des WCAG 2.0, 2.1 et 2.2 de niveaux A et AA
            avec axe-core sur <span data-figure="pages">{figures.pages}</span> types de pages, en{' '}
            <span data-figure="languages">{figures.languages.length}</span> langues ({languages}), à{' '}
            <span data-figure="widths">{figures.widths.length}</span> largeurs d'écran ({widths} pixels) : soit{' '}
            <span data-figure="audits">{figures.audits}</span> contrôles, qui doivent tous réussir.
          </Trans>
        </p>
        <p data-figure="last-run">
          {ran ? (
            <Trans>Dernière exécution où tous ces contrôles ont réussi : le {ran}.</Trans>
          ) : (
            <Trans>Aucune exécution de tous ces contrôles n'est enregistrée pour cette version du site.</Trans>
          )}
        </p>
        <p>
          <Trans>
            Un contrôle automatique ne vérifie qu'une partie des critères : la pertinence des textes de remplacement,
            l'ordre de lecture ou la compréhension des contenus demandent un examen humain, qui n'a pas encore eu lieu.
          </Trans>
        </p>
      </TitledSection>

      <TitledSection id="content" title={<Trans>Contenus non accessibles</Trans>}>
        <h3>
          <Trans>Non-conformités</Trans>
        </h3>
        <p>
          <Trans>Aucune non-conformité n'est connue à ce jour ; un audit complet pourrait en révéler.</Trans>
        </p>
        <h3>
          <Trans>Dérogations pour charge disproportionnée</Trans>
        </h3>
        <p>
          <Trans>Aucune.</Trans>
        </p>
        <h3>
          <Trans>Contenus non soumis à l'obligation d'accessibilité</Trans>
        </h3>
        <p>
          <Trans>
            Les contenus de tiers que le site ne contrôle pas : les vidéos hébergées par YouTube ou Vimeo (chargées
            seulement à votre demande) et les sites vers lesquels mènent les liens externes. Les textes, images et
            vidéos publiés par une entreprise sont sous sa responsabilité, y compris leurs textes de remplacement.
          </Trans>
        </p>
      </TitledSection>

      <TitledSection id="method" title={<Trans>Établissement de cette déclaration</Trans>}>
        <p>
          <Trans>Technologies utilisées : HTML, CSS, WAI-ARIA et JavaScript.</Trans>
        </p>
        <p>
          <Trans>
            Outils et environnement de test : axe-core dans Chromium piloté par Playwright, le validateur HTML Nu, et
            une vérification qu'aucune page ne défile horizontalement à 320 pixels de large.
          </Trans>
        </p>
        <p>
          <Trans>Pages et parcours testés :</Trans>
        </p>
        <ul className={styles.pages}>
          {(Object.keys(AUDITED_PAGES) as AuditedPageId[]).map((id) => (
            <li key={id} data-audited-page={id}>
              {t(AUDITED_PAGE_NAMES[id])}
            </li>
          ))}
        </ul>
      </TitledSection>

      <TitledSection id="contact" title={<Trans>Retour d'information et contact</Trans>}>
        <p>
          <Trans>
            Si vous n'arrivez pas à accéder à un contenu ou à un service, contactez {owner} : vous serez orienté vers
            une alternative accessible ou recevrez le contenu sous une autre forme.
          </Trans>
        </p>
        {contact}
      </TitledSection>

      <TitledSection id="recourse" title={<Trans>Voies de recours</Trans>}>
        <p>
          <Trans>
            Si vous avez signalé un défaut d'accessibilité qui vous empêche d'accéder à un contenu ou à un service et
            n'avez pas obtenu de réponse satisfaisante, vous pouvez saisir le Défenseur des droits :
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>
              par le <a href="https://formulaire.defenseurdesdroits.fr/">formulaire en ligne</a> du Défenseur des droits
              ;
            </Trans>
          </li>
          <li>
            <Trans>
              auprès de l'un de ses <a href="https://www.defenseurdesdroits.fr/carte-des-delegues">délégués</a> dans
              votre région ;
            </Trans>
          </li>
          <li>
            <Trans>
              par courrier, gratuit et sans timbre : Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07.
            </Trans>
          </li>
        </ul>
      </TitledSection>
    </div>
  )
}
