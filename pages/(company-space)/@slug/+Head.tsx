import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { JsonLd } from '#components/json-ld.tsx'
import { OpenGraphBrand } from '#components/open-graph-brand.tsx'
import type { CompanySpaceData } from '#domain/company-header.ts'
import { companyPaths } from '#domain/paths.ts'
import { publicUrl } from '#domain/public-urls.ts'
import { absoluteImageUrl, safeExternalUrl } from '#domain/safe-urls.ts'

/** Company space: Open Graph brand and picture (domain/share-image.ts) and the Organization structured data. */
export default function CompanyHead() {
  const { publicOrigin, publicOrigins, locale } = usePageContext()
  const { header } = useData<CompanySpaceData>()
  const logo = absoluteImageUrl(header.logoUrl, publicOrigin)
  const website = safeExternalUrl(header.website)
  return (
    <>
      {header.indexable ? null : <meta name="robots" content="noindex" />}
      <OpenGraphBrand company={header} />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: header.name,
          url: publicUrl(publicOrigins, locale, companyPaths.home(header.slug)),
          ...(logo ? { logo } : {}),
          ...(website ? { sameAs: [website] } : {}),
          ...(header.location ? { address: { '@type': 'PostalAddress', addressLocality: header.location } } : {}),
        }}
      />
    </>
  )
}
