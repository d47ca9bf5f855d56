// Vike's server entry (https://vike.dev/server): the Worker's fetch and scheduled
// handlers. All logic lives in server/.
import type { Server } from 'vike/types'
import { app } from './server/app.ts'
import { appRequestOf } from './server/middleware/host-sites.ts'
import { runScheduledTasks } from './server/scheduled.ts'
import { replayFreshPage } from './server/services/page-replay.ts'
import { countAnswer } from './server/statistics/in-worker.ts'

export default {
  // A fresh public page answered again without running the app (server/services/page-replay.ts);
  // either way, counted for the company's statistics (ADR 042).
  fetch: async (request: Request, env?: Env, ctx?: ExecutionContext) => {
    const response = replayFreshPage(request) ?? (await app.fetch(request, env, ctx))
    // Counted under the path the app answered (a company host's, with its slug: ADR 044).
    countAnswer(appRequestOf(request), response, env, ctx)
    return response
  },
  scheduled: (controller: ScheduledController, env: Env, ctx: ExecutionContext) => {
    ctx.waitUntil(runScheduledTasks(controller, env))
  },
} satisfies Server & ExportedHandler<Env>
