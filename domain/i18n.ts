import { type I18n, setupI18n } from '@lingui/core'
import { bundledCatalogs } from '#main-catalogs'
import type { Locale } from './locale.ts'

const instances = new Map<Locale, I18n>()

/**
 * One i18n instance per locale, activated once and never switched. Concurrent requests
 * in one Worker isolate therefore never see each other's language, which the global
 * `i18n` (switched with `activate()`) would allow.
 */
export function getI18n(locale: Locale): I18n {
  let instance = instances.get(locale)
  if (!instance) {
    instance = setupI18n({ locale, messages: { [locale]: bundledCatalogs[locale] ?? {} } })
    instances.set(locale, instance)
  }
  return instance
}
