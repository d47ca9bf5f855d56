import { msg } from '@lingui/core/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { getI18n } from '#domain/i18n.ts'
import { companyShareImage, type SharedCompany, type ShareImage, siteShareImage } from '#domain/share-image.ts'

/**
 * A company's pages when shared: its name as the site, and a picture link previews show
 * (a raster cover or logo, else its generated card: domain/share-image.ts).
 */
export function OpenGraphBrand({ company }: { company: SharedCompany }) {
  const { publicOrigin } = usePageContext()
  return (
    <>
      <meta property="og:site_name" content={company.name} />
      <OpenGraphImage image={companyShareImage(company, publicOrigin)} name={company.name} />
    </>
  )
}

/** The landing page when shared: the site's own card. */
export function OpenGraphSite() {
  const { publicOrigin, providerName } = usePageContext()
  return (
    <>
      <meta property="og:site_name" content={providerName} />
      <OpenGraphImage image={siteShareImage(providerName, publicOrigin)} name={providerName} />
    </>
  )
}

/** og:image with its size when known and its alternative text, and the preview size X should use. */
function OpenGraphImage({ image, name }: { image: ShareImage; name: string }) {
  // Heads render outside the page's I18nProvider: the locale's catalog, as JobHead does.
  const i18n = getI18n(usePageContext().locale)
  const alt = i18n._(
    {
      cover: msg`Image de couverture de ${name}`,
      logo: msg`Logo de ${name}`,
      card: msg`Logo et nom de ${name}`,
    }[image.kind],
  )
  return (
    <>
      <meta property="og:image" content={image.url} />
      {image.size ? (
        <>
          <meta property="og:image:type" content="image/png" />
          <meta property="og:image:width" content={String(image.size.width)} />
          <meta property="og:image:height" content={String(image.size.height)} />
        </>
      ) : null}
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:card" content={image.kind === 'logo' ? 'summary' : 'summary_large_image'} />
      <meta name="twitter:image:alt" content={alt} />
    </>
  )
}
