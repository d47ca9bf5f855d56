import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CompanyFormError } from '#domain/company-form.ts'
import type { ImageFormError } from '#domain/company-images/upload-form.ts'
import type { JobFormError } from '#domain/job-form.ts'
import type { PublicNameError } from '#domain/public-name.ts'
import { firstErrorMessage } from './workspace-messages.ts'

// The editors' refusals (domain/job-form.ts, domain/company-form.ts, domain/public-name.ts's
// codes) in the workspace's own catalog, the one its hydrated pages load (ADR 057).

export const JOB_FORM_MESSAGES: Record<JobFormError, MessageDescriptor> = {
  'job-required': msg`Ce champ est obligatoire.`,
  'job-too-long': msg`Ce texte est trop long.`,
  'job-one-line': msg`Une seule ligne, sans caractère de contrôle.`,
  'job-country': msg`Choisissez un pays (code à deux lettres, par exemple FR).`,
  'job-zip-code': msg`Code postal invalide.`,
  'job-amount': msg`Montant invalide : un nombre, deux décimales au plus.`,
  'job-salary-range': msg`Le maximum doit être supérieur ou égal au minimum.`,
  'job-currency': msg`Devise invalide (code à trois lettres, par exemple EUR).`,
  'job-period': msg`Indiquez la période du salaire (par an, par mois…).`,
  'job-url': msg`Adresse web invalide : une adresse http(s) complète.`,
  'job-date': msg`Date invalide.`,
  'job-closing-past': msg`La date de clôture est passée : choisissez un jour à venir pour publier.`,
  'job-pay-required': msg`La loi du pays de l'offre exige la rémunération dans l'annonce : indiquez au moins le salaire de départ et sa période.`,
  'job-intent': msg`Action inconnue.`,
  'job-version': msg`Version invalide : rechargez la page.`,
}

export const COMPANY_FORM_MESSAGES: Record<CompanyFormError, MessageDescriptor> = {
  'company-too-long': msg`Ce texte est trop long.`,
  'company-one-line': msg`Une seule ligne, sans caractère de contrôle.`,
  'company-url': msg`Adresse web invalide : une adresse http(s) complète.`,
  'company-video': msg`Vidéo invalide : une adresse https YouTube ou Vimeo.`,
  'company-phone': msg`Téléphone invalide (format international requis).`,
  'company-year': msg`Année invalide.`,
  'company-age': msg`Âge moyen invalide (entre 14 et 99).`,
  'company-rate': msg`Taux invalide (un pourcentage entre 0 et 100).`,
  'company-image': msg`Image invalide.`,
  'company-alt': msg`Décrivez la photo en quelques mots (texte alternatif).`,
  'company-too-many': msg`Trop d'éléments dans cette liste.`,
  'company-color': msg`Couleur illisible : elle doit contraster à 4,5:1 au moins avec le blanc (WCAG AA).`,
  'company-version': msg`Version invalide : rechargez la page.`,
}

/** The company editor's image form (domain/company-images/upload-form.ts). */
export const IMAGE_FORM_MESSAGES: Record<ImageFormError, MessageDescriptor> = {
  'image-kind': msg`Choisissez où va l'image : logo, couverture ou photo.`,
  'image-missing': msg`Choisissez un fichier image.`,
  'image-too-large': msg`Image trop lourde : 5 Mo au plus.`,
  'image-type': msg`Format refusé : une image PNG, JPEG ou WebP (un logo peut aussi être un SVG).`,
  'image-svg': msg`Ce SVG contient des éléments actifs ou des liens externes (script, lien, style, image externe) : exportez-le en SVG simple ou en PNG.`,
  'image-unreadable': msg`Image illisible ou trop grande (100 mégapixels au plus).`,
  'image-alt': msg`Décrivez la photo en quelques mots (texte alternatif).`,
  'image-alt-line': msg`Une seule ligne de 200 caractères au plus.`,
  'image-too-many': msg`La galerie a déjà 6 photos : retirez-en une avant d'en ajouter.`,
}

/** A job title's or company name's refusal (the one rule of public names). */
export const PUBLIC_NAME_FIELD_MESSAGES: Record<PublicNameError, MessageDescriptor> = {
  'public-name-required': msg`Ce champ est obligatoire, sans espace au début ni à la fin.`,
  'public-name-too-long': msg`Ce texte est trop long.`,
  'public-name-multiline': msg`Une seule ligne, sans caractère de contrôle.`,
  'public-name-invisible': msg`Sans caractère invisible ni changement de sens d'écriture.`,
  'public-name-link': msg`Sans lien, adresse web ni adresse e-mail.`,
  'public-name-phone': msg`Sans numéro de téléphone.`,
}

const MESSAGES: Record<string, MessageDescriptor> = {
  ...JOB_FORM_MESSAGES,
  ...COMPANY_FORM_MESSAGES,
  ...PUBLIC_NAME_FIELD_MESSAGES,
  ...IMAGE_FORM_MESSAGES,
}

/** A field's first error code as its message, in the page's language; null when it has none. */
export const editorFieldMessage = firstErrorMessage(MESSAGES, 'job-required')
