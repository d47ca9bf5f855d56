import { defineConfig } from '@lingui/cli'

const LEGAL_PAGES = '<rootDir>/pages/(company-space)/@slug/(legal)'

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
      exclude: [`${LEGAL_PAGES}/**`],
    },
    // The privacy policy and terms: long texts that only their pages load (every page
    // ships the catalogs above, in both languages).
    { path: '<rootDir>/locales/{locale}/legal', include: [LEGAL_PAGES] },
  ],
})
