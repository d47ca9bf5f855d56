import type { I18n, MessageDescriptor } from '@lingui/core'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useData } from 'vike-react/useData'
import { FIELD_ERRORS, FORM_ERRORS } from '#components/application-messages.ts'
import { BrandBar } from '#components/brand-bar.tsx'
import { useCompanyTextLang } from '#components/company-text.ts'
import { controlProps, ErrorList, errorListClass, Field } from '#components/forms.tsx'
import { LocalizedLink } from '#components/localized-link.tsx'
import { plainText } from '#components/plain-text.tsx'
import { topBarButton, topBarSecondary } from '#components/top-bar.css.ts'
import { button, container, visuallyHidden } from '#components/ui.css.ts'
import { type ApplicationFormTexts, applicationFormWidget } from '#components/widgets/application-form/contract.ts'
import { errorsAfter } from '#components/widgets/field-error/contract.ts'
import { PhoneField } from '#components/widgets/phone-field/phone-field.tsx'
import { ShareButton } from '#components/widgets/share/share.tsx'
import { COVER_LETTER_ROWS, CV_MAX_BYTES } from '#domain/application.ts'
import { companyPaths } from '#domain/paths.ts'
import type { Data } from './+data.ts'
import * as styles from './apply.css.ts'

type FieldName = keyof NonNullable<Data['submission']>['errors']

/** The CV size limit, stated before the upload (domain/application.ts refuses above it). */
const CV_MAX_MEGABYTES = CV_MAX_BYTES / (1024 * 1024)
const CV_LIMIT_ID = 'cv-limit'

/**
 * Application form (spec section 2). It posts multipart/form-data to this same URL
 * (server/routes/apply.ts), so it works without JavaScript; refusals come back here with
 * the typed values and the message under each field.
 */
