import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { useCompanyTextLang } from '#components/company-text.ts'
import { DescribedTerm, WebsiteLink } from '#components/described-term.tsx'
import { MarkdownText } from '#components/markdown-text.tsx'
import { container } from '#components/ui.css.ts'
import type { MatchedKeyFigure } from '#domain/key-figures.ts'
import { INTL_LOCALE } from '#domain/locale.ts'
import { displayHost } from '#domain/safe-urls.ts'
import type { Data } from './+data.ts'
import * as styles from './company-page.css.ts'

const KIND_ORDER = ['headcount', 'averageAge', 'turnover', 'equalityIndex'] as const

/** The highlighted figures' labels, for pages in another language than the company's French. */
const KIND_LABELS: Record<(typeof KIND_ORDER)[number], MessageDescriptor> = {
  headcount: msg`Collaborateurs`,
  averageAge: msg`Âge moyen`,
  turnover: msg`Chiffre d'affaires`,
  equalityIndex: msg`Index égalité professionnelle`,
}

type Tile = { key: string; label: string; value: string; labelLang?: string; valueLang?: string }

/** Company page (spec section 2): About, Key Figures, Contact Information. */
export default function CompanyPage() {
  const data = useData<Data>()
  const { t, i18n } = useLingui()
  const { locale } = usePageContext()
  const companyTextLang = useCompanyTextLang()
  const { matched, others } = data.keyFigures
  // The company's words on French pages; on others, the known labels in the page's language,
  // an average age in years, and the rest as written (marked French).
  const matchedTile = (kind: (typeof KIND_ORDER)[number], figure: MatchedKeyFigure): Tile => {
    if (!companyTextLang) return { key: kind, label: figure.label, value: figure.value }
    const age = figure.numeric === null ? null : new Intl.NumberFormat(INTL_LOCALE[locale]).format(figure.numeric)
    return kind === 'averageAge' && age !== null
      ? { key: kind, label: i18n._(KIND_LABELS[kind]), value: t`${age} ans` }
      : { key: kind, label: i18n._(KIND_LABELS[kind]), value: figure.value, valueLang: companyTextLang }
  }
  const tiles: Tile[] = [
    ...KIND_ORDER.flatMap((kind) => {
      const figure = matched[kind]
      return figure ? [matchedTile(kind, figure)] : []
    }),
    ...(data.turnover
      ? [
          {
            key: 'turnover',
            label: turnoverLabel(data.turnover.kind),
            value: data.turnover.value,
            valueLang: companyTextLang,
          },
        ]
      : []),
    ...others.map((figure, index) => ({
      key: `other-${index}`,
      ...figure,
      labelLang: companyTextLang,
      valueLang: companyTextLang,
    })),
  ]
  const split = data.genderSplit
  function turnoverLabel(kind: 'turnover' | 'turnoverRate') {
    return kind === 'turnover' ? t`Chiffre d'affaires` : t`Taux de turnover`
  }

  return (
    <div className={`${container} ${styles.page}`}>
      <section aria-labelledby="about-title" className={styles.section}>
        <h1 id="about-title">
          <Trans>À propos</Trans>
        </h1>
        {data.description ? (
          <MarkdownText text={data.description} className={styles.prose} lang={companyTextLang} />
        ) : (
          <p className={styles.muted}>
            <Trans>Cette entreprise n'a pas encore publié sa présentation.</Trans>
          </p>
        )}
      </section>

      <section aria-labelledby="figures-title" className={styles.section}>
        <h2 id="figures-title">
          <Trans>Chiffres clés</Trans>
        </h2>
        {tiles.length === 0 && !split ? (
          <p className={styles.muted}>
            <Trans>Aucun chiffre clé renseigné.</Trans>
          </p>
        ) : (
          <>
            {tiles.length > 0 ? (
              <ul className={styles.figures}>
                {tiles.map((tile) => (
                  <li key={tile.key} className={styles.figure} data-kind={tile.key}>
                    <span className={styles.figureValue} lang={tile.valueLang}>
                      {tile.value}
                    </span>
                    <span className={styles.figureLabel} lang={tile.labelLang}>
                      {tile.label}
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
            {split ? (
              <figure className={styles.split} data-testid="gender-split">
                <figcaption className={styles.splitCaption}>
                  <Trans>Répartition femmes / hommes</Trans>
                </figcaption>
                <div
                  className={styles.splitBar}
                  role="img"
                  aria-label={t`Femmes ${split.women} %, hommes ${split.men} %`}
                >
                  <span className={styles.splitWomen} style={{ width: `${split.women}%` }} />
                  <span className={styles.splitMen} style={{ width: `${split.men}%` }} />
                </div>
                <p className={styles.splitLegend} aria-hidden="true">
                  <span>
                    <span className={styles.swatchWomen} /> <Trans>Femmes {split.women} %</Trans>
                  </span>
                  <span>
                    <span className={styles.swatchMen} /> <Trans>Hommes {split.men} %</Trans>
                  </span>
                </p>
              </figure>
            ) : null}
          </>
        )}
      </section>

      <section aria-labelledby="contact-title" className={styles.section}>
        <h2 id="contact-title">
          <Trans>Informations de contact</Trans>
        </h2>
        <dl className={styles.contact}>
          <DescribedTerm term={<Trans>Siège</Trans>} lang={data.headquarters ? companyTextLang : undefined}>
            {data.headquarters ?? '—'}
          </DescribedTerm>
          <DescribedTerm term={<Trans>Site web</Trans>}>
            {data.website ? <WebsiteLink href={data.website}>{displayHost(data.website)}</WebsiteLink> : '—'}
          </DescribedTerm>
        </dl>
      </section>
    </div>
  )
}
