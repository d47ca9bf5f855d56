import { type Context, Hono } from 'hono'
import { parseCompanySlug } from '#domain/identifiers.ts'
import { getCompanyCard } from '../db/queries/companies.ts'
import { spaceAtSlug } from '../features/custom-hosts/index.ts'
import { SHARE_CARD_QUERY } from '../features/edge-cache/cache-key.ts'
import { cacheScopeOf, publicPolicy, withEdgeCache } from '../features/edge-cache/edge-cache.ts'
import { spaceGoneResponse } from '../features/space-deletion/gone-page.ts'
import type { AppEnv } from '../hono-env.ts'
import { logFailure } from '../log-failure.ts'
import { type CardContent, cardSvg } from '../share-cards/card-svg.ts'
import { loadLogo } from '../share-cards/logo-source.ts'

/**
 * The pictures of shared links (og:image, domain/share-image.ts): `/share-cards/site.png` for the
 * landing page, `/share-cards/company/{slug}.png` for a company's pages, 1200×630 PNG cards drawn
 * from the data (ADR 038). Cached like a page (ADR 014): drawn at most once per freshness
 * window per isolate, served stale while redrawn, the last good card during an outage.
 * Their `?v=` is not in the key (SHARE_CARD_QUERY).
 */
export const shareImages = new Hono<AppEnv>()

shareImages.get('/share-cards/site.png', (c) =>
  withEdgeCache(cacheScopeOf(c), publicPolicy(c.get('config')), () => siteCard(c), { query: SHARE_CARD_QUERY }),
)

// A deleted space's card is gone before any stored copy of it is looked at (ADR 067).
shareImages.get('/share-cards/company/:file{[^/]+\\.png}', async (c, next) => {
  const slug = parseCompanySlug(c.req.param('file')?.replace(/\.png$/, ''))
  const space = slug ? await spaceAtSlug(c.get('db').sql, slug).catch(() => null) : null
  return space?.deleted ? spaceGoneResponse('fr') : next()
})
shareImages.get('/share-cards/company/:file{[^/]+\\.png}', (c) =>
  withEdgeCache(cacheScopeOf(c), publicPolicy(c.get('config')), () => companyCard(c), { query: SHARE_CARD_QUERY }),
)

async function siteCard(c: Context<AppEnv>): Promise<Response> {
  const { providerName, publicOrigin } = c.get('config')
  return pngAnswer(c, {
    name: providerName,
    accentColor: null,
    logo: await loadLogo('/favicon.svg', logoSources(c)),
    footer: new URL(publicOrigin).host,
  })
}

async function companyCard(c: Context<AppEnv>): Promise<Response> {
  const slug = parseCompanySlug(c.req.param('file')?.replace(/\.png$/, ''))
  if (!slug) return c.text('Not found\n', 404)
  let company: Awaited<ReturnType<typeof getCompanyCard>>
  try {
    company = await getCompanyCard(c.get('db').sql, slug)
  } catch (error) {
    logFailure('share card load', error)
    return c.text('Image temporarily unavailable\n', 503) // Retry-After: security-headers.ts
  }
  if (!company) return c.text('Not found\n', 404)
  return pngAnswer(c, {
    // Its Last-Modified: the last edit of what it draws (ADR 036).
    changedAt: company.pageChangedAt,
    name: company.name,
    accentColor: company.accentColor,
    logo: await loadLogo(company.logoUrl, logoSources(c)),
    footer: new URL(c.get('config').publicOrigin).host,
  })
}

function logoSources(c: Context<AppEnv>) {
  const { publicOrigin, imageOrigins } = c.get('config')
  return { publicOrigin, imageOrigins, assets: c.env.ASSETS, media: c.env.MEDIA_BUCKET }
}

async function pngAnswer(
  c: Context<AppEnv>,
  { changedAt, ...content }: CardContent & { changedAt?: Date },
): Promise<Response> {
  // Loaded with the first card: the renderer's wasm is instantiated only by an isolate
  // that draws one, and modules that import the app (Node tests) never load it.
  const { renderPng } = await import('../share-cards/render-png.ts')
  const png = await renderPng(cardSvg(content))
  const headers: Record<string, string> = { 'Content-Type': 'image/png' }
  if (changedAt !== undefined) headers['Last-Modified'] = changedAt.toUTCString()
  return c.body(new Uint8Array(png), 200, headers)
}
