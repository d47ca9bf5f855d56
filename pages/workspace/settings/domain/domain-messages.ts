import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CustomDomainErrorCode, CustomHostnameStatus } from '#domain/custom-domain.ts'

/** The hostname field's refusals, in the visitor's language. */
export const HOSTNAME_FIELD_MESSAGES: Record<CustomDomainErrorCode, MessageDescriptor> = {
  'invalid-hostname': msg`Saisissez un nom de domaine complet, par exemple carrieres.votre-entreprise.fr.`,
  'platform-hostname': msg`Ce domaine est celui du site : choisissez un domaine de votre entreprise.`,
  'taken-hostname': msg`Ce domaine est déjà utilisé par une autre entreprise.`,
  'hostname-limit': msg`Vous avez déjà 5 domaines : retirez-en un pour en ajouter un autre.`,
  'refused-hostname': msg`Cloudflare refuse ce domaine :`,
}

export const STATUS_LABELS: Record<CustomHostnameStatus, MessageDescriptor> = {
  pending: msg`En attente de vérification`,
  active: msg`Actif : votre site est servi sur ce domaine`,
  failed: msg`Échec de la vérification`,
}

/** The field's messages: the first code said in the visitor's language, Cloudflare's own words after it. */
export function hostnameFieldMessage(
  translate: (descriptor: MessageDescriptor) => string,
  errors: string[] | undefined,
): string | null {
  const [code, ...details] = errors ?? []
  if (!code) return null
  const known = HOSTNAME_FIELD_MESSAGES[code as CustomDomainErrorCode]
  return [translate(known ?? HOSTNAME_FIELD_MESSAGES['invalid-hostname']), ...details].join(' ')
}
