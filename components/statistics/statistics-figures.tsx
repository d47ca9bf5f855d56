import { Trans, useLingui } from '@lingui/react/macro'
import { button } from '#components/ui.css.ts'
import type { Locale } from '#domain/locale.ts'
import { type CompanyStatistics, conversion, type JobOrder } from '#domain/statistics/figures.ts'
import { figureFormat } from '#domain/statistics/format.ts'
import { FIGURE_LABELS } from '#domain/statistics/labels.ts'
import { PERIODS, type Period } from '#domain/statistics/periods.ts'
import { BreakdownSection } from './breakdown-section.tsx'
import { JobTable } from './job-table.tsx'
import { SeriesSection } from './series-section.tsx'
import * as styles from './statistics.css.ts'
import { VisitsBreakdowns } from './visits-breakdown.tsx'

/** The page's figures with its first 100 jobs and how many there are in all. */
export type ShownStatistics = CompanyStatistics & { jobCount: number }

/**
 * A company's statistics for a period (ADR 043), drawn on the server: the period chosen by
 * links, its totals, the figures per day, per job, per source and device, and the funnel.
 * The signed link's page and the workspace's show the same; `hrefWith` makes each link's
 * address on either, and `csvHref` the table's download.
 */
export function StatisticsFigures({
  locale,
  statistics,
  period,
  order,
  hrefWith,
  csvHref,
}: {
  locale: Locale
  statistics: ShownStatistics
  period: Period
  order: JobOrder
  hrefWith: (query: Record<string, string>) => string
  csvHref: string
}) {
  const { i18n, t } = useLingui()
  const format = figureFormat(locale)
  const periodNames: Record<Period, string> = {
    '7d': t`7 derniers jours`,
    '30d': t`30 derniers jours`,
    '90d': t`90 derniers jours`,
    '12m': t`12 derniers mois`,
  }
  const from = format.date(statistics.range.from)
  const to = format.date(statistics.range.to)
  return (
    <>
      <nav aria-label={t`Période`}>
        <ul className={styles.periods}>
          {PERIODS.map((code) => (
            <li key={code}>
              <a
                className={styles.periodLink}
                href={hrefWith({ period: code })}
                aria-current={code === period ? 'page' : undefined}
              >
                {periodNames[code]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section className={styles.section} aria-labelledby="totals-heading">
        <h2 id="totals-heading">
          <Trans>
            Du {from} au {to}
          </Trans>
        </h2>
        <dl className={styles.totals}>
          {(
            [
              ['views', format.number(statistics.totals.views)],
              ['visitors', format.number(statistics.totals.visitors)],
              ['applications', format.number(statistics.totals.applications)],
              ['conversion', format.rate(conversion(statistics.totals))],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className={styles.total} data-total={key}>
              <dt>{i18n._(FIGURE_LABELS[key])}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.note}>
          <Trans>
            Un visiteur unique est compté une fois par jour, sans cookie : sur une période, ce sont les visiteurs de
            chaque jour additionnés.
          </Trans>
        </p>
      </section>
      <SeriesSection series={statistics.series} unit={statistics.range.bucket} format={format} />
      <JobTable
        jobs={statistics.jobs}
        jobCount={statistics.jobCount}
        order={order}
        hrefWith={hrefWith}
        format={format}
      />
      <div className={styles.actions}>
        <a className={button} href={csvHref} download>
          <Trans>Télécharger le tableau (CSV)</Trans>
        </a>
      </div>
      <BreakdownSection
        id="funnel"
        heading={<Trans>De l'offre à la candidature</Trans>}
        chartLabel={t`Entonnoir : vues des offres, vues du formulaire, candidatures`}
        columns={[t`Étape`, t`Nombre`, t`Part de l'étape précédente`]}
        empty={<Trans>Aucune offre n'a été vue pendant cette période.</Trans>}
        rows={[
          { key: 'job', label: t`Page de l'offre`, value: statistics.jobViews, previous: null },
          { key: 'form', label: t`Formulaire`, value: statistics.totals.formViews, previous: statistics.jobViews },
          {
            key: 'application',
            label: t`Candidature envoyée`,
            value: statistics.totals.applications,
            previous: statistics.totals.formViews,
          },
        ].map(({ previous, ...step }) => ({
          ...step,
          cells: [
            format.number(step.value),
            previous === null ? '–' : format.rate(previous > 0 ? step.value / previous : null),
          ],
        }))}
      />
      <VisitsBreakdowns sources={statistics.sources} devices={statistics.devices} format={format} />
    </>
  )
}

/** What a Starter company sees instead: statistics are Pro's, and nothing is counted for it. */
export function StatisticsArePro() {
  return (
    <section className={styles.section} aria-labelledby="plan-heading">
      <h2 id="plan-heading">
        <Trans>Les statistiques font partie de l'offre Pro</Trans>
      </h2>
      <p>
        <Trans>
          Avec l'offre Starter, les visites de votre espace ne sont pas comptées. Passez à l'offre Pro pour voir les
          vues, les visiteurs et les candidatures de chaque offre.
        </Trans>
      </p>
    </section>
  )
}
