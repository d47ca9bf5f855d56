import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { Paragraphs } from '../../../../../components/paragraphs.tsx'
import { container } from '../../../../../components/ui.css.ts'
import { displayHost, type KeyFigureKind } from '../../../../../domain/company-facts.ts'
import type { Data } from './+data.ts'
import * as styles from './company-page.css.ts'

const KIND_ORDER: KeyFigureKind[] = ['headcount', 'averageAge', 'turnover', 'equalityIndex']

/** Company page (spec section 2): About, Key Figures, Contact Information. */
export default function CompanyPage() {
  const data = useData<Data>()
  const { t } = useLingui()
  const { matched, others } = data.keyFigures
  const tiles = [
    ...KIND_ORDER.flatMap((kind) => (matched[kind] ? [{ key: kind, ...matched[kind] }] : [])),
    ...(data.turnover
      ? [{ key: 'turnover', label: turnoverLabel(data.turnover.kind), value: data.turnover.value }]
      : []),
    ...others.map((figure, index) => ({ key: `other-${index}`, ...figure })),
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
          <Paragraphs text={data.description} className={styles.prose} />
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
                    <span className={styles.figureValue}>{tile.value}</span>
                    <span className={styles.figureLabel}>{tile.label}</span>
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
          <div>
            <dt>
              <Trans>Siège</Trans>
            </dt>
            <dd>{data.headquarters ?? '—'}</dd>
          </div>
          <div>
            <dt>
              <Trans>Site web</Trans>
            </dt>
            <dd>
              {data.website ? (
                <a href={data.website} rel="noopener" target="_blank">
                  {displayHost(data.website)}
                </a>
              ) : (
                '—'
              )}
            </dd>
          </div>
        </dl>
      </section>
    </div>
  )
}
