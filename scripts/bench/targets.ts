/**
 * The speed the site is held to (docs/performance.md), and which of it a bench run met:
 * what the bench marks NOT MET. Missed targets are printed, not fatal.
 */
import type { LighthouseResult } from './lighthouse.ts'
import type { LoadResult } from './load.ts'
import { jobDetail, staticAsset } from './pages.ts'
import { lcpToStatic } from './static-twins.ts'
import type { ThroughputRow } from './throughput.ts'

export const TARGETS = {
  cachedPageRatio: 0.9,
  uncachedJobDetailRatio: 0.15,
  performance: 100,
  otherScores: 100,
  lcpMs: 1200,
  /** A page's LCP over its static twin's (static-twins.ts). */
  lcpToStaticRatio: 1.2,
  tbtMs: 50,
  cls: 0,
}

export type Measured = { throughput: ThroughputRow[]; lighthouse: LighthouseResult[]; load: LoadResult | undefined }

export function evaluateTargets({ throughput, lighthouse, load }: Measured) {
  const mark = (met: boolean) => (met ? 'met' : 'NOT MET')
  // One decimal: a ratio of 14.6% must not read as the 15% it misses.
  const percent = (ratio: number | null) => (ratio === null ? '—' : `${Math.round(ratio * 1000) / 10}%`)

  const cachedPages = throughput
    .filter((row) => row.cache === 'on' && !row.path.startsWith('/assets/') && row.path !== staticAsset.path)
    .map((row) => ({
      page: row.page,
      ratio: row.ratioToStatic,
      met: (row.ratioToStatic ?? 0) >= TARGETS.cachedPageRatio,
    }))
  const uncachedRow = throughput.find((row) => row.cache === 'off' && row.path === jobDetail.path)
  const uncachedJobDetail = uncachedRow
    ? { ratio: uncachedRow.ratioToStatic, met: (uncachedRow.ratioToStatic ?? 0) >= TARGETS.uncachedJobDetailRatio }
    : null
  const throughputLines = [
    ...cachedPages.map(
      (p) =>
        `${p.page}, edge cache on: ${percent(p.ratio)} of a static file of its size (target for cached pages ≥ ${percent(TARGETS.cachedPageRatio)}): ${mark(p.met)}`,
    ),
    ...(uncachedJobDetail
      ? [
          `job detail, edge cache off: ${percent(uncachedJobDetail.ratio)} of a static file of its size (target ≥ ${percent(TARGETS.uncachedJobDetailRatio)}): ${mark(uncachedJobDetail.met)}`,
        ]
      : []),
  ]

  const lcpRatios = lcpToStatic(lighthouse)
  const lighthousePagesTargets = lighthouse.map((result) => {
    const misses: string[] = []
    const { scores, metrics } = result
    if ((scores.performance ?? 0) < TARGETS.performance)
      misses.push(`performance ${scores.performance} < ${TARGETS.performance}`)
    for (const category of ['accessibility', 'best-practices', 'seo'] as const) {
      if ((scores[category] ?? 0) < TARGETS.otherScores) misses.push(`${category} ${scores[category]} < 100`)
    }
    if (metrics.lcpMs === null || metrics.lcpMs > TARGETS.lcpMs)
      misses.push(`LCP ${metrics.lcpMs} ms > ${TARGETS.lcpMs}`)
    if (metrics.tbtMs === null || metrics.tbtMs > TARGETS.tbtMs)
      misses.push(`TBT ${metrics.tbtMs} ms > ${TARGETS.tbtMs}`)
    if (metrics.cls === null || metrics.cls > TARGETS.cls) misses.push(`CLS ${metrics.cls} > 0`)
    const ratio = lcpRatios.find((row) => row.page === result.page)?.ratio ?? null
    if (ratio !== null && ratio > TARGETS.lcpToStaticRatio)
      misses.push(`LCP ${ratio}x a static page of its size > ${TARGETS.lcpToStaticRatio}x`)
    if (result.runtimeError) misses.push(result.runtimeError)
    return { page: result.page, misses, met: misses.length === 0 }
  })
  const lighthouseLines = lighthousePagesTargets.map(
    (p) => `Lighthouse ${p.page}: ${p.met ? 'met' : `NOT MET (${p.misses.join(', ')})`}`,
  )

  const loadMet = load ? load.serverErrors === 0 && load.errors === 0 : null
  return {
    thresholds: TARGETS,
    throughput: {
      cachedPages,
      uncachedJobDetail,
      met: throughput.length > 0 ? cachedPages.every((p) => p.met) && (uncachedJobDetail?.met ?? false) : null,
      lines: throughputLines,
    },
    lcpToStatic: {
      pages: lcpRatios,
      met: lcpRatios.some((row) => row.ratio !== null)
        ? lcpRatios.every((row) => row.ratio !== null && row.ratio <= TARGETS.lcpToStaticRatio)
        : null,
    },
    lighthouse: {
      pages: lighthousePagesTargets,
      met: lighthouse.length > 0 ? lighthousePagesTargets.every((p) => p.met) : null,
      lines: lighthouseLines,
    },
    load: {
      met: loadMet,
      lines: load ? [`Zero 5xx and zero errors: ${mark(loadMet === true)}`] : [],
    },
  }
}