export default function ApplyPage() {
  const { job, company, submission, idempotencyKey, shownAt, phoneCountryNames } = useData<Data>()
  const { i18n } = useLinguiRuntime()
  const { t } = useLingui()
  const companyTextLang = useCompanyTextLang()
  const values = submission?.values ?? {}
  // A CV stored by an attempt that failed (outage): the retry sends its key instead.
  const keptCv = values.storedCvKey ? { key: values.storedCvKey, name: values.storedCvName || 'cv.pdf' } : null
  const errorOf = (field: FieldName) => {
    const code = submission?.errors[field]
    return code ? i18n._(FIELD_ERRORS[code]) : null
  }
  const cvError = errorOf('cv')
  const cvControl = controlProps('cv', cvError)
  // What the form's script (components/widgets/application-form/) shows, in the page's language.
  const texts: ApplicationFormTexts = {
    fieldErrors: translateAll(i18n, FIELD_ERRORS),
    formErrors: translateAll(i18n, FORM_ERRORS),
    error: t`Erreur`,
    failed: t`Une erreur est survenue. Veuillez réessayer.`,
    sending: t`Envoi...`,
    cvReady: t`PDF prêt à être envoyé`,
    cvFilled: {
      title: t`Champs remplis à partir de votre CV`,
      check: t`Vérifiez-les : vous pouvez les modifier.`,
      fields: { firstName: t`Prénom`, lastName: t`Nom`, email: t`Email`, phone: t`Téléphone` },
    },
  }
  return (
    <>
      <BrandBar company={company}>
        <ShareButton title={job.title} className={topBarButton} compact />
        <LocalizedLink to={companyPaths.job(company.slug, job.id)} className={topBarSecondary}>
          <Trans>Voir l'offre</Trans>
        </LocalizedLink>
      </BrandBar>
      <div className={`${container} ${styles.page}`}>
        <LocalizedLink to={companyPaths.jobs(company.slug)} className={styles.back}>
          <Trans>← Retour aux offres</Trans>
        </LocalizedLink>
        <h1 className={styles.title} lang={companyTextLang}>
          {job.title}
        </h1>
        {submission?.formError ? (
          <p className={styles.formError} role="alert">
            {i18n._(FORM_ERRORS[submission.formError])}
          </p>
        ) : null}
        <form
          id="application"
          method="post"
          encType="multipart/form-data"
          className={styles.form}
          noValidate
          {...applicationFormWidget.root({ texts, classes: { error: errorListClass } })}
        >
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          {/* When the form was shown, signed; and the proof of work the form's script adds (ADR 077). */}
          <input type="hidden" name="shownAt" value={shownAt} />
          <input type="hidden" name="altcha" value="" {...applicationFormWidget.target('proof')} />
          {/* What the form shows of the job, so that it can be shown again during an outage. */}
          <input type="hidden" name="jobTitle" value={job.title} />
          <input type="hidden" name="companyName" value={company.name} />
          {keptCv ? (
            <>
              <input type="hidden" name="storedCvKey" value={keptCv.key} />
              <input type="hidden" name="storedCvName" value={keptCv.name} />
            </>
          ) : null}
          <div className={styles.honeypot} aria-hidden="true">
            <label>
              <Trans>Laissez ce champ vide</Trans>
              <input type="text" name="website" tabIndex={-1} autoComplete="off" />
            </label>
          </div>
          <div className={styles.row}>
            <Field name="firstName" label={<Trans>Prénom</Trans>} error={errorOf('firstName')}>
              {(props) => <input {...props} autoComplete="given-name" defaultValue={values.firstName} required />}
            </Field>
            <Field name="lastName" label={<Trans>Nom</Trans>} error={errorOf('lastName')}>
              {(props) => <input {...props} autoComplete="family-name" defaultValue={values.lastName} required />}
            </Field>
          </div>
          <Field name="email" label={<Trans>Email</Trans>} error={errorOf('email')}>
            {(props) => <input {...props} type="email" autoComplete="email" defaultValue={values.email} required />}
          </Field>
          <Field name="phone" label={<Trans>Téléphone</Trans>} error={errorOf('phone')}>
            {(props) => <PhoneField {...props} defaultValue={values.phone} countries={phoneCountryNames} />}
          </Field>
          <div className={styles.cvField}>
            <label htmlFor="field-cv" className={styles.drop}>
              <span className={styles.dropTitle}>
                <Trans>Déposez votre CV (PDF) *</Trans>
              </span>
              {keptCv ? (
                <span className={styles.dropHint} {...applicationFormWidget.target('cv-hint')} data-testid="cv-kept">
                  <KeptCvNote fileName={keptCv.name} />
                </span>
              ) : (
                <span className={styles.dropHint} {...applicationFormWidget.target('cv-hint')}>
                  <Trans>PDF uniquement</Trans>
                </span>
              )}
              <input
                {...cvControl}
                aria-describedby={[CV_LIMIT_ID, cvControl['aria-describedby']].filter(Boolean).join(' ')}
                type="file"
                accept="application/pdf,.pdf"
                className={styles.file}
                required={!keptCv}
              />
            </label>
            <p id={CV_LIMIT_ID} className={styles.dropHint} {...errorsAfter('cv')}>
              <Trans>PDF, {CV_MAX_MEGABYTES} Mo maximum</Trans>
            </p>
            <ErrorList name="cv" errors={cvError ? [cvError] : null} />
          </div>
          <Field name="coverLetter" label={<Trans>Lettre de motivation</Trans>} error={errorOf('coverLetter')}>
            {(props) => <textarea {...props} rows={COVER_LETTER_ROWS} defaultValue={values.coverLetter} required />}
          </Field>
          <Consent
            name="consentRetention"
            checked={values.consentRetention === true}
            error={errorOf('consentRetention')}
          >
            <Trans>
              J'accepte que {plainText(company.name)} conserve mes{' '}
              <PolicyLink to={companyPaths.privacy(company.slug)}>données personnelles</PolicyLink> pendant 2 ans afin
              de me recontacter pour de nouvelles opportunités.
            </Trans>
          </Consent>
          <Consent name="consentTerms" checked={values.consentTerms === true} error={errorOf('consentTerms')}>
            <Trans>
              J'accepte sans réserve les{' '}
              <PolicyLink to={companyPaths.terms(company.slug)}>conditions générales d'utilisation</PolicyLink>.
            </Trans>
          </Consent>
          {/* The note under a field the CV filled (components/widgets/application-form/cv-autofill.client.ts). */}
          <template {...applicationFormWidget.target('cv-note')}>
            <p className={styles.fromCv}>
              <Trans>Repris de votre CV</Trans>
            </p>
          </template>
          <button type="submit" className={`${button} ${styles.submit}`}>
            <Trans>Postuler</Trans>
          </button>
          {/* The upload's progress, shown by the form's script while it sends. */}
          <progress className={styles.progress} max={100} value={0} aria-label={t`Envoi de la candidature`} hidden />
          <p className={styles.note}>
            <Trans>
              En postulant, vous acceptez notre{' '}
              <PolicyLink to={companyPaths.privacy(company.slug)}>politique de confidentialité</PolicyLink>.
            </Trans>
          </p>
        </form>
      </div>
    </>
  )
}

/**
 * The privacy policy or the terms, in a new tab: leaving the form would lose what was
 * typed and the chosen file.
 */
function PolicyLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <LocalizedLink to={to} target="_blank" rel="noopener">
      {children}
      <span className={visuallyHidden}>
        {' '}
        <Trans>(nouvel onglet)</Trans>
      </span>
    </LocalizedLink>
  )
}

/** Every message of `messages` in the page's language, by code. */
function translateAll<Code extends string>(i18n: I18n, messages: Record<Code, MessageDescriptor>) {
  const entries = Object.entries<MessageDescriptor>(messages).map(([code, text]) => [code, i18n._(text)])
  return Object.fromEntries(entries) as Record<Code, string>
}

/** A CV kept from an attempt that failed: said so, so the candidate does not look for the file again. */
function KeptCvNote({ fileName }: { fileName: string }) {
  return <Trans>{fileName} est déjà reçu : inutile de le joindre à nouveau.</Trans>
}

/** A required consent: its checkbox, its label (with links to the policies), and its error under it. */
function Consent(props: {
  name: 'consentRetention' | 'consentTerms'
  checked: boolean
  error: string | null
  children: ReactNode
}) {
  const { name, checked, error, children } = props
  return (
    <>
      <div className={styles.checkbox} {...errorsAfter(name)}>
        <input {...controlProps(name, error)} type="checkbox" defaultChecked={checked} required />
        <label htmlFor={`field-${name}`}>{children}</label>
      </div>
      <ErrorList name={name} errors={error ? [error] : null} />
    </>
  )
}
