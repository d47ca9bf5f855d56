import { type Attempt, type CallOptions, postJson } from './attempt.ts'

/**
 * IndexNow (https://www.indexnow.org/documentation): one POST per host, naming the host,
 * the site's key and where the key file is, and up to 10,000 changed URLs of that host.
 * The shared endpoint passes them on to every engine that takes part (Bing, Yandex, Seznam,
 * Naver…). The key proves the site's ownership: it is served at /{key}.txt on every host
 * the site answers on (server/features/search-engines/indexnow-key.ts).
 */
export type IndexNowConfig = { endpoint: string; key: string }

/** The protocol's limit of URLs per request. */
export const INDEXNOW_MAX_URLS = 10_000

/** IndexNow's key: 8 to 128 letters, digits and dashes. */
export const INDEXNOW_KEY_PATTERN = /^[a-zA-Z0-9-]{8,128}$/

export type IndexNowBody = { host: string; key: string; keyLocation: string; urlList: string[] }

/** The body for `urls`, all on `origin` (https://host, or the platform's origin). */
export function indexNowBody(origin: string, key: string, urls: string[]): IndexNowBody {
  return { host: new URL(origin).host, key, keyLocation: `${origin}/${key}.txt`, urlList: urls }
}

/** 200 (received) and 202 (received, key check pending) are both success. */
export function postToIndexNow(config: IndexNowConfig, body: IndexNowBody, options: CallOptions): Promise<Attempt> {
  return postJson(config.endpoint, body, { 'Content-Type': 'application/json; charset=utf-8' }, options)
}
