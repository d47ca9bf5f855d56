-- A company's presentation video (a YouTube or Vimeo address), shown on its job pages and
-- application confirmations behind a click-to-load facade (ADR 022). Null: no video, and
-- the pages show no video area at all. Only an https address of a bounded length is kept;
-- the site embeds only the providers it recognises in it (domain/company-video.ts).
alter table companies
  add column video_url text check (video_url ~ '^https://' and length(video_url) <= 2048);
