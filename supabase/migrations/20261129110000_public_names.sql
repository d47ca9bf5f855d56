-- Company names and job titles are published in <title>, JSON-LD, share cards and e-mails
-- sent to addresses strangers typed (ADR 058): one rule for both, the same as the shared
-- schema's (domain/public-name.ts, whose patterns are copied here verbatim and compared by
-- tests/integration/public-names.test.ts), enforced whatever writes the rows.

-- Null when `value` is a fit name of at most `max_length` characters; otherwise the code of
-- the first rule it breaks, the code the forms show a message for.
create function public.public_name_problem(value text, max_length integer) returns text
  language sql immutable parallel safe
as $$
  select case
    when value ~ '^[\u0009-\u000d\u0020\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]|[\u0009-\u000d\u0020\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$'
      or value = '' then 'public-name-required'
    when pg_catalog.char_length(value) > max_length then 'public-name-too-long'
    when value ~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]' then 'public-name-multiline'
    when value ~ '[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]' then 'public-name-invisible'
    when pg_catalog.regexp_replace(value, '(^|[^a-z0-9-])(asp|vb|ado)\.net(?![a-z0-9-])', '\1\2 NET', 'gi')
      ~* '[a-z][a-z0-9+.-]*://|(^|[^a-z0-9-])www\.|@|[a-z0-9-]\.[a-z]{2,}/|[a-z0-9-]\.(com|net|org|info|biz|io|co|fr|uk|de|eu|be|ch|ca|us|ru|cn|app|dev|xyz|online|site|top|link|click|shop|me|ly|example|test)(?![a-z0-9-])'
      then 'public-name-link'
    when value ~ '[0-9]([ ./()-]{0,2}[0-9]){8,}|[+] ?[(]?[0-9]([ ./()-]{0,2}[0-9]){6,}' then 'public-name-phone'
  end
$$;

grant execute on function public.public_name_problem(text, integer) to career_site_worker;

-- Rows written before the rule. What can be repaired without guessing is: line breaks and
-- controls become spaces, invisible characters go, spaces are collapsed and trimmed, and an
-- over-long text is cut at its limit. A link, a phone number or an empty name cannot be
-- repaired without deciding what the company meant: the migration stops and names them, for
-- someone to correct by hand before applying it again (the launch has none; ADR 058).
create function pg_temp.repaired_name(value text, max_length integer) returns text
  language plpgsql immutable
as $$
declare
  spaces constant text := E' \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u202f\u205f\u3000';
  repaired text := value;
begin
  repaired := pg_catalog.regexp_replace(repaired,
    '[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]', '', 'g');
  repaired := pg_catalog.regexp_replace(repaired, '[\u0001-\u001f\u007f-\u009f\u2028\u2029]', ' ', 'g');
  repaired := pg_catalog.regexp_replace(repaired, '[ \u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]{2,}', ' ', 'g');
  return pg_catalog.btrim(pg_catalog.left(pg_catalog.btrim(repaired, spaces), max_length), spaces);
end
$$;

update companies set name = pg_temp.repaired_name(name, 100)
where public.public_name_problem(name, 100) is not null
  and public.public_name_problem(pg_temp.repaired_name(name, 100), 100) is null;
update jobs set title = pg_temp.repaired_name(title, 150)
where public.public_name_problem(title, 150) is not null
  and public.public_name_problem(pg_temp.repaired_name(title, 150), 150) is null;

do $$
declare
  unfit text;
begin
  select pg_catalog.string_agg(format('%s %s (%s): %L', kind, id, problem, value), E'\n') into unfit from (
    select * from (
      select 'company' as kind, id, public.public_name_problem(name, 100) as problem, name as value from companies
      union all
      select 'job', id, public.public_name_problem(title, 150), title from jobs
    ) named where problem is not null
    limit 50
  ) unfit_rows;
  if unfit is not null then
    raise exception using
      message = E'Company names and job titles that break the rule of ADR 058:\n' || unfit,
      hint = 'Correct them (no link, no phone number, not empty), then apply this migration again.';
  end if;
end
$$;

alter table companies add constraint companies_name_fit check (public.public_name_problem(name, 100) is null);
alter table jobs add constraint jobs_title_fit check (public.public_name_problem(title, 150) is null);
