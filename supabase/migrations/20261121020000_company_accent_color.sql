-- Advanced branding: the accent colour of a company's space (#rrggbb). The site checks
-- its contrast before using it.
alter table companies
  add column accent_color text check (accent_color ~ '^#[0-9a-fA-F]{6}$');
