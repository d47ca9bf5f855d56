import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getPlatformProxy } from 'wrangler'

/**
 * The Worker's CV bucket (or its media bucket) as miniflare emulates it (the same R2
 * implementation the Worker gets under `vike dev` and `vike preview`), on a storage folder of its own.
 */
export async function openCvBucket(
  binding: 'CV_BUCKET' | 'MEDIA_BUCKET' = 'CV_BUCKET',
): Promise<{ bucket: R2Bucket; dispose: () => Promise<void> }> {
  const folder = mkdtempSync(join(tmpdir(), 'cv-bucket-'))
  const proxy = await getPlatformProxy<Env>({ configPath: 'wrangler.toml', persist: { path: folder } })
  return {
    bucket: retryingReads(proxy.env[binding]),
    dispose: async () => {
      await proxy.dispose()
      rmSync(folder, { recursive: true, force: true })
    },
  }
}

/** Every key in the bucket under a prefix. */
export async function listKeys(bucket: R2Bucket, prefix: string): Promise<string[]> {
  const keys: string[] = []
  let cursor: string | undefined
  do {
    const page = await bucket.list({ prefix, cursor })
    keys.push(...page.objects.map((object) => object.key))
    cursor = page.truncated ? page.cursor : undefined
  } while (cursor)
  return keys
}

/** The bucket's reads and deletes, which change nothing when sent twice. */
const IDEMPOTENT = new Set(['list', 'get', 'head', 'delete'])

/**
 * The bucket with its idempotent calls sent again once when the connection to miniflare's
 * proxy was closed under them (undici's "fetch failed", UND_ERR_SOCKET: seen under a loaded
 * npm test, never an answer of R2's). Writes are left as they are.
 */
function retryingReads(bucket: R2Bucket): R2Bucket {
  return new Proxy(bucket, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver)
      if (typeof name !== 'string' || !IDEMPOTENT.has(name) || typeof value !== 'function') return value
      return async (...args: unknown[]) => {
        try {
          return await value.apply(target, args)
        } catch (error) {
          if (!isClosedConnection(error)) throw error
          return value.apply(target, args)
        }
      }
    },
  })
}

function isClosedConnection(error: unknown): boolean {
  const cause = error instanceof TypeError ? (error.cause as { code?: string } | undefined) : undefined
  return (
    error instanceof TypeError &&
    error.message === 'fetch failed' &&
    (cause?.code === 'UND_ERR_SOCKET' || cause?.code === 'ECONNRESET')
  )
}
