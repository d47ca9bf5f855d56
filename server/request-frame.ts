import type { Context } from 'hono'
import { type PublicOrigins, platformOnly } from '#domain/public-urls.ts'
import { RequestDatabase } from './db/client.ts'
import { type AppConfig, readConfig } from './env.ts'
import type { ServedCopy } from './features/edge-cache/page-replay.ts'
import type { AppEnv } from './hono-env.ts'
import type { SlugLookup } from './slug-lookup.ts'

/** Where the host step (server/pipeline/host.ts) says this request's pages are published. */
export type RequestSite = {
  publicOrigins: PublicOrigins
  /** The company whose own host the request came to: its paths are written back without the slug. */
  companyHostSlug?: string
  /** What the host step read of the company slug the path names, if it read one. */
  slug?: SlugLookup
}

/**
 * One HTTP request on its way through the pipeline (server/app.ts), from the Worker's entry
 * to the end of what it left to do after its response. Every step reads and writes it; no
 * step keeps anything about a request anywhere else.
 *
 * It is also the request's execution context (what Hono's `c.executionCtx` is for the route
 * table): work handed to `waitUntil` is tracked, so that the one database client of the
 * request, created on first use, is released once, after the response's body has been sent
 * and every such task has settled (server/db/client.ts says why it is not `sql.end()`).
 */
export class RequestFrame {
  /** The request as the visitor sent it (its host, its path). */
  readonly asked: Request
  /** The same request in the app's paths: a company host's `/fr/jobs` is `/fr/acme/jobs` here. */
  appRequest: Request
  readonly env: Env
  readonly config: AppConfig
  /** The request's one database client; it connects on the first statement, if any. */
  readonly db: RequestDatabase
  /** Set by the host step; the platform's own until then. */
  site: RequestSite
  /** The host step answered this request itself (a redirect, a refused host): nothing else ran. */
  answeredByHost = false
  /** The fresh stored copy the answer was made from, if any (the page replay keeps such answers). */
  servedCopy: ServedCopy | undefined
  /** Hono's execution context asks for it; nothing here reads it. */
  readonly props: unknown = undefined
  readonly #ctx: ExecutionContext | undefined
  readonly #tasks: Promise<unknown>[] = []
  #workspaceDb: RequestDatabase | undefined
  #ended = false

  constructor(request: Request, env: Env, ctx: ExecutionContext | undefined) {
    this.asked = request
    this.appRequest = request
    this.env = env
    this.#ctx = ctx
    this.config = readConfig(env)
    this.db = new RequestDatabase(env.HYPERDRIVE.connectionString)
    this.site = { publicOrigins: platformOnly(this.config.publicOrigin) }
  }

  /** The workspace's client: its own role, through its own binding (ADR 056), created on first use. */
  get workspaceDb(): RequestDatabase {
    this.#workspaceDb ??= new RequestDatabase(this.env.WORKSPACE_HYPERDRIVE.connectionString)
    return this.#workspaceDb
  }

  waitUntil(promise: Promise<unknown>): void {
    this.#tasks.push(promise)
    this.#ctx?.waitUntil(promise)
  }

  passThroughOnException(): void {
    this.#ctx?.passThroughOnException()
  }

  /**
   * The response as sent, and the end of the request: its database client (if it was
   * created) is released once its body has been read (a sitemap's body reads the database as
   * it streams) and every task left for after the response has settled.
   */
  finish(response: Response): Response {
    if (this.#ended) throw new Error('a request is finished once')
    this.#ended = true
    let sent: Promise<unknown> = Promise.resolve()
    let answer = response
    const clients = [this.db, this.#workspaceDb].filter((db) => db !== undefined)
    if (clients.some((db) => db.created) && response.body) {
      const { readable, writable } = new TransformStream()
      sent = response.body.pipeTo(writable).catch(() => {})
      answer = new Response(readable, response)
    }
    this.#ctx?.waitUntil(
      this.#afterEverything(sent).then(() => {
        for (const db of clients) db.release()
      }),
    )
    return answer
  }

  async #afterEverything(sent: Promise<unknown>): Promise<void> {
    await sent
    // A task may start another (a stale copy's regeneration queues the deliveries it triggers).
    while (this.#tasks.length > 0) await Promise.allSettled(this.#tasks.splice(0))
  }
}

/** The frame of the request a route of the route table answers (server/app.ts runs it with one). */
export function frameOf(c: Context<AppEnv>): RequestFrame {
  const frame = c.executionCtx
  if (!(frame instanceof RequestFrame)) throw new Error('the route table runs inside the request pipeline')
  return frame
}
