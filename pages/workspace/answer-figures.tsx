import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { INTL_LOCALE, type Locale } from '#domain/locale.ts'
import type { AnswerFigures, OfferAnswerFigures } from '#server/features/desk/answer-statistics.ts'
import * as styles from './workspace.css.ts'

const DAY_SECONDS = 86_400

/** A share as a percentage and a median time as hours (under a day) or days, in the page's language. */
export function answerFormat(locale: Locale) {
  const tag = INTL_LOCALE[locale]
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 })
  const hours = new Intl.NumberFormat(tag, {
    style: 'unit',
    unit: 'hour',
    unitDisplay: 'long',
    maximumFractionDigits: 0,
  })
  const days = new Intl.NumberFormat(tag, { style: 'unit', unit: 'day', unitDisplay: 'long', maximumFractionDigits: 1 })
  return {
    share: (figures: AnswerFigures) => (figures.share === null ? '–' : percent.format(figures.share)),
    median: ({ medianSeconds: seconds }: AnswerFigures) => {
      if (seconds === null) return '–'
      return seconds < DAY_SECONDS ? hours.format(Math.max(1, seconds / 3600)) : days.format(seconds / DAY_SECONDS)
    },
  }
}

/** "Answered within 30 days" and the median time to a first answer (ADR 063), as two facts. */
export function AnswerFiguresFacts({ figures }: { figures: AnswerFigures }) {
  const { locale } = usePageContext()
  const format = answerFormat(locale)
  return (
    <dl className={styles.facts}>
      <dt>
        <Trans>Candidats ayant reçu une réponse sous 30 jours</Trans>
      </dt>
      <dd data-answer-figure="within-30-days">{format.share(figures)}</dd>
      <dt>
        <Trans>Délai médian avant la première réponse</Trans>
      </dt>
      <dd data-answer-figure="median">{format.median(figures)}</dd>
    </dl>
  )
}

/** The same figures per offer, in a table. */
export function OfferAnswerTable({ offers }: { offers: OfferAnswerFigures[] }) {
  const { locale } = usePageContext()
  const { t } = useLingui()
  const format = answerFormat(locale)
  if (offers.length === 0)
    return (
      <p>
        <Trans>Aucune candidature reçue pendant cette période.</Trans>
      </p>
    )
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          <Trans>Réponses aux candidats, par offre</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t`Offre`}</th>
            <th scope="col">{t`Réponse sous 30 jours`}</th>
            <th scope="col">{t`Délai médian`}</th>
            <th scope="col">{t`Candidatures comptées`}</th>
          </tr>
        </thead>
        <tbody>
          {offers.map((offer) => (
            <tr key={offer.jobId} data-offer={offer.jobId}>
              <th scope="row">{offer.title}</th>
              <td>{format.share(offer)}</td>
              <td>{format.median(offer)}</td>
              <td>{offer.counted}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
