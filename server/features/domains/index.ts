/**
 * Custom domains set up by a company's owners (ADR 072): the workspace's page
 * /{lang}/workspace/settings/domain and its forms, Cloudflare for SaaS's custom-hostname API
 * behind them, and the cron's refresh of the hostnames Cloudflare is still verifying. What
 * is served where stays custom-hosts' (ADR 044): an active hostname joins company_domains.
 */
export { domains } from './routes.ts'
export { refreshPendingHostnames } from './upkeep.ts'
