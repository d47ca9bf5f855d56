-- One rule for a blank text (ADR 058): what the pages call a job without a description
-- (domain/blank-text.ts, whose pattern is copied here verbatim and compared by
-- tests/integration/blank-text.test.ts), the XML feed and the cron's line read it the same
-- way. `[[:space:]]` left non-breaking, ideographic and zero-width spaces visible.
create function public.has_visible_text(value text) returns boolean
  language sql immutable strict parallel safe
as $$
  select value ~ '[^\u0009-\u000d\u0020\u0085\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u2066-\u206f\u3000\ufeff]'
$$;

grant execute on function public.has_visible_text(text) to career_site_worker;

-- The cron's index of visible jobs without a description, on the same rule.
drop index jobs_undescribed_idx;
create index jobs_undescribed_idx on jobs (company_id)
  where status in ('published', 'open', 'active') and (description is null or not public.has_visible_text(description));
