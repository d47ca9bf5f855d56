import { usePageContext } from 'vike-react/usePageContext'
import { INTL_LOCALE, LOCALES } from '#domain/locale.ts'
import { publicUrl } from '#domain/public-urls.ts'

/**
 * Every page: favicon, and for pages that exist (not error pages) one canonical URL, its
 * fr/en alternates with x-default (French, the default language) and Open Graph basics.
 */
export default function Head() {
  const pageContext = usePageContext()
  const { locale, pathWithoutLocale, publicOrigins } = pageContext
  const isErrorPage = pageContext.is404 || pageContext.abortStatusCode !== undefined || pageContext.errorWhileRendering
  // A page listed in several pages (the job list's `?page=N`) names its own page in the
  // canonical URL through its data's `canonicalSearch`; other query strings never count.
  const { canonicalSearch } = (pageContext.data ?? {}) as { canonicalSearch?: unknown }
  const search = typeof canonicalSearch === 'string' ? canonicalSearch : ''
  const url = (code: (typeof LOCALES)[number]) => publicUrl(publicOrigins, code, pathWithoutLocale, search)
  return (
    <>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="manifest" href="/manifest.webmanifest" />
      <meta name="theme-color" content="#0b6e4f" />
      {isErrorPage ? null : (
        <>
          <link rel="canonical" href={url(locale)} />
          {LOCALES.map((code) => (
            <link key={code} rel="alternate" hrefLang={code} href={url(code)} />
          ))}
          <link rel="alternate" hrefLang="x-default" href={url('fr')} />
          <meta property="og:url" content={url(locale)} />
          <meta property="og:type" content="website" />
          <meta property="og:locale" content={INTL_LOCALE[locale].replace('-', '_')} />
        </>
      )}
    </>
  )
}
