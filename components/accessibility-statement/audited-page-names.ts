import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AuditedPageId } from '#domain/accessibility-audit.ts'

/** How the statement names each audited page (domain/accessibility-audit.ts). */
export const AUDITED_PAGE_NAMES: Record<AuditedPageId, MessageDescriptor> = {
  landing: msg`la page d'accueil du service`,
  'not-found': msg`la page « introuvable »`,
  'company-home': msg`l'accueil d'un espace entreprise`,
  'company-page': msg`la page de l'entreprise, avec ses fenêtres de démonstration`,
  team: msg`la page de l'équipe`,
  'job-list': msg`la liste des offres, ses filtres et son alerte par e-mail`,
  'job-detail': msg`le détail d'une offre`,
  'application-form': msg`le formulaire de candidature, vide puis avec ses erreurs`,
  confirmation: msg`la confirmation de candidature`,
  'job-alert-links': msg`la confirmation et la désinscription d'une alerte`,
  withdrawal: msg`le retrait d'une candidature`,
  'cv-link': msg`le lien de téléchargement d'un CV expiré`,
  statistics: msg`les statistiques d'une entreprise`,
  'application-status': msg`le suivi d'une candidature par le candidat`,
  'status-decision': msg`la confirmation d'un changement de statut par le recruteur`,
  'load-failure': msg`les pages d'erreur de chargement`,
  privacy: msg`la politique de confidentialité`,
  terms: msg`les conditions générales d'utilisation`,
  'accessibility-statement': msg`cette déclaration d'accessibilité`,
  'workspace-door': msg`l'entrée de l'espace entreprise (connexion et création d'un espace)`,
  'workspace-home': msg`l'accueil de l'espace entreprise`,
  'workspace-members': msg`les membres et les invitations, dans l'espace entreprise`,
  'workspace-jobs': msg`la liste des offres, dans l'espace entreprise`,
  'workspace-job-editor': msg`l'éditeur d'une offre, dans l'espace entreprise`,
  'workspace-company': msg`l'éditeur de la page entreprise`,
  'workspace-billing': msg`l'abonnement, dans l'espace entreprise`,
  'workspace-delete': msg`la suppression de l'espace entreprise`,
  'desk-inbox': msg`les candidatures reçues, dans l'espace entreprise`,
  'desk-application': msg`une candidature, dans l'espace entreprise`,
}
