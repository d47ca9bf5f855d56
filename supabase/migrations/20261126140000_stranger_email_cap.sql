-- One cap for every e-mail a stranger can make the site send to an address it does not
-- control (issue 27, ADR 039): job alert confirmations and their re-sends, jobs saved by
-- e-mail. A counter per address and UTC day, taken atomically by
-- `insert ... on conflict do update ... where sent < cap returning` in the transaction
-- that queues the e-mail (server/db/queries/stranger-email-cap.ts): concurrent requests
-- meet on the row's lock, so no count(*) race lets one more through.
-- The address is kept only as its SHA-256 (of its lower-cased text): the table says how
-- many e-mails went to some address, never which one.
create table stranger_email_counts (
  address_hash bytea not null check (octet_length(address_hash) = 32),
  day date not null,
  sent integer not null check (sent > 0),
  primary key (address_hash, day)
);

comment on table stranger_email_counts is
  'E-mails a visitor made the site send to an address per UTC day (ADR 039); the address as its SHA-256 only.';

-- The Worker takes the counter (insert, and update of its count on conflict, which reads
-- it) and deletes past days (the scheduled run).
grant select, insert, delete on stranger_email_counts to career_site_worker;
grant update (sent) on stranger_email_counts to career_site_worker;
