-- Save-by-email requests are outbox rows that point at the job they describe.
alter table email_outbox
  add column job_id uuid references jobs (id) on delete cascade,
  add column locale text not null default 'fr' check (locale in ('fr', 'en'));

alter table email_outbox
  add constraint email_outbox_subject_check check (
    (kind = 'saved_job' and job_id is not null) or (kind = 'application_confirmation' and application_id is not null)
  );
