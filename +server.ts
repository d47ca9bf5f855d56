// Vike's server entry (https://vike.dev/server): the Worker's fetch and scheduled
// handlers. All logic lives in server/.
import type { Server } from 'vike/types'
import { app } from './server/app.ts'
import { runScheduledTasks } from './server/scheduled.ts'

export default {
  fetch: app.fetch,
  scheduled: (controller: ScheduledController, env: Env, ctx: ExecutionContext) => {
    ctx.waitUntil(runScheduledTasks(controller, env))
  },
} satisfies Server & ExportedHandler<Env>
