import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { CompanyLogo } from '#components/company-logo.tsx'
import { useCompanyTextLang } from '#components/company-text.ts'
import { DescribedTerm, WebsiteLink } from '#components/described-term.tsx'
import { LanguageSwitch } from '#components/language-switch.tsx'
import { LocalizedLink } from '#components/localized-link.tsx'
import { MarkdownText } from '#components/markdown-text.tsx'
import { button, buttonSecondary, card, container, visuallyHidden } from '#components/ui.css.ts'
import { CompactHeader } from '#components/widgets/compact-header/compact-header.tsx'
import { compactHeaderTitleWidget } from '#components/widgets/compact-header/contract.ts'
import { saveJobLinkWidget } from '#components/widgets/save-job/contract.ts'
import { SaveJobDialog } from '#components/widgets/save-job/save-job-dialog.tsx'
import { ShareButton } from '#components/widgets/share/share.tsx'
import { VideoFacade } from '#components/widgets/video-facade/video-facade.tsx'
import { hasJobDescription } from '#domain/job-description.ts'
import { addressLine, locationLabel } from '#domain/job-location.ts'
import { companyPaths, localizedPath } from '#domain/paths.ts'
import { displayHost } from '#domain/safe-urls.ts'
import type { Data } from './+data.ts'
import { JobChips } from './job-chips.tsx'
import * as styles from './job-detail.css.ts'
import { JobSection } from './job-section.tsx'

