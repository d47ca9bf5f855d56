-- The workspace's list of offers (ADR 074): a company's offers, last changed
-- first, 50 a page by keyset, each with its views over the last 30 days (Pro, Enterprise).
-- Both reads are bounded by the page: the offers from this index, in its order, and each
-- listed offer's views from the second, its days in range only (the statistics' key index
-- starts with the company and the day, and would read every day of the company for each).

create index jobs_editor_list_idx on jobs (company_id, updated_at desc, id desc);

create index stats_daily_job_views_idx on stats_daily (job_id, day) include (views) where job_id is not null;
