import { defineConfig } from '@lingui/cli'

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
    },
  ],
})
