import type { Messages } from '@lingui/core'
import type { Locale } from '#domain/locale.ts'

// A page reads one language: shipping both catalogs to every hydrated page cost about
// 6 KB gzip. The browser fetches the page's own (its chunk) before hydrating
// (pages/+onBeforeRenderClient.ts); nothing is bundled up front.
export const bundledCatalogs: Partial<Record<Locale, Messages>> = {}

const LOADERS: Record<Locale, () => Promise<{ messages: Messages }>> = {
  fr: () => import('./fr/messages.po'),
  en: () => import('./en/messages.po'),
}

export async function loadCatalog(locale: Locale): Promise<Messages> {
  return (await LOADERS[locale]()).messages
}
