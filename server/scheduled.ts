/**
 * Cron trigger (wrangler.toml [triggers]). The apply capability adds outbox delivery and
 * the retention purge here.
 */
export async function runScheduledTasks(_controller: ScheduledController, _env: Env): Promise<void> {}
