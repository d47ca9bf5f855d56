import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { DeviceFigures, Figures, SourceFigures } from '#domain/statistics/figures.ts'
import type { FigureFormat } from '#domain/statistics/format.ts'
import { DEVICE_LABELS, FIGURE_LABELS, sourceLabel } from '#domain/statistics/labels.ts'
import { BreakdownSection } from './breakdown-section.tsx'

const VISIT_FIGURES = ['views', 'visitors', 'applications'] as const

/** The visits per source and per device: views, visitors and applications, the bars drawn from the views. */
export function VisitsBreakdowns(props: { sources: SourceFigures[]; devices: DeviceFigures[]; format: FigureFormat }) {
  const { i18n, t } = useLingui()
  const { format } = props
  const section = (
    id: string,
    heading: ReactNode,
    chartLabel: string,
    nameColumn: string,
    rows: { key: string; label: string; figures: Figures }[],
  ) => (
    <BreakdownSection
      id={id}
      heading={heading}
      chartLabel={chartLabel}
      columns={[nameColumn, ...VISIT_FIGURES.map((figure) => i18n._(FIGURE_LABELS[figure]))]}
      empty={<Trans>Aucune visite pendant cette période.</Trans>}
      rows={rows.map(({ key, label, figures }) => ({
        key,
        label,
        value: figures.views,
        cells: VISIT_FIGURES.map((figure) => format.number(figures[figure])),
      }))}
    />
  )
  return (
    <>
      {section(
        'sources',
        <Trans>Sources</Trans>,
        t`Vues par source`,
        t`Source`,
        props.sources.map((row) => ({
          key: row.source || 'direct',
          label: sourceLabel(i18n, row.source),
          figures: row,
        })),
      )}
      {section(
        'devices',
        <Trans>Appareils</Trans>,
        t`Vues par appareil`,
        t`Appareil`,
        props.devices.map((row) => ({ key: row.device, label: i18n._(DEVICE_LABELS[row.device]), figures: row })),
      )}
    </>
  )
}
