import vike from '@vikejs/hono'
import { Hono } from 'hono'
import { RequestDatabase } from './db/client.ts'
import { readConfig } from './env.ts'
import type { AppEnv } from './hono-env.ts'
import { apply } from './routes/apply.ts'
import { canonicalPaths } from './routes/canonical-paths.ts'
import { feeds } from './routes/feeds.ts'
import { robots } from './routes/robots.ts'
import { saveJob } from './routes/save-job.ts'
import { sitemaps } from './routes/sitemaps.ts'

export const app = new Hono<AppEnv>()

// Per-request context: validated configuration and a lazily connected database client
// (workerd closes its socket when the request ends; see server/db/client.ts).
app.use(async (c, next) => {
  c.set('config', readConfig(c.env))
  c.set('db', new RequestDatabase(c.env.HYPERDRIVE.connectionString))
  await next()
  // Unknown routes are logged (spec section 2); the path only, never the query.
  if (c.res.status === 404) console.warn(`404 ${c.req.method} ${new URL(c.req.url).pathname}`)
})

app.route('/', sitemaps)
app.route('/', robots)
app.route('/api', saveJob)
app.use(canonicalPaths)
app.route('/', feeds)
app.route('/', apply)

// Vike renders every page; it must come after the app's own routes.
vike(app)
