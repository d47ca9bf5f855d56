import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ApplicationErrorCode, ApplicationFormErrorCode } from '#domain/application.ts'

/** Spec section 5's messages for each validation code. */
export const FIELD_ERRORS: Record<ApplicationErrorCode, MessageDescriptor> = {
  'first-name-required': msg`Prénom requis`,
  'first-name-invalid': msg`Prénom invalide : une seule ligne de lettres, espaces, tirets et apostrophes, sans chiffres, lien ni adresse e-mail`,
  'last-name-required': msg`Nom requis`,
  'last-name-invalid': msg`Nom invalide : une seule ligne de lettres, espaces, tirets et apostrophes, sans chiffres, lien ni adresse e-mail`,
  'email-invalid': msg`Email invalide`,
  'phone-invalid': msg`Téléphone invalide (format international requis)`,
  'cover-letter-required': msg`Lettre de motivation requise`,
  'cover-letter-too-long': msg`Lettre de motivation trop longue (20 000 caractères au plus)`,
  'cover-letter-invalid': msg`La lettre de motivation contient un caractère invisible non accepté : retapez-la ou collez-la sans mise en forme`,
  'consent-retention-required': msg`Consentement requis`,
  'consent-terms-required': msg`Acceptation des CGU requise`,
  'cv-required': msg`CV requis`,
  'cv-not-pdf': msg`Seuls les fichiers PDF sont acceptés`,
}

export const FORM_ERRORS: Record<ApplicationFormErrorCode, MessageDescriptor> = {
  'too-large': msg`Le CV dépasse 10 Mo. Envoyez un PDF plus léger.`,
  'rate-limited': msg`Trop de candidatures envoyées depuis votre connexion. Réessayez dans une minute.`,
  unavailable: msg`Le service est momentanément indisponible. Votre candidature n'a pas été enregistrée : réessayez dans quelques instants.`,
  'key-reused': msg`Ce formulaire a déjà servi à envoyer une candidature avec d'autres informations. Rechargez la page pour en envoyer une nouvelle.`,
  withdrawn: msg`Vous avez retiré la candidature envoyée avec ce formulaire : elle n'a pas été envoyée à nouveau. Rechargez la page pour postuler une nouvelle fois.`,
}
