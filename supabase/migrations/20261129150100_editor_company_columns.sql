-- The company space's editor writes every field of the spec's company: the
-- workspace's role (ADR 056) may also update the lists and figures its accounts migration
-- left to operators. Row-level security still limits it to the session's company; the
-- plan, slug and where applications go stay with billing and the owner's settings.
grant update (key_figures, tech_stack, offices, social_links, recruitment_process, founded_year, average_age,
  turnover, turnover_rate, seo_pages, photos)
  on companies to career_site_workspace;
