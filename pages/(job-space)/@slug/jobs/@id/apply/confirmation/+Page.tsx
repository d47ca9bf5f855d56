import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { BrandBar } from '#components/brand-bar.tsx'
import { useCompanyTextLang } from '#components/company-text.ts'
import { LocalizedLink } from '#components/localized-link.tsx'
import { plainText } from '#components/plain-text.tsx'
import { RecruitmentStepList } from '#components/recruitment-steps.tsx'
import { topBarSecondary } from '#components/top-bar.css.ts'
import { button, buttonSecondary, container } from '#components/ui.css.ts'
import { VideoFacade } from '#components/widgets/video-facade/video-facade.tsx'
import { companyPaths } from '#domain/paths.ts'
import type { Data } from './+data.ts'
import * as styles from './confirmation.css.ts'

/**
 * Confirmation screen (spec section 2), with what happens next and how to withdraw. The
 * spec's video area holds the company's video when it has one (ADR 022), else nothing.
 */
export default function ConfirmationPage() {
  const { job, company, video, steps, withdrawHref, statusHref } = useData<Data>()
  const { t } = useLingui()
  const companyTextLang = useCompanyTextLang()
  const jobPath = companyPaths.job(company.slug, job.id)
  const name = company.name
  const companyName = plainText(company.name)
  return (
    <>
      <BrandBar company={company}>
        <LocalizedLink to={jobPath} className={topBarSecondary}>
          <Trans>Voir l'offre</Trans>
        </LocalizedLink>
      </BrandBar>
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
        ) : null}
        <div className={styles.actions}>
          <LocalizedLink to={companyPaths.jobs(company.slug)} className={button}>
            <Trans>Consulter les autres offres</Trans>
          </LocalizedLink>
          <LocalizedLink to={jobPath} className={buttonSecondary}>
            <Trans>Revenir à l'offre</Trans>
          </LocalizedLink>
        </div>
        <section className={styles.section} aria-labelledby="next-steps">
          <h2 id="next-steps">
            <Trans>Et maintenant ?</Trans>
          </h2>
          <p>
            <Trans>
              Un e-mail de confirmation vous est envoyé. {companyName} étudie votre candidature ; voici les étapes de
              son processus de recrutement :
            </Trans>
          </p>
          <RecruitmentStepList steps={steps} textLang={companyTextLang} />
        </section>
        {statusHref ? (
          <section className={styles.section} aria-labelledby="follow">
            <h2 id="follow">
              <Trans>Suivre votre candidature</Trans>
            </h2>
            <p>
              <Trans>
                Sa page privée montre où elle en est, avec les messages de {companyName}. Le lien figure aussi dans
                l'e-mail de confirmation.
              </Trans>
            </p>
            <a href={statusHref} rel="nofollow">
              <Trans>Suivre ma candidature</Trans>
            </a>
          </section>
        ) : null}
        {withdrawHref ? (
          <section className={styles.section} aria-labelledby="withdraw">
            <h2 id="withdraw">
              <Trans>Vous changez d'avis ?</Trans>
            </h2>
            <p>
              <Trans>
                Vous pouvez retirer votre candidature à tout moment : elle sera effacée avec votre CV. Le lien figure
                aussi dans l'e-mail de confirmation.
              </Trans>
            </p>
            <a href={withdrawHref} rel="nofollow">
              <Trans>Retirer ma candidature et effacer mes données</Trans>
            </a>
          </section>
        ) : null}
      </div>
    </>
  )
}
