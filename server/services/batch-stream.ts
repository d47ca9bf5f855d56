/**
 * A response body written as a database cursor's batches come (sitemap files, the
 * aggregators' XML feed): the Worker holds one batch at a time, never the whole file. The
 * first batch is read before the body exists, so that a database failure is still an error
 * status (a 503), not a file cut short.
 */
export async function streamBatches<Row>(file: {
  batches: AsyncIterable<Row[]>
  head: string
  /** The text of one batch (it may keep count of what it wrote). */
  write: (rows: Row[]) => string
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
      if (next.done) {
        controller.enqueue(encoder.encode(file.tail))
        controller.close()
        return
      }
      controller.enqueue(encoder.encode(file.write(next.value)))
      reading = batches.next()
      next = await reading
      reading = undefined
    },
    async cancel() {
      // postgres.js closes a cursor only between batches: closed while a batch is on its
      // way, the cursor would wait for that batch to be taken and hold the request's one
      // connection (ADR 006) for good.
      await reading?.catch(() => undefined)
      await batches.return?.()
    },
  })
}
