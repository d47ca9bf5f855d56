import { Trans } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { LocalizedLink } from '#components/localized-link.tsx'
import { plainText } from '#components/plain-text.tsx'
import { button, buttonSecondary } from '#components/ui.css.ts'
import { BusyForm } from '#components/widgets/busy-form/busy-form.tsx'
import { companyPaths, localizedPath } from '#domain/paths.ts'
import * as styles from '../candidate-page.css.ts'
import { CandidatePage } from '../candidate-page.tsx'
import type { Data } from './+data.ts'

/**
 * Asks the candidate to confirm the withdrawal: a plain POST form with the token (no
 * JavaScript needed); nothing is erased by opening the link, which mail scanners do.
 */
export default function WithdrawPage() {
  const { company, job, receivedOn, token } = useData<Data>()
  const { locale } = usePageContext()
  const companyName = plainText(company.name)
  const jobTitle = plainText(job.title)
  return (
    <CandidatePage
      heading={<Trans>Retirer votre candidature</Trans>}
      lead={
        <Trans>
          Votre candidature au poste {jobTitle} chez {companyName}, reçue le {receivedOn}.
        </Trans>
      }
    >
      <p>
        <Trans>Si vous confirmez, nous effaçons définitivement :</Trans>
      </p>
      <ul>
        <li>
          <Trans>votre candidature : nom, adresse e-mail, téléphone et lettre de motivation ;</Trans>
        </li>
        <li>
          <Trans>votre CV ;</Trans>
        </li>
        <li>
          <Trans>les données personnelles des e-mails qui la concernent.</Trans>
        </li>
      </ul>
      <p>
        <Trans>{companyName} est prévenue du retrait, sans vos coordonnées. Cette action est irréversible.</Trans>
      </p>
      {/* Sent once: the busy form disables the button as the post goes. */}
      <BusyForm action={localizedPath(locale, companyPaths.withdraw(company.slug))} className={styles.actions}>
        <input type="hidden" name="token" value={token} />
        <button type="submit" className={button}>
          <Trans>Retirer ma candidature et effacer mes données</Trans>
        </button>
        <LocalizedLink to={companyPaths.job(company.slug, job.id)} className={buttonSecondary}>
          <Trans>Garder ma candidature</Trans>
        </LocalizedLink>
      </BusyForm>
    </CandidatePage>
  )
}
