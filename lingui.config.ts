import { defineConfig } from '@lingui/cli'

// One catalog per language for everything the server renders (pages, e-mails, the CSV), which
// the Worker bundles whole. The workspace's texts alone are a catalog of their own: its pages
// are hydrated in the browser, which loads that catalog and no other (ADR 057).
const WORKSPACE_CATALOG = ['<rootDir>/pages/workspace']

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
      exclude: WORKSPACE_CATALOG.map((path) => `${path}/**`),
    },
    { path: '<rootDir>/locales/{locale}/workspace', include: WORKSPACE_CATALOG },
  ],
})
