import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import type { CompanySpaceData } from '../../../domain/company-header.ts'

/** Open Graph image of a company space: its cover, else its logo (absolute URL). */
export default function CompanyHead() {
  const { publicOrigin } = usePageContext()
  const { header } = useData<CompanySpaceData>()
  const image = header.coverImageUrl ?? header.logoUrl
  if (!image) return null
  const absolute = image.startsWith('/') ? `${publicOrigin}${image}` : image
  return (
    <>
      <meta property="og:site_name" content={header.name} />
      <meta property="og:image" content={absolute} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  )
}
