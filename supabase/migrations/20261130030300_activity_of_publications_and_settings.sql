-- The activity log's two kinds of line nothing wrote (issue 38 §3, ADR 086): an offer
-- published and the settings changed. Written by the database, whatever workspace request
-- made the change (the editor's forms, the settings page), in its transaction; only for a
-- change a member made (the transaction names its person: career_site.user_id), never for
-- the cron, the public pages or an operator's SQL. A change that changes nothing (the same
-- form sent twice, even at once: the second waits for the row and finds it done) writes no line.

create function public.log_job_published() returns trigger
  language plpgsql security definer set search_path = public, pg_temp as $$
begin
  if workspace_user_id() is null then
    return null;
  end if;
  if job_status_is_visible(new.status) and (tg_op = 'INSERT' or not job_status_is_visible(old.status)) then
    insert into workspace_activity (company_id, user_id, action, detail)
    select new.company_id, (select u.id from users u where u.id = workspace_user_id()), 'job_published',
      jsonb_build_object('jobId', new.id::text, 'title', new.title);
  end if;
  return null;
end
$$;
create trigger jobs_log_published after insert or update of status on jobs
  for each row execute function log_job_published();

create function public.log_settings_changed() returns trigger
  language plpgsql security definer set search_path = public, pg_temp as $$
declare
  changed text[];
begin
  if workspace_user_id() is null then
    return null;
  end if;
  -- Which settings, never their values (the webhook secret's least of all).
  changed := array_remove(array[
    case when new.applications_email is distinct from old.applications_email then 'applications_email' end,
    case when new.notify_candidates is distinct from old.notify_candidates then 'notify_candidates' end,
    case when new.closing_answer_delay_days is distinct from old.closing_answer_delay_days
      then 'closing_answer_delay_days' end,
    case when new.closing_answer_fr is distinct from old.closing_answer_fr then 'closing_answer_fr' end,
    case when new.closing_answer_en is distinct from old.closing_answer_en then 'closing_answer_en' end,
    case when new.applications_webhook_url is distinct from old.applications_webhook_url
      then 'applications_webhook_url' end,
    case when new.applications_webhook_secret is distinct from old.applications_webhook_secret
      then 'applications_webhook_secret' end
  ], null);
  if cardinality(changed) = 0 then
    return null;
  end if;
  insert into workspace_activity (company_id, user_id, action, detail)
  select new.id, (select u.id from users u where u.id = workspace_user_id()), 'settings_changed',
    jsonb_build_object('fields', array_to_string(changed, ', '));
  return null;
end
$$;
create trigger companies_log_settings_changed
  after update of applications_email, notify_candidates, closing_answer_delay_days, closing_answer_fr,
    closing_answer_en, applications_webhook_url, applications_webhook_secret on companies
  for each row execute function log_settings_changed();

revoke all on function log_job_published(), log_settings_changed() from public;
