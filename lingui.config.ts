import { defineConfig } from '@lingui/cli'

// Texts only some pages (or only the server) read, in catalogs of their own: each has its
// loader in locales/, imported where they show. (They were split to keep them out of the
// browser's catalog; no page ships one since ADR 029, and the Worker bundles them all.)
const OWN_CATALOGS = {
  // The privacy policy and terms.
  legal: ['<rootDir>/pages/(company-space)/@slug/(legal)'],
  // A candidate's pages after applying, and the company's withdrawal e-mail (ADR 025).
  'after-applying': [
    '<rootDir>/pages/(job-space)/@slug/jobs/@id/apply/confirmation',
    '<rootDir>/pages/(candidate)',
    '<rootDir>/server/services/withdrawal-email.ts',
  ],
  // The accessibility statements, the platform's and each company space's (ADR 048).
  accessibility: [
    '<rootDir>/pages/accessibility',
    '<rootDir>/pages/(company-space)/@slug/accessibility',
    '<rootDir>/components/accessibility-statement',
  ],
  // The workspace's pages, hydrated in the browser with this catalog alone (ADR 057).
  workspace: ['<rootDir>/pages/workspace'],
  // A company's statistics page, its CSV and weekly e-mail (ADR 043).
  statistics: [
    '<rootDir>/pages/(company-private)',
    '<rootDir>/components/statistics',
    '<rootDir>/domain/statistics',
    '<rootDir>/server/features/statistics/weekly-email.ts',
  ],
  // Billing (ADR 060): its e-mails to owners and to sales (its page is the workspace's).
  billing: ['<rootDir>/server/features/billing'],
}

// French is the source locale: message ids are generated from the French texts of the
// spec, and English lives in locales/en.
export default defineConfig({
  sourceLocale: 'fr',
  locales: ['fr', 'en'],
  fallbackLocales: { default: 'fr' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/pages', '<rootDir>/components', '<rootDir>/domain', '<rootDir>/server'],
      exclude: Object.values(OWN_CATALOGS)
        .flat()
        .map((path) => (path.endsWith('.ts') ? path : `${path}/**`)),
    },
    ...Object.entries(OWN_CATALOGS).map(([name, include]) => ({
      path: `<rootDir>/locales/{locale}/${name}`,
      include,
    })),
  ],
})
