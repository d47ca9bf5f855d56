import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Plural, Trans } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { useCompanyTextLang } from '#components/company-text.ts'
import { DescribedTerm } from '#components/described-term.tsx'
import { LocalizedLink } from '#components/localized-link.tsx'
import { RecruitmentStepList } from '#components/recruitment-steps.tsx'
import { TitledSection } from '#components/titled-section.tsx'
import { button, card, container } from '#components/ui.css.ts'
import { responsiveImage } from '#domain/company-images/paths.ts'
import { companyPaths } from '#domain/paths.ts'
import type { Data } from './+data.ts'
import * as styles from './team-page.css.ts'

/** Spec: three fixed placeholder cards, no real members. */
const PLACEHOLDER_MEMBERS: MessageDescriptor[] = [msg`Direction`, msg`Équipe opérationnelle`, msg`Équipe support`]

/** Team page (spec section 2). */
export default function TeamPage() {
  const data = useData<Data>()
  const { i18n } = useLinguiRuntime()
  const count = data.header.activeJobCount
  const companyTextLang = useCompanyTextLang()

  return (
    <div className={`${container} ${styles.page}`}>
      <TitledSection id="team-title" level={1} title={<Trans>Notre équipe</Trans>}>
        <ul className={styles.members}>
          {PLACEHOLDER_MEMBERS.map((role) => (
            <li key={role.id} className={`${card} ${styles.member}`}>
              <span className={styles.avatar} aria-hidden="true" />
              <span className={styles.memberRole}>{i18n._(role)}</span>
              <span className={styles.muted}>
                <Trans>Portrait à venir</Trans>
              </span>
            </li>
          ))}
        </ul>
      </TitledSection>

      <TitledSection id="environment-title" title={<Trans>Environnement de travail</Trans>}>
        <dl className={styles.facts}>
          <DescribedTerm
            term={<Trans>Localisation</Trans>}
            lang={data.location ? companyTextLang : undefined}
            className={styles.fact}
          >
            {data.location ?? '—'}
          </DescribedTerm>
          <DescribedTerm term={<Trans>Taille de l'entreprise</Trans>} className={styles.fact}>
            {data.sizeRange ?? '—'}
          </DescribedTerm>
          <DescribedTerm term={<Trans>Année de création</Trans>} className={styles.fact}>
            {data.foundedYear ?? '—'}
          </DescribedTerm>
        </dl>

        <h3>
          <Trans>Processus de recrutement</Trans>
        </h3>
        <RecruitmentStepList steps={data.steps} textLang={companyTextLang} />

        {data.offices.length > 0 ? (
          <>
            <h3>
              <Trans>Nos bureaux</Trans>
            </h3>
            <ul className={styles.offices} lang={companyTextLang}>
              {data.offices.map((office, index) => (
                <li key={`${index}-${office.name ?? office.address}`} className={styles.office}>
                  {office.name ? <strong>{office.name}</strong> : null}
                  {office.address ? <span>{office.address}</span> : null}
                  {office.country ? <span className={styles.muted}>{office.country}</span> : null}
                </li>
              ))}
            </ul>
          </>
        ) : null}

        {data.techStack.length > 0 ? (
          <>
            <h3>
              <Trans>Technologies</Trans>
            </h3>
            <ul className={styles.tags}>
              {data.techStack.map((tag) => (
                <li key={tag} className={styles.tag}>
                  {tag}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </TitledSection>

      <TitledSection id="gallery-title" title={<Trans>Galerie</Trans>}>
        {data.photos.length > 0 ? (
          <ul className={styles.gallery}>
            {data.photos.map((photo) => {
              // An upload's sizes for the gallery's cards (one column on a phone, 16 to 18 rem beyond).
              const { src, srcSet, width = 800, height = 600 } = responsiveImage(photo.src)
              return (
                <li key={photo.src}>
                  <img
                    src={src}
                    srcSet={srcSet}
                    sizes={srcSet ? '(max-width: 36rem) 100vw, 18rem' : undefined}
                    alt={photo.alt}
                    width={width}
                    height={height}
                    loading="lazy"
                    className={styles.photo}
                  />
                </li>
              )
            })}
          </ul>
        ) : (
          <p className={styles.muted}>
            <Trans>Galerie en construction</Trans>
          </p>
        )}
      </TitledSection>

      <TitledSection id="join-title" title={<Trans>Nous rejoindre</Trans>} className={styles.join}>
        <LocalizedLink to={companyPaths.jobs(data.header.slug)} className={button}>
          <Plural value={count} _0="Voir les offres" one="Voir l'offre (#)" other="Voir les # offres" />
        </LocalizedLink>
      </TitledSection>
    </div>
  )
}