/** Job detail (spec section 2). */
export default function JobDetailPage() {
  const { job, shown, company, now, video, saveRefusal, preview } = useData<Data>()
  const { urlParsed, locale } = usePageContext()
  const { t } = useLingui()
  const saveRequested = urlParsed.search.save === '1'
  const applyPath = companyPaths.apply(company.slug, job.id)
  const companyTextLang = useCompanyTextLang()
  const facts = [shown.contract?.text, shown.remote?.text, locationLabel(job)].filter((fact): fact is string =>
    Boolean(fact),
  )
  const address = addressLine(job)
  const name = company.name
  // A real link, so saving works without JavaScript (the server renders the form open);
  // with JavaScript it opens the dialog instead (components/widgets/save-job/).
  const jobHref = localizedPath(locale, companyPaths.job(company.slug, job.id))
  const saveHref = `${jobHref}?save=1`

  return (
    <>
      <CompactHeader company={company} job={{ id: job.id, title: job.title, facts }} shareable={!preview} />
      <div className={`${container} ${styles.page}`}>
        <nav aria-label={t`Fil d'Ariane`} className={styles.breadcrumb}>
          <ol>
            <li>
              <LocalizedLink to={companyPaths.home(company.slug)}>{company.name}</LocalizedLink>
            </li>
            <li>
              <LocalizedLink to={companyPaths.jobs(company.slug)}>
                <Trans>Offres</Trans>
              </LocalizedLink>
            </li>
            <li aria-current="page" lang={companyTextLang}>
              {job.title}
            </li>
          </ol>
        </nav>

        {urlParsed.search.saved === '1' ? (
          <p className={styles.notice} role="status">
            <Trans>La fiche de poste vous a été envoyée par email.</Trans>
          </p>
        ) : null}

        <div className={styles.columns}>
          <article className={styles.main}>
            <h1 className={styles.title} {...compactHeaderTitleWidget.root()} lang={companyTextLang}>
              {job.title}
            </h1>
            <JobChips job={job} shown={shown} address={address} now={now} />

            <JobSection title={<Trans>Le poste</Trans>}>
              {hasJobDescription(job) ? (
                <MarkdownText text={job.description} className={styles.prose} lang={companyTextLang} />
              ) : (
                <p className={styles.muted}>
                  <Trans>La description détaillée de ce poste sera bientôt disponible.</Trans>
                </p>
              )}
            </JobSection>
            {job.profile ? (
              <JobSection title={<Trans>Profil recherché</Trans>}>
                <MarkdownText text={job.profile} className={styles.prose} lang={companyTextLang} />
              </JobSection>
            ) : null}
            {job.recruitmentProcess ? (
              <JobSection title={<Trans>Processus de recrutement</Trans>}>
                <MarkdownText text={job.recruitmentProcess} className={styles.prose} lang={companyTextLang} />
              </JobSection>
            ) : null}

            <section className={`${card} ${styles.ready}`} aria-labelledby="ready-title">
              <h2 id="ready-title">
                <Trans>Prêt à postuler ?</Trans>
              </h2>
              <p>
                <Trans>Réponse en 5 minutes.</Trans>
              </p>
              <div className={styles.readyActions}>
                <LocalizedLink to={applyPath} className={button}>
                  <Trans>Postuler</Trans>
                </LocalizedLink>
                <a href={saveHref} className={buttonSecondary} {...saveJobLinkWidget.root()}>
                  <Trans>Sauvegarder</Trans>
                </a>
              </div>
            </section>

            <section className={card} aria-labelledby="recruiter-title">
              <h2 id="recruiter-title">
                <Trans>Recruteur</Trans>
              </h2>
              <p className={styles.recruiter}>
                <span className={styles.recruiterAvatar} aria-hidden="true">
                  RH
                </span>
                <span>
                  <strong>
                    <Trans>L'équipe recrutement</Trans>
                  </strong>
                  <br />
                  {company.linkedin ? (
                    <a href={company.linkedin} rel="noopener noreferrer" target="_blank">
                      LinkedIn<span className={visuallyHidden}> ({t`nouvel onglet`})</span>
                    </a>
                  ) : (
                    <span className={styles.muted}>
                      <Trans>Non renseigné</Trans>
                    </span>
                  )}
                </span>
              </p>
              <p className={styles.muted}>
                <Trans>Poser une question ?</Trans>
              </p>
            </section>
          </article>

          <aside className={styles.sidebar} aria-label={t`À propos de l'entreprise`}>
            {video ? <VideoFacade video={video} title={t`Présentation en vidéo : ${name}`} /> : null}
            <section className={card} aria-labelledby="company-card-title">
              <h2 id="company-card-title">
                <Trans>À propos</Trans>
              </h2>
              <p className={styles.companyLine}>
                <CompanyLogo name={company.name} logoUrl={company.logoUrl} size={48} />
                <strong>{company.name}</strong>
              </p>
              <dl className={styles.companyFacts}>
                {company.website ? (
                  <DescribedTerm term={<Trans>Site web</Trans>}>
                    <WebsiteLink href={company.website}>{displayHost(company.website)}</WebsiteLink>
                  </DescribedTerm>
                ) : null}
                <DescribedTerm term={<Trans>Secteur</Trans>} lang={company.industry ? companyTextLang : undefined}>
                  {company.industry ?? '—'}
                </DescribedTerm>
                <DescribedTerm term={<Trans>Taille</Trans>}>{company.sizeRange ?? '—'}</DescribedTerm>
                <DescribedTerm term={<Trans>Création</Trans>}>{company.foundedYear ?? '—'}</DescribedTerm>
                <DescribedTerm term={<Trans>Siège</Trans>} lang={company.headquarters ? companyTextLang : undefined}>
                  {company.headquarters ?? '—'}
                </DescribedTerm>
              </dl>
              {/* The spec's 'Plus d'information', saying on what: a link's text alone tells
                  where it goes (Lighthouse SEO's link-text, WCAG 2.4.4). */}
              <LocalizedLink to={companyPaths.home(company.slug)}>
                <Trans>Plus d'information sur {name}</Trans>
              </LocalizedLink>
            </section>
          </aside>
        </div>
        <div className={styles.languages}>
          <LanguageSwitch />
        </div>
      </div>

      <nav className={styles.mobileBar} aria-label={t`Actions sur l'offre`}>
        {preview ? null : <ShareButton title={job.title} className={styles.mobileBarButton} />}
        <a href={saveHref} className={styles.mobileBarButton} {...saveJobLinkWidget.root()}>
          <Trans>Sauvegarder</Trans>
        </a>
        <LocalizedLink to={applyPath} className={`${button} ${styles.mobileBarApply}`}>
          <Trans>Postuler</Trans>
        </LocalizedLink>
      </nav>

      <SaveJobDialog
        job={job}
        companyName={company.name}
        openWithoutScript={saveRequested}
        jobPath={jobHref}
        refusal={saveRefusal}
      />
    </>
  )
}
