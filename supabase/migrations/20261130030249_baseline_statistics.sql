-- The baseline (ADR 033, 049, 088), 8 of 19: statistics for Pro and Enterprise companies
-- (ADR 042): what their pages do, counted by the Worker without anything on the visitor's
-- device, kept as bounded rollups, read by their statistics page (ADR 043) and the
-- workspace's list of offers (ADR 074). Starter companies are not counted: nothing is
-- stored for them.

-- One row per company, day (Europe/Paris), page, source and device class, its counts
-- summed by the Worker's batched upserts (one per row and flush). job_id null: the
-- company's own pages (home, company, team, job list); a job's statistics go with it
-- when it is deleted, and stay while it is closed.
create table stats_daily (
  company_id          uuid not null references companies (id) on delete cascade,
  day                 date not null,
  job_id              uuid references jobs (id) on delete cascade,
  -- '' for a direct visit; a referrer group ('google', 'linkedin', 'indeed'...) or a
  -- normalised utm_source; bounded in length here and in distinct values by the Worker.
  source              text not null default '' check (length(source) <= 64),
  medium              text not null default '' check (length(medium) <= 64),
  campaign            text not null default '' check (length(campaign) <= 64),
  device              text not null check (device in ('phone', 'desktop')),
  views               integer not null default 0 check (views >= 0),
  -- For a job's row: visitors of that job; for the company's row (job_id null): visitors
  -- of any page of its space, the denominator of its conversion.
  visitors            integer not null default 0 check (visitors >= 0),
  form_views          integer not null default 0 check (form_views >= 0),
  applications        integer not null default 0 check (applications >= 0),
  withdrawals         integer not null default 0 check (withdrawals >= 0),
  saves               integer not null default 0 check (saves >= 0),
  alert_subscriptions integer not null default 0 check (alert_subscriptions >= 0),
  -- The statistics page reads a company's rows in a period from this key's index.
  constraint stats_daily_key unique nulls not distinct (company_id, day, job_id, source, medium, campaign, device)
);
-- The cron folds daily rows older than 25 months into stats_monthly in bounded batches;
-- this index finds them without reading the table (its key index starts with the company).
create index stats_daily_day_idx on stats_daily (day);
-- The workspace's list of offers shows each listed offer's views over the last 30 days,
-- its days in range only, from this index (the key index above starts with the company and
-- the day, and would read every day of the company for each offer).
create index stats_daily_job_views_idx on stats_daily (job_id, day) include (views) where job_id is not null;

-- Older than 25 months, the daily rows of a month become one row per month (the first
-- day of the month in `month`), the same key otherwise: the table's size is bounded by
-- the companies' pages and sources, not by time.
create table stats_monthly (like stats_daily including defaults including constraints);
alter table stats_monthly rename column day to month;
alter table stats_monthly
  add constraint stats_monthly_first_day check (extract(day from month) = 1),
  add constraint stats_monthly_company_fk foreign key (company_id) references companies (id) on delete cascade,
  add constraint stats_monthly_job_fk foreign key (job_id) references jobs (id) on delete cascade,
  add constraint stats_monthly_key unique nulls not distinct (company_id, month, job_id, source, medium, campaign, device);

-- Today's salt (Plausible's method): a visitor is a hash of the salt, the day, the client
-- address and the user agent, so that one day's visits are counted once without storing
-- the address; the salt is random, never leaves the database and the Worker, and is
-- deleted the next day, after which no hash can be recomputed or linked to anyone.
create table stats_salts (
  day  date primary key,
  salt bytea not null default gen_random_bytes(32) check (length(salt) = 32)
);

-- The visitors already counted today, per company space (job_id null) and per job: 16
-- bytes of the salted hash, nothing else. Deleted with the day's salt.
create table stats_visitors (
  day        date not null,
  company_id uuid not null references companies (id) on delete cascade,
  job_id     uuid references jobs (id) on delete cascade,
  visitor    bytea not null check (length(visitor) = 16),
  constraint stats_visitors_key unique nulls not distinct (company_id, day, job_id, visitor)
);
create index stats_visitors_day_idx on stats_visitors (day);
