import type { RequestDatabase } from './db/client.ts'
import type { AppConfig } from './env.ts'

/** Hono typing shared by the app and its sub-apps. */
export type AppEnv = {
  Bindings: Env
  Variables: { db: RequestDatabase; config: AppConfig }
}
