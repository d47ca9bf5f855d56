import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { BrandScope } from '../../../../../../../components/brand-scope.tsx'
import { useCompanyTextLang } from '../../../../../../../components/company-text.ts'
import { LocalizedLink } from '../../../../../../../components/localized-link.tsx'
import { RecruitmentSteps } from '../../../../../../../components/recruitment-steps.tsx'
import { button, buttonSecondary, card, container } from '../../../../../../../components/ui.css.ts'
import { VideoFacade } from '../../../../../../../components/video-facade.tsx'
import { companyPaths } from '../../../../../../../domain/paths.ts'
import { ApplyTopBar } from '../apply-top-bar.tsx'
import type { Data } from './+data.ts'
import * as styles from './confirmation.css.ts'

/**
 * Confirmation screen (spec section 2). The spec's video area shows the company's video
 * when it has one, else what happens next: its recruitment steps.
 */
export default function ConfirmationPage() {
  const { job, company, video, steps } = useData<Data>()
  const { t } = useLingui()
  const companyTextLang = useCompanyTextLang()
  const jobPath = companyPaths.job(company.slug, job.id)
  const name = company.name
  return (
    <BrandScope accent={company.accentColor}>
      <ApplyTopBar company={company} logoUrl={company.logoUrl} job={job} share={false} />
      <div className={`${container} ${styles.page}`}>
        <p className={styles.check} aria-hidden="true">
          ✓
        </p>
        <h1>
          <Trans>Candidature envoyée</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>Merci ! Votre candidature a été envoyée avec succès.</Trans>
        </p>
        {video ? (
          <VideoFacade video={video} title={t`Présentation en vidéo : ${name}`} className={styles.media} />
        ) : (
          <section className={`${card} ${styles.media} ${styles.next}`} aria-labelledby="next-title">
            <h2 id="next-title" className={styles.nextTitle}>
              <Trans>Et ensuite ?</Trans>
            </h2>
            <RecruitmentSteps steps={steps} textLang={companyTextLang} />
          </section>
        )}
        <div className={styles.actions}>
          <LocalizedLink to={companyPaths.jobs(company.slug)} className={button}>
            <Trans>Consulter les autres offres</Trans>
          </LocalizedLink>
          <LocalizedLink to={jobPath} className={buttonSecondary}>
            <Trans>Revenir à l'offre</Trans>
          </LocalizedLink>
        </div>
      </div>
    </BrandScope>
  )
}
