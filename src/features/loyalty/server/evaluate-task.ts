import type { TaskConfig } from 'payload'

import { evaluateAccounts } from './evaluate-accounts'

export const LOYALTY_QUEUE = 'loyalty'

/**
 * Every night at 02:15 (server time): statuses whose exclusivity ended are re-evaluated, expired
 * points written off. Scheduled by Payload's job queue, so a restart never skips it: the schedule
 * is kept in the database and caught up by the next run.
 */
export const evaluateLoyaltyTask: TaskConfig<{
  input: Record<string, never>
  output: { accounts: number; changed: number; expiredPoints: number }
}> = {
  slug: 'loyalty-evaluate',
  label: 'Evaluate loyalty accounts',
  schedule: [{ cron: '0 15 2 * * *', queue: LOYALTY_QUEUE }],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ req }) => ({ output: await evaluateAccounts(req.payload) }),
}
