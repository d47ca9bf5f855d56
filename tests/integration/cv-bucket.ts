import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getPlatformProxy } from 'wrangler'

/**
 * The Worker's CV bucket as miniflare emulates it (the same R2 implementation the Worker
 * gets under `vike dev` and `vike preview`), on a storage folder of its own.
 */
export async function openCvBucket(): Promise<{ bucket: R2Bucket; dispose: () => Promise<void> }> {
  const folder = mkdtempSync(join(tmpdir(), 'cv-bucket-'))
  const proxy = await getPlatformProxy<Env>({ configPath: 'wrangler.toml', persist: { path: folder } })
  return {
    bucket: proxy.env.CV_BUCKET,
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
