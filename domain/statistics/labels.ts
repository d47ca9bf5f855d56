import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isVisibleJobStatus } from '../job.ts'

/**
 * The words of the statistics page that its CSV, its refusals and the weekly e-mail say
 * too, from the catalogs (one text for each, whichever part shows it).
 */
export const FIGURE_LABELS = {
  views: msg`Vues`,
  visitors: msg`Visiteurs uniques`,
  formViews: msg`Vues du formulaire`,
  applications: msg`Candidatures`,
  conversion: msg`Conversion`,
} as const

/** The per-job table's column headings, in the CSV's order. */
export function jobTableHeadings(i18n: I18n): string[] {
  return [
    i18n._(msg`Offre`),
    i18n._(msg`Statut`),
    ...(['views', 'visitors', 'formViews', 'applications', 'conversion'] as const).map((key) =>
      i18n._(FIGURE_LABELS[key]),
    ),
  ]
}

/** A job's status as the table shows it: open (any visible status), closed, or not published. */
export function jobStatusLabel(status: string): MessageDescriptor {
  if (status === 'closed') return msg`Fermée`
  return isVisibleJobStatus(status) ? msg`Ouverte` : msg`Non publiée`
}

/** A source's name: a direct visit has none. */
export function sourceLabel(i18n: I18n, source: string): string {
  return source === '' ? i18n._(msg`Accès direct`) : source
}

export const DEVICE_LABELS = { phone: msg`Mobile`, desktop: msg`Ordinateur` } as const

/** Why a statistics link opens nothing, as the page and the CSV say it. */
export const STATISTICS_REFUSAL_DETAILS = {
  'statistics-link-invalid': msg`Ce lien est incomplet ou a été modifié. Utilisez le lien du dernier e-mail de statistiques.`,
  'statistics-link-expired': msg`Ce lien a expiré. Chaque e-mail hebdomadaire de statistiques en apporte un nouveau ; votre interlocuteur peut aussi vous en envoyer un.`,
  'statistics-unavailable': msg`Les statistiques ne peuvent pas être chargées. Réessayez dans quelques instants.`,
} as const
