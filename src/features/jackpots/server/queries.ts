import { unstable_cache } from 'next/cache'

import { cacheTags } from '@/platform/cache/tags'
import { getPayloadClient } from '@/platform/payload'

import { JackpotsRepository } from './jackpots-repository'

/** The last jackpots of a casino and/or a machine number, newest first (cached, tag 'jackpots'). */
export const getLastJackpots = unstable_cache(
  async (casinoSlug: string | null = null, machineNumber: string | null = null, limit = 20) =>
    new JackpotsRepository(await getPayloadClient()).listLastJackpots({
      casinoSlug,
      machineNumber,
      limit,
    }),
  ['jackpots:last'],
  { tags: [cacheTags.jackpots(), cacheTags.casinos()] },
)
