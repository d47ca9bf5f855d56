-- A recruiter whose CV link has expired asks for a new one (ADR 032): one more kind of
-- e-mail, tied to its application like the recruiters' first e-mail (and erased with it).
alter table email_outbox drop constraint email_outbox_kind_check;
alter table email_outbox add constraint email_outbox_kind_check check (kind in (
  'application_confirmation', 'saved_job',
  'recruiter_application', 'recruiter_withdrawal', 'recruiter_cv_link',
  'alert_confirmation', 'alert_digest'
));
alter table email_outbox drop constraint email_outbox_subject_check;
alter table email_outbox add constraint email_outbox_subject_check check (
  (kind <> 'saved_job' or job_id is not null)
  and (kind not in ('application_confirmation', 'recruiter_application', 'recruiter_cv_link') or application_id is not null)
);
