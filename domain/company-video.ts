// A company's presentation video (companies.video_url): the pages embed it only from the
// providers below, behind a facade that loads nothing from them before a click (ADR 022).

export type CompanyVideo = {
  provider: 'YouTube' | 'Vimeo'
  /** The player's address, loaded in a frame once the visitor asks for it. */
  embedUrl: string
  /** The video's own page: the facade's link without JavaScript. */
  watchUrl: string
}

/** The only origins a page may frame (the CSP's frame-src): the players of the providers below. */
export const VIDEO_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
])
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const VIMEO_ID = /^\d{1,12}$/
/** Where a YouTube watch address carries its video id (`?v=`): a stored address's, not a page's parameter. */
const WATCH_ID_PARAMETER = 'v'

/** The YouTube video id of a watch, embed, shorts or youtu.be address. */
function youTubeId(url: URL): string | null {
  const path = url.pathname.split('/').filter(Boolean)
  let id: string | null | undefined = null
  if (url.hostname === 'youtu.be') id = path[0]
  else if (YOUTUBE_HOSTS.has(url.hostname)) {
    if (path[0] === 'watch') id = url.searchParams.get(WATCH_ID_PARAMETER)
    else if (path[0] === 'embed' || path[0] === 'shorts' || path[0] === 'live') id = path[1]
  }
  return id && YOUTUBE_ID.test(id) ? id : null
}

/** The Vimeo video id of a vimeo.com or player.vimeo.com address. */
function vimeoId(url: URL): string | null {
  const path = url.pathname.split('/').filter(Boolean)
  let id: string | undefined
  if (url.hostname === 'vimeo.com' || url.hostname === 'www.vimeo.com') id = path[0]
  else if (url.hostname === 'player.vimeo.com' && path[0] === 'video') id = path[1]
  return id && VIMEO_ID.test(id) ? id : null
}

/**
 * The embeddable video of a stored address, or null (none, not https, or a provider the
 * site does not embed). YouTube plays from its privacy-enhanced domain, Vimeo with
 * do-not-track: neither sets cookies before the visitor plays.
 */
export function companyVideo(stored: string | null | undefined): CompanyVideo | null {
  if (typeof stored !== 'string') return null
  let url: URL
  try {
    url = new URL(stored.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null
  const youTube = youTubeId(url)
  if (youTube) {
    return {
      provider: 'YouTube',
      embedUrl: `https://www.youtube-nocookie.com/embed/${youTube}`,
      watchUrl: `https://www.youtube.com/watch?v=${youTube}`,
    }
  }
  const vimeo = vimeoId(url)
  if (vimeo) {
    return {
      provider: 'Vimeo',
      embedUrl: `https://player.vimeo.com/video/${vimeo}?dnt=1`,
      watchUrl: `https://vimeo.com/${vimeo}`,
    }
  }
  return null
}

/** The player's address once the visitor pressed play: it starts at once. */
export function autoplayUrl(video: CompanyVideo): string {
  const url = new URL(video.embedUrl)
  url.searchParams.set('autoplay', '1')
  return url.toString()
}
