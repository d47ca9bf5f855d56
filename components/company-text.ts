import { usePageContext } from 'vike-react/usePageContext'
import { DEFAULT_LOCALE } from '#domain/locale.ts'

/**
 * The language of what companies write (descriptions, job texts, steps, offices): French,
 * the site's default language, shown as written. On a page in another language those
 * texts carry `lang="fr"`, so that screen readers pronounce them and browsers offer to
 * translate them; on a French page the attribute would say nothing and is left out.
 */
export function useCompanyTextLang(): string | undefined {
  const { locale } = usePageContext()
  return locale === DEFAULT_LOCALE ? undefined : DEFAULT_LOCALE
}
