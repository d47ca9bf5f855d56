/**
 * Who is a visitor, and who is not (ADR 042). Nothing is read from or written to the
 * visitor's device: a visitor is known only by a hash of the day, the client address and
 * the user agent, salted when it is written (server/features/statistics/flush.ts) with a random
 * salt of the day that the cron deletes the next day.
 */
import { createHash } from 'node:crypto'

export type Device = 'phone' | 'desktop'

/**
 * Crawlers, link previews, monitors, HTTP libraries and headless browsers, by user agent.
 * Not exhaustive: a bot that passes for a browser and sends a browser's headers is counted.
 */
const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|scrape|facebookexternalhit|embedly|preview|headless|lighthouse|pagespeed|pingdom|uptime|monitor|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|libwww|httpclient|postman|insomnia|phantomjs|puppeteer|playwright|selenium/i

/**
 * Whether `request` comes from a person's browser: a browser's user agent that names no
 * bot, a language (every browser sends Accept-Language; most HTTP libraries do not), and,
 * when the browser sends fetch metadata, a top-level navigation (not a script's fetch, a
 * frame or a prefetch, whose pages may never be seen).
 */
export function isPersonsBrowser(request: Request): boolean {
  const headers = request.headers
  const userAgent = headers.get('User-Agent') ?? ''
  if (!userAgent.startsWith('Mozilla/') || BOT_USER_AGENT.test(userAgent)) return false
  if (!headers.get('Accept-Language')) return false
  const mode = headers.get('Sec-Fetch-Mode')
  if (mode !== null && mode !== 'navigate') return false
  const destination = headers.get('Sec-Fetch-Dest')
  if (destination !== null && destination !== 'document') return false
  const purpose = `${headers.get('Sec-Purpose') ?? ''} ${headers.get('Purpose') ?? ''}`
  return !/prefetch|prerender/i.test(purpose)
}

/** Sec-CH-UA-Mobile when the browser sends it (Chromium), else the user agent. */
export function deviceOf(request: Request): Device {
  const hint = request.headers.get('Sec-CH-UA-Mobile')
  if (hint === '?1') return 'phone'
  if (hint === '?0') return 'desktop'
  return /Mobi|Android|iPhone|iPod|Windows Phone/i.test(request.headers.get('User-Agent') ?? '') ? 'phone' : 'desktop'
}

/**
 * The day's visitor before salting: SHA-256 of the day, the client address and the user
 * agent, computed at once so that no address is kept, even in memory, past the request.
 * Unsalted, it never leaves the isolate: the flush salts it and sends 16 bytes of that.
 * Without CF-Connecting-IP (a request that did not come through Cloudflare's edge: local
 * runs), the user agent alone stands for the client.
 */
export function visitorDigest(request: Request, day: string): string {
  const address = request.headers.get('CF-Connecting-IP') ?? ''
  const userAgent = request.headers.get('User-Agent') ?? ''
  return createHash('sha256').update(`${day}\n${address}\n${userAgent}`).digest('hex')
}

/** 16 bytes of SHA-256(salt, digest), as hex: what stats_visitors keeps. */
export function saltedVisitor(salt: Uint8Array, digest: string): string {
  return createHash('sha256').update(salt).update(digest).digest('hex').slice(0, 32)
}

/** Today in Europe/Paris (YYYY-MM-DD), the day of the statistics. */
export function statisticsDay(at: Date = new Date()): string {
  const time = at.getTime()
  // Formatting a date costs more than the rest of counting a view; Paris changes day on a
  // minute boundary (its offsets are whole hours), so a day formatted holds to the minute's end.
  if (time >= lastDay.from && time < lastDay.until) return lastDay.day
  const from = time - (time % 60_000)
  lastDay = { day: PARIS_DAY.format(at), from, until: from + 60_000 }
  return lastDay.day
}

let lastDay = { day: '', from: 0, until: 0 }

const PARIS_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})
