/**
 * The statistics in the workspace (issue 40 §3, ADR 071): the company's page reached by
 * navigation, with how well it answers candidates; the home's two answer figures.
 */
export { homeAnswerFigures } from './home-figures.ts'
export { workspaceStatisticsPageData } from './page-data.server.ts'
