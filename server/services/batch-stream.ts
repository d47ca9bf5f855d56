/**
 * A response body written as batches of rows come from the database (sitemap files, the
 * aggregators' XML feed): the Worker holds one batch at a time, never the whole file. The
 * first batch is read before the body exists, so that a database failure is still an error
 * status (a 503), not a file cut short. A failure later errors the stream, so that no cache
 * keeps a file without its end as if it were whole.
 */
export async function streamBatches<Row>(file: {
  batches: AsyncIterable<Row[]>
  head: string
  /**
   * The text of one batch (it may keep count of what it wrote), whole or in parts: parts
   * are sent one by one, so that no string of the size of a batch is built.
   */
  write: (rows: Row[]) => string | string[]
  tail: string
}): Promise<ReadableStream<Uint8Array>> {
  const batches = file.batches[Symbol.asyncIterator]()
  let next = await batches.next()
  let reading: Promise<IteratorResult<Row[]>> | undefined
  const encoder = new TextEncoder()
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(file.head))
    },
    async pull(controller) {
      // The stream asks again only after something was enqueued: a batch that writes nothing
      // (all its rows left out, as the XML feed leaves out jobs without a description) must
      // not end this pull, or the body never ends. So read on until a batch writes or none is left.
      let wrote = false
      while (!wrote && !next.done) {
        const written = file.write(next.value)
        for (const part of typeof written === 'string' ? [written] : written) {
          if (part === '') continue
          controller.enqueue(encoder.encode(part))
          wrote = true
        }
        reading = batches.next()
        next = await reading
        reading = undefined
      }
      if (wrote) return
      controller.enqueue(encoder.encode(file.tail))
      controller.close()
    },
    async cancel() {
      // A batch on its way is awaited, then no other is asked for: the request's
      // connections (ADR 006) are left with nothing running.
      await reading?.catch(() => undefined)
      await batches.return?.()
    },
  })
}
