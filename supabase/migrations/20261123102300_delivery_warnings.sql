-- The scheduled job names the companies that keep applications with nowhere to send them
-- (no applications_email, no webhook): it counts their applications by company. The
-- Worker's role reads the company of an application, still no candidate data (ADR 013),
-- and the count runs on an index rather than on the whole table every five minutes.
create index applications_company_idx on applications (company_id);

grant select (company_id) on applications to career_site_worker;
