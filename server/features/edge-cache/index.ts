/**
 * Edge cache: public pages, sitemaps and feeds answered from stored copies (this isolate's
 * memory, then the Workers Cache API) with their keys and validators, junk query values
 * redirected before any key, and the page replay that gives a fresh page's answer again
 * (ADR 014, 034, 039; steps 2, 3 and 7 of docs/request-pipeline.md). The routes that cache
 * their own answers (sitemaps, feeds, share cards) use `withEdgeCache` from edge-cache.ts.
 */
export { fromEdgeCache } from './page-cache.ts'
export { keepForReplay, replayFreshPage } from './page-replay.ts'
