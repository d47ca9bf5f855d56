/**
 * One bounded reader for the bodies the Worker reads (requests it is sent, responses it
 * keeps in memory): past the limit the stream is cancelled rather than read on, so a body
 * far over the limit costs neither the memory nor the time of reading it whole.
 */

/**
 * The stream's bytes if it ends within `limit` bytes, else undefined (the rest cancelled).
 * With `keep: false` the bytes are counted and dropped as they come (an empty result): memory
 * stays flat for a body read only to free the connection. A stream that breaks off throws.
 */
export async function readStreamUpTo(
  stream: ReadableStream<Uint8Array>,
  limit: number,
  { keep }: { keep: boolean },
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const reader = stream.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return undefined
    }
    if (keep) chunks.push(value)
  }
  return joinChunks(chunks)
}

/** The chunks end to end in one array. */
export function joinChunks(chunks: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.byteLength, 0))
  let offset = 0
  for (const chunk of chunks) {
    joined.set(chunk, offset)
    offset += chunk.byteLength
  }
  return joined
}
