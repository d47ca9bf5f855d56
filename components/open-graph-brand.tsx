import { usePageContext } from 'vike-react/usePageContext'
import { absoluteImageUrl } from '#domain/safe-urls.ts'

/** A company's pages when shared: its name as the site, its cover (else its logo) as the picture. */
export function OpenGraphBrand({ name, image }: { name: string; image: string | null }) {
  const { publicOrigin } = usePageContext()
  const imageUrl = absoluteImageUrl(image, publicOrigin)
  return (
    <>
      <meta property="og:site_name" content={name} />
      {imageUrl ? (
        <>
          <meta property="og:image" content={imageUrl} />
          <meta name="twitter:card" content="summary_large_image" />
        </>
      ) : null}
    </>
  )
}
