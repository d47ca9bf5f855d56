// Vike's server entry (https://vike.dev/server): the Worker's fetch and scheduled
// handlers. All logic lives in server/: every request runs the pipeline of server/app.ts.
import type { Server } from 'vike/types'
import { handleRequest } from './server/app.ts'
import { runScheduledTasks } from './server/scheduled.ts'

export default {
  fetch: (request: Request, env?: Env, ctx?: ExecutionContext) => {
    if (!env) throw new Error('the Worker runs with its bindings')
    return handleRequest(request, env, ctx)
  },
  scheduled: (controller: ScheduledController, env: Env, ctx: ExecutionContext) => {
    ctx.waitUntil(runScheduledTasks(controller, env))
  },
} satisfies Server & ExportedHandler<Env>
