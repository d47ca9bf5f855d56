-- The billing page (ADR 061) reads its company's billing state and invoices as the
-- workspace's role, under row-level security like every company-owned table (ADR 056):
-- the session's company only. The Worker's role keeps every row it is granted (Stripe's
-- webhook is no tenant's); the plan-following trigger and the owners' e-mails run as the
-- tables' owner. The workspace writes nothing here: only Stripe's signed events do.
grant select on company_billing, billing_invoices to career_site_workspace;

alter table company_billing enable row level security;
alter table billing_invoices enable row level security;
create policy company_billing_worker on company_billing to career_site_worker using (true) with check (true);
create policy billing_invoices_worker on billing_invoices to career_site_worker using (true) with check (true);
create policy company_billing_workspace on company_billing to career_site_workspace
  using (company_id = workspace_company_id());
create policy billing_invoices_workspace on billing_invoices to career_site_workspace
  using (company_id = workspace_company_id());
