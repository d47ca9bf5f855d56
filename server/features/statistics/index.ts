/**
 * Statistics without cookies (ADR 042, 043): each answer counted in the isolate (a visitor as
 * salted bytes, its source normalised), flushed to daily counts after the response, rolled up
 * and forgotten by the cron; a company's private page by signed link, its CSV, and the weekly
 * e-mail. Its figures' maths and labels are in domain/statistics/, its page's parts in
 * components/statistics/.
 */
export { countAnswer, countSuccess } from './in-worker.ts'
export { runStatisticsTasks } from './maintenance.ts'
export { statistics } from './routes.ts'
export { queueWeeklyStatistics } from './weekly-email.ts'
