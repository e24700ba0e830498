import config from '@payload-config'
import { getPayload } from 'payload'

import { getEnv } from '../config/env'
import { logger } from '../logger'
import { registerJobRunnerStop, stopCrons } from './runner-stop'

/**
 * Starts Payload's job runner in this server process (its `jobs.autoRun` crons: mail delivery and
 * retries, the areas' schedules). Called once when the server starts (src/instrumentation.ts).
 * With JOBS_AUTORUN=0 one `npm run worker` runs the queues instead (README). On SIGTERM the server
 * stops it through runner-stop.ts: no new job, the current one finishes.
 */
export async function startJobRunner(): Promise<void> {
  if (!getEnv().JOBS_AUTORUN) return
  const payload = await getPayload({ config, cron: true })
  registerJobRunnerStop((graceMs) => stopCrons([...payload.crons], graceMs))
  logger.info('job runner started')
}
