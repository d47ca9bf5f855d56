-- Statistics counting (issue 28, ADR 042): the cron folds daily rows older than 25 months
-- into stats_monthly in bounded batches; this index finds them without reading the table
-- (its key index starts with the company).
create index stats_daily_day_idx on stats_daily (day);
