import config from '@payload-config'
import { getPayload } from 'payload'

import { getEnv } from '../config/env'
import { logger } from '../logger'

/**
 * Starts Payload's job runner in this server process (its `jobs.autoRun` crons: mail delivery and
 * retries). Called once when the server starts (src/instrumentation.ts). With JOBS_AUTORUN=0 a
 * separate worker runs the queue instead (README).
 */
export async function startJobRunner(): Promise<void> {
  if (!getEnv().JOBS_AUTORUN) return
  await getPayload({ config, cron: true })
  logger.info('job runner started')
}
