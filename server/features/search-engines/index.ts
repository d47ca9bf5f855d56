/**
 * Search engines told of every visible job's change within a minute (ADR 045): the outbox
 * the database's triggers fill, its delivery to IndexNow (per host) and Google's Indexing
 * API within its daily quota from the every-minute cron, and IndexNow's key file.
 */
export { notifySearchEngines } from './delivery.ts'
export { indexNowKeyFile } from './indexnow-key.ts'
export { deleteFinishedNotifications } from './notifications.ts'
