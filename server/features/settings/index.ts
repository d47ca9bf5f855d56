/**
 * The workspace's settings (ADR 070), owners only: where applications are
 * e-mailed, candidate notifications, the closing answer's delay and texts, and the ATS
 * webhook (URL, a secret shown once and rotatable, the last 50 deliveries, "redeliver").
 * The page is Vike's (pages/workspace/settings/); its forms' routes are here. The custom
 * domain has its own section (pages/workspace/settings/domain-section.tsx).
 */
export { settings } from './routes.ts'
