-- The companies' statistics page and weekly e-mail (issue 28 §3, ADR 043). The page reads
-- stats_daily and stats_monthly (granted with them) and the jobs' titles (granted); the
-- weekly e-mail is an outbox row of its own kind, once per company and week by its
-- dedupe key ('statistics-weekly:<company id>:<Monday of the week>'), about no job and
-- no application.
alter table email_outbox drop constraint email_outbox_kind_check;
alter table email_outbox add constraint email_outbox_kind_check check (kind in (
  'application_confirmation', 'saved_job',
  'recruiter_application', 'recruiter_withdrawal', 'recruiter_cv_link',
  'alert_confirmation', 'alert_digest',
  'company_statistics_weekly'
));
