-- A cover cut to the band the hero draws (ADR 089) is named by its widest band's path, which
-- also gives the phone crop's size: /media/cover/<hash>/band-1920x384-phone-1242x828.webp.
-- Covers uploaded before keep their path (<width>x<height>.webp) and are served as they are.
alter table company_images drop constraint company_images_path_check;
alter table company_images add constraint company_images_path_check check (
  path ~ '^/media/(logo|cover|photo)/[0-9a-f]{32}/([0-9]+x[0-9]+\.webp|logo\.svg)$'
  or path ~ '^/media/cover/[0-9a-f]{32}/band-[0-9]+x[0-9]+-phone-[0-9]+x[0-9]+\.webp$'
);
