/**
 * Deliveries (ADR 004, 023, 024, 040): what the site sends out goes through the database's
 * outboxes, e-mails to Resend and applications to a company's ATS by signed webhooks,
 * delivered after the response and again by the cron until accepted; the e-mails' templates
 * and headers, the recruiters' e-mail with its CV link, the webhooks' allowed targets.
 */
export { warnCompaniesWithoutDelivery } from './company-delivery.ts'
export { deliverDueEmails, purgeExpiredApplications } from './email-delivery.ts'
export { redactFinishedEmails } from './email-outbox.ts'
export { deliverDueWebhooks } from './webhook-delivery.ts'
