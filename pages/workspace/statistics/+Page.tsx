import { I18nProvider } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import * as statisticsStyles from '#components/statistics/statistics.css.ts'
import { StatisticsArePro, StatisticsFigures } from '#components/statistics/statistics-figures.tsx'
import { card, container } from '#components/ui.css.ts'
import { getI18n } from '#domain/i18n.ts'
import { AnswerFiguresFacts, OfferAnswerTable } from '../answer-figures.tsx'
import { WorkspacePageHeading } from '../page-heading.tsx'
import type { Data } from './+data.ts'

/**
 * /{lang}/workspace/statistics (ADR 071): how the company answers its candidates, then the
 * statistics of its pages as the signed link shows them (in the site's catalog), with that
 * link to share, read-only.
 */
export default function WorkspaceStatisticsPage() {
  const data = useData<Data>()
  const { locale } = usePageContext()
  const base = `/${locale}/workspace/statistics`
  const companyName = data.company.name
  const hrefWith = (query: Record<string, string>) =>
    `${base}?${new URLSearchParams({ period: data.period, sort: data.order.sort, order: data.order.order, ...query })}`
  return (
    <div className={`${container} ${statisticsStyles.page}`}>
      <WorkspacePageHeading>
        <Trans>Statistiques</Trans>
      </WorkspacePageHeading>
      <section aria-labelledby="answers-title" className={statisticsStyles.section}>
        <h2 id="answers-title">
          <Trans>Réponses aux candidats</Trans>
        </h2>
        <p>
          <Trans>
            Pour les candidatures reçues pendant la période : la part de celles qui ont reçu une réponse (un changement
            de statut ou la réponse de clôture) dans les 30 jours, et le délai médian avant cette première réponse.
          </Trans>
        </p>
        <AnswerFiguresFacts figures={data.answers.overall} />
        <OfferAnswerTable offers={data.answers.offers} />
      </section>
      {data.sharedLink ? (
        <p className={card}>
          <Trans>Lien en lecture seule, à partager avec une personne extérieure (valable 30 jours) :</Trans>{' '}
          <a href={data.sharedLink} data-shared-link>
            <Trans>statistiques de {companyName}</Trans>
          </a>
        </p>
      ) : null}
      <I18nProvider i18n={getI18n(locale)}>
        {data.statistics ? (
          <StatisticsFigures
            locale={locale}
            statistics={data.statistics}
            period={data.period}
            order={data.order}
            hrefWith={hrefWith}
            csvHref={data.csvLink ?? hrefWith({})}
          />
        ) : (
          <StatisticsArePro />
        )}
      </I18nProvider>
    </div>
  )
}
