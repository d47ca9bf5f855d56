-- Objects of the media bucket nobody shows any more (ADR 089): a replaced logo or cover, a
-- removed photo, a purged space's uploads, an upload whose row was never written after its
-- objects were. Each upload's objects share one directory (<kind>/<hash>/, the hash of the
-- company, the kind and the bytes); a directory is queued here when a row naming it goes
-- (the trigger below, in that row's transaction, whoever deletes it: the editor, a
-- replacement, a space's erasure cascading) and by the Worker before it writes an upload's
-- first object (queue_media_upload). Once due, the cron deletes its objects unless a row of
-- company_images names it again (the same file uploaded again), and drops it from here.
create table media_deletions (
  directory  text primary key check (directory ~ '^(logo|cover|photo)/[0-9a-f]{32}/$'),
  -- Not before: pages cached at the edge (a day for stale-if-error, ADR 014) and open tabs still name it.
  due_at     timestamptz not null,
  attempts   integer not null default 0,
  last_error text
);
create index media_deletions_due_idx on media_deletions (due_at);

-- No company's rows: reached by no role, only through the functions below.
alter table media_deletions enable row level security;

-- Whether a directory is still shown: one index probe per due directory.
create index company_images_directory_idx on company_images (split_part(path, '/', 4));

-- The grace before an object nobody names is deleted.
create function public.media_deletion_grace() returns interval
  language sql immutable as $$ select interval '7 days' $$;

-- Queues a directory, or pushes it back to a full grace from now (the latest wins).
create function public.queue_media_deletion(media_directory text) returns void
  language sql security definer set search_path = public, pg_temp as $$
  insert into media_deletions (directory, due_at) values (media_directory, now() + media_deletion_grace())
  on conflict (directory) do update set due_at = greatest(media_deletions.due_at, excluded.due_at)
$$;

create function public.queue_media_of_deleted_image() returns trigger
  language plpgsql security definer set search_path = public, pg_temp as $$
begin
  perform queue_media_deletion(substring(old.path from '^/media/((?:logo|cover|photo)/[0-9a-f]{32}/)'));
  return null;
end
$$;
create trigger company_images_queue_media_deletion after delete on company_images
  for each row execute function queue_media_of_deleted_image();

-- Called by the Worker (an owner's upload, as the workspace role) before an upload's first
-- object is written: if its row is never written (the Worker stopped, the gallery was full),
-- the objects are still found. The directory is checked by the table; nothing is deleted
-- while a row names it, so queueing another's directory deletes nothing shown.
revoke all on function queue_media_deletion(text), queue_media_of_deleted_image() from public;
grant execute on function queue_media_deletion(text) to career_site_workspace, career_site_worker;

-- The cron's (the Worker's role): the oldest due directory, locked until the caller's
-- transaction ends (another run skips it; an upload queueing it again waits), and whether a
-- row of company_images names it again (then nothing is deleted).
create function public.next_media_deletion() returns table (directory text, shown boolean)
  language sql security definer set search_path = public, pg_temp as $$
  select d.directory, exists (
    select from company_images i where split_part(i.path, '/', 4) = split_part(d.directory, '/', 2)
  )
  from media_deletions d where d.due_at <= now()
  order by d.due_at limit 1
  for update of d skip locked
$$;
-- Its objects deleted, or still shown: forgotten.
create function public.media_deletion_done(media_directory text) returns void
  language sql security definer set search_path = public, pg_temp as $$
  delete from media_deletions where directory = media_directory
$$;
-- The bucket failed: kept, tried again in an hour.
create function public.media_deletion_failed(media_directory text, error text) returns void
  language sql security definer set search_path = public, pg_temp as $$
  update media_deletions set attempts = attempts + 1, last_error = left(error, 500), due_at = now() + interval '1 hour'
  where directory = media_directory
$$;
revoke all on function next_media_deletion(), media_deletion_done(text), media_deletion_failed(text, text) from public;
grant execute on function next_media_deletion(), media_deletion_done(text), media_deletion_failed(text, text)
  to career_site_worker;
