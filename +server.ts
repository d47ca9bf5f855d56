// Vike's server entry (https://vike.dev/server): the Worker's fetch and scheduled
// handlers. All logic lives in server/.
import type { Server } from 'vike/types'
import { app } from './server/app.ts'
import { runScheduledTasks } from './server/scheduled.ts'
import { replayFreshPage } from './server/services/page-replay.ts'

export default {
  // A fresh public page answered again without running the app (server/services/page-replay.ts).
  fetch: (request: Request, env?: Env, ctx?: ExecutionContext) =>
    replayFreshPage(request) ?? app.fetch(request, env, ctx),
  scheduled: (controller: ScheduledController, env: Env, ctx: ExecutionContext) => {
    ctx.waitUntil(runScheduledTasks(controller, env))
  },
} satisfies Server & ExportedHandler<Env>
