import { type I18n, setupI18n } from '@lingui/core'
import type { Locale } from '#domain/locale.ts'

const instances = new Map<Locale, I18n>()
const loaded = new Set<Locale>()

/**
 * The workspace's texts in one language, one instance per language as the public pages'
 * (domain/i18n.ts). The browser gets this catalog only, not the site's (lingui.config.ts),
 * and only in the page's language: loadWorkspaceCatalog runs before each render, on the
 * server (+onBeforeRender.ts) and in the browser (+onBeforeRenderClient.ts).
 */
export function workspaceI18n(locale: Locale): I18n {
  let instance = instances.get(locale)
  if (!instance) {
    instance = setupI18n({ locale, messages: { [locale]: {} } })
    instances.set(locale, instance)
  }
  return instance
}

export async function loadWorkspaceCatalog(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return
  const { messages } =
    locale === 'en' ? await import('../../locales/en/workspace.po') : await import('../../locales/fr/workspace.po')
  workspaceI18n(locale).load(locale, messages)
  loaded.add(locale)
}
