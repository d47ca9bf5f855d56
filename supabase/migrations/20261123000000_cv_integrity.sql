-- What an application's CV must be, recorded with the row (ADR 017): the SHA-256 of the
-- stored bytes (their size is cv_size_bytes), and a fingerprint of the whole submission,
-- so that a retried form (same idempotency key, same content) finds its application and a
-- key reused with other content is refused instead of being mixed with it.
-- Rows stored before this migration have neither; every new one has both.
alter table applications
  add column cv_sha256 text check (cv_sha256 ~ '^[0-9a-f]{64}$'),
  add column submission_sha256 text check (submission_sha256 ~ '^[0-9a-f]{64}$');

-- The reconciliation (server/services/cv-reconciliation.ts) compares the CV objects of the
-- last days with the rows created in those days.
create index applications_created_at_idx on applications (created_at);

grant insert (cv_sha256, submission_sha256) on applications to career_site_worker;
-- A retried submission compares its fingerprint; the reconciliation reads which keys of
-- recent rows exist. Still no name, address, phone or letter.
grant select (submission_sha256, created_at) on applications to career_site_worker;
