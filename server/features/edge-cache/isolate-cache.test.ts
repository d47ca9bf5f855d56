import { describe, expect, it } from 'vitest'
import { recall, remember } from './isolate-cache.ts'

/** A body of `chunks` chunks of 64 KiB, counting how many were pulled. */
function streamed(chunks: number) {
  let pulled = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) return controller.close()
      pulled++
      controller.enqueue(new Uint8Array(64 * 1024))
    },
  })
  return { response: new Response(body), pulled: () => pulled }
}

describe('the isolate’s memory tier', () => {
  it('keeps a small page', async () => {
    await remember('https://site.test/small', new Response('<p>page</p>'), Date.now())
    expect(await recall('https://site.test/small', 30)?.text()).toBe('<p>page</p>')
  })

  it('does not keep a large streamed file, and reads no more of it than its limit', async () => {
    // A sitemap file is about 20 MB: 320 chunks of 64 KiB.
    const file = streamed(320)
    await remember('https://site.test/sitemaps/company-huge.xml', file.response, Date.now())
    expect(recall('https://site.test/sitemaps/company-huge.xml', 30)).toBeUndefined()
    // The limit is 512 KiB: the 9th chunk goes past it (the stream may have asked for one more).
    expect(file.pulled()).toBeLessThanOrEqual(10)
  })
})
