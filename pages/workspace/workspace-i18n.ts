import { type I18n, setupI18n } from '@lingui/core'
import type { Locale } from '#domain/locale.ts'
import { messages as en } from '../../locales/en/workspace.po'
import { messages as fr } from '../../locales/fr/workspace.po'

const instances = new Map<Locale, I18n>()

/**
 * The workspace's texts in one language, one instance per language as the public pages'
 * (domain/i18n.ts): the browser gets this catalog only, not the site's (lingui.config.ts).
 */
export function workspaceI18n(locale: Locale): I18n {
  let instance = instances.get(locale)
  if (!instance) {
    instance = setupI18n({ locale, messages: { [locale]: locale === 'en' ? en : fr } })
    instances.set(locale, instance)
  }
  return instance
}
