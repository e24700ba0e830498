/**
 * `npm run worker`: the one process that runs every job queue with its schedules (issue 23), for
 * deployments where the web instances run with JOBS_AUTORUN=0. It takes the queues and crons the
 * areas' manifests declare (src/payload.config.ts), so a new queue needs no new command. On
 * SIGTERM it stops taking jobs, lets the job in progress finish (up to WORKER_GRACE_MS, 30 s by
 * default), closes the database and exits 0.
 */
import { getPayload } from 'payload'

import config from '../src/payload.config'
import { getEnv } from '../src/platform/config/env'
import { stopCrons } from '../src/platform/jobs/runner-stop'
import { logger } from '../src/platform/logger'

const env = getEnv()
if (!env.JOBS_AUTORUN) {
  // The config's crons exist only with JOBS_AUTORUN (scripts/worker.mjs sets it for this process).
  console.error('The worker runs the job queues: start it with `npm run worker`.')
  process.exit(1)
}
const payload = await getPayload({ config, cron: true })
const queues = [
  ...new Set((payload.config.jobs.autoRun as { queue?: string }[]).map((c) => c.queue)),
]
logger.info('worker started', { queues: queues.join(', ') })

const grace = Number(process.env.WORKER_GRACE_MS ?? '30000')
let stopping = false
async function stop(signal: NodeJS.Signals) {
  if (stopping) return
  stopping = true
  logger.info('worker stopping', { signal })
  await stopCrons([...payload.crons], grace)
  await payload.destroy()
  logger.info('worker stopped')
  process.exit(0)
}
process.on('SIGTERM', (signal) => void stop(signal))
process.on('SIGINT', (signal) => void stop(signal))
