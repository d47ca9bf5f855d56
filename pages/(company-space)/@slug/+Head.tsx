import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { JsonLd } from '../../../components/json-ld.tsx'
import { safeExternalUrl } from '../../../domain/company-facts.ts'
import type { CompanySpaceData } from '../../../domain/company-header.ts'
import { companyPaths, localizedPath } from '../../../domain/paths.ts'

/** Company space: Open Graph image (cover, else logo) and the Organization structured data. */
export default function CompanyHead() {
  const { publicOrigin, locale } = usePageContext()
  const { header } = useData<CompanySpaceData>()
  const absolute = (url: string | null) => (url?.startsWith('/') ? `${publicOrigin}${url}` : url)
  const image = absolute(header.coverImageUrl ?? header.logoUrl)
  const website = safeExternalUrl(header.website)
  return (
    <>
      <meta property="og:site_name" content={header.name} />
      {image ? (
        <>
          <meta property="og:image" content={image} />
          <meta name="twitter:card" content="summary_large_image" />
        </>
      ) : null}
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: header.name,
          url: `${publicOrigin}${localizedPath(locale, companyPaths.home(header.slug))}`,
          ...(header.logoUrl ? { logo: absolute(header.logoUrl) } : {}),
          ...(website ? { sameAs: [website] } : {}),
          ...(header.location ? { address: { '@type': 'PostalAddress', addressLocality: header.location } } : {}),
        }}
      />
    </>
  )
}
