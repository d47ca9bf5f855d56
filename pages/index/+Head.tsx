import { usePageContext } from 'vike-react/usePageContext'
import { JsonLd } from '#components/json-ld.tsx'
import { OpenGraphSite } from '#components/open-graph-brand.tsx'
import { INTL_LOCALE } from '#domain/locale.ts'
import { localizedPath } from '#domain/paths.ts'

/** The landing page describes the site itself (schema.org WebSite) and has the site's share card. */
export default function LandingHead() {
  const { publicOrigin, providerName, locale } = usePageContext()
  return (
    <>
      <OpenGraphSite />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: providerName,
          url: `${publicOrigin}${localizedPath(locale, '/')}`,
          inLanguage: INTL_LOCALE[locale],
        }}
      />
    </>
  )
}
