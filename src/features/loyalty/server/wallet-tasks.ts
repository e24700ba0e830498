import type { TaskConfig } from 'payload'

import { getEnv } from '@/platform/config/env'

import { pushChangedPasses, type PushRunReport } from './apple-wallet-service'
import { LOYALTY_QUEUE } from './evaluate-task'

/**
 * Every minute: the devices holding a member card whose points, status or holder changed get an
 * update push (ADR 0068). Only when Apple Wallet is configured and the site is served over HTTPS
 * (the only case where passes carry the web service, so devices register).
 */
export const pushAppleWalletUpdatesTask: TaskConfig<{
  input: Record<string, never>
  output: PushRunReport
}> = {
  slug: 'apple-wallet-push-updates',
  label: 'Tell Apple Wallet of changed member cards',
  schedule: [{ cron: '0 * * * * *', queue: LOYALTY_QUEUE }],
  // A failed push is retried by the next run's comparison, not by the queue.
  retries: { attempts: 0 },
  handler: async ({ req }) => {
    const env = getEnv()
    if (!env.appleWallet || !env.SITE_URL.startsWith('https://')) {
      return { output: { changed: 0, pushed: 0, gone: 0, failed: 0 } }
    }
    const output = await pushChangedPasses(
      {
        payload: req.payload,
        wallet: env.appleWallet,
        secret: env.PAYLOAD_SECRET,
        siteUrl: env.SITE_URL,
      },
      Date.now(),
    )
    return { output }
  },
}
