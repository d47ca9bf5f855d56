-- The baseline (ADR 033, 049, 088), 12 of 19: billing with Stripe (ADR 060, 061): a
-- company's Stripe customer, the subscription state Stripe last reported and when, the
-- events already applied, and its invoices. The plan follows the subscription state through
-- a trigger (below), whoever writes it; only the Worker's verified webhook does, and an
-- operator's SQL still can. The workspace's billing page only reads.

-- One row per company that has been to Checkout. The customer is created once (Stripe's
-- idempotency key and the coalescing upsert of server/features/billing/queries.ts) and
-- reused by every Checkout and Billing Portal session.
create table company_billing (
  company_id           uuid primary key references companies (id) on delete cascade,
  stripe_customer_id   text unique check (stripe_customer_id ~ '^cus_[A-Za-z0-9_]{1,250}$'),
  -- The subscription Stripe last told about, as it told it: its state never goes back to
  -- an older one (Stripe's events arrive in any order; `status_at` is the `created` of the
  -- event this state came from).
  subscription_id      text check (subscription_id ~ '^sub_[A-Za-z0-9_]{1,250}$'),
  subscription_status  text check (subscription_status in (
    'incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused'
  )),
  status_at            timestamptz,
  -- While past_due: Pro is kept until then (14 days after the first failed payment's report).
  grace_until          timestamptz,
  created_at           timestamptz not null default now(),
  updated_at           timestamptz not null default now(),
  check ((subscription_status is null) = (status_at is null)),
  check ((grace_until is not null) = (subscription_status is not distinct from 'past_due'))
);
-- The cron's end of lapsed grace periods reads only the past_due rows.
create index company_billing_grace_idx on company_billing (grace_until) where subscription_status = 'past_due';

-- Every Stripe event applied, recorded in the transaction of its effect: the same event
-- again (Stripe retries, a replay, two deliveries at once) finds its row and changes
-- nothing. Rows older than Stripe's retry window are deleted by the cron; an event older
-- than that re-sent by hand still cannot undo a newer state (status_at above).
create table stripe_events (
  id                  text primary key check (id ~ '^evt_[A-Za-z0-9_]{1,250}$'),
  type                text not null check (length(type) <= 100),
  stripe_created_at   timestamptz not null,
  received_at         timestamptz not null default now()
);
create index stripe_events_received_idx on stripe_events (received_at);

-- A company's invoices as Stripe's invoice.paid / invoice.payment_failed events report
-- them (the billing page lists them; the PDF and the payment page stay Stripe's).
create table billing_invoices (
  id                  text primary key check (id ~ '^in_[A-Za-z0-9_]{1,250}$'),
  company_id          uuid not null references companies (id) on delete cascade,
  number              text check (length(number) <= 100),
  status              text not null check (status in ('draft', 'open', 'paid', 'uncollectible', 'void')),
  amount_due          bigint not null check (amount_due >= 0),
  amount_paid         bigint not null check (amount_paid >= 0),
  currency            text not null check (currency ~ '^[a-z]{3}$'),
  hosted_invoice_url  text check (hosted_invoice_url ~ '^https?://' and length(hosted_invoice_url) <= 2048),
  invoice_pdf         text check (invoice_pdf ~ '^https?://' and length(invoice_pdf) <= 2048),
  -- When Stripe created the invoice (the list's order), and the event its status came from.
  issued_at           timestamptz not null,
  status_at           timestamptz not null
);
create index billing_invoices_company_idx on billing_invoices (company_id, issued_at desc, id desc);

-- The plan a subscription state gives: Pro while it is paid for (or on trial), and for a
-- past_due subscription until its grace ends; Starter otherwise.
create function public.billing_plan(status text, grace_until timestamptz) returns text
  language sql stable parallel safe
as $$
  select case
    when status in ('active', 'trialing') then 'pro'
    when status = 'past_due' and grace_until > pg_catalog.now() then 'pro'
    else 'starter'
  end
$$;

-- The plan follows each new subscription state. Enterprise is an operator's decision
--: Stripe never moves a company onto or off it. Moving down to Starter hides
-- nothing already visible (ADR 041: only new publications over the limit are refused).
-- Runs as its owner: the Worker's role cannot write companies.
create function public.follow_billing_plan() returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog, public
as $$
begin
  if new.subscription_status is not null then
    update public.companies set plan = public.billing_plan(new.subscription_status, new.grace_until)
    where id = new.company_id and plan <> 'enterprise'
      and plan <> public.billing_plan(new.subscription_status, new.grace_until);
  end if;
  return null;
end
$$;
create trigger company_billing_plan after insert or update of subscription_status, grace_until on company_billing
  for each row execute function public.follow_billing_plan();

-- The cron's end of a lapsed grace: past_due companies whose 14 days are over go to Starter.
-- Returns how many companies moved.
create function public.end_lapsed_billing_grace() returns integer
  language sql
  volatile
  security definer
  set search_path = pg_catalog, public
as $$
  with moved as (
    update public.companies c set plan = 'starter'
    from public.company_billing b
    where b.company_id = c.id and b.subscription_status = 'past_due' and b.grace_until <= pg_catalog.now()
      and c.plan = 'pro'
    returning 1
  )
  select pg_catalog.count(*)::integer from moved
$$;

-- The e-mails of billing: to a company's owners (past_due, a failed payment) and to sales
-- (the Enterprise contact form), kinds of email_outbox (*_baseline_alerts_and_emails.sql).
-- Queues one e-mail per owner of a company, in the owner's language: `messages` holds
-- {"fr": {"subject", "html", "text"}, "en": {...}}. The Worker's role reads no user's
-- address: this runs as its owner, like queue_candidate_email. The key prefix gets the
-- user's id appended (the dedupe key), so a replayed call queues nothing. Returns how many
-- were queued.
create function public.queue_owner_emails(for_company uuid, email_kind text, key_prefix text, messages jsonb)
  returns integer
  language plpgsql
  volatile
  security definer
  set search_path = pg_catalog, public
as $$
declare
  queued integer;
begin
  if email_kind not in ('billing_past_due', 'billing_payment_failed') then
    raise exception 'queue_owner_emails: % is not an owners'' e-mail', email_kind;
  end if;
  with inserted as (
    insert into public.email_outbox (kind, dedupe_key, to_address, subject, html_body, text_body, locale)
    select email_kind, key_prefix || ':' || u.id, u.email, messages -> u.locale ->> 'subject',
      messages -> u.locale ->> 'html', messages -> u.locale ->> 'text', u.locale
    from public.company_members m
    join public.users u on u.id = m.user_id
    where m.company_id = for_company and m.role = 'owner'
    on conflict (dedupe_key) do nothing
    returning 1
  )
  select pg_catalog.count(*)::integer into queued from inserted;
  return queued;
end
$$;
