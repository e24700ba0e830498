import type { TaskConfig } from 'payload'

import { purgeIntegrationErrors } from './integration-errors'

export const INTEGRATION_QUEUE = 'integration'

/** Every night at 03:05 (server time): refusals older than the retention are deleted. */
export const purgeIntegrationErrorsTask: TaskConfig<{
  input: Record<string, never>
  output: { deleted: number }
}> = {
  slug: 'integration-errors-purge',
  label: 'Purge old integration errors',
  schedule: [{ cron: '0 5 3 * * *', queue: INTEGRATION_QUEUE }],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ req }) => ({
    output: { deleted: await purgeIntegrationErrors(req.payload, Date.now()) },
  }),
}
