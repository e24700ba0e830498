import type { AreaManifest } from '@/platform/cms/area-manifest'
import { byMember, CASINO_PLAY_RETENTION, collectionPart } from '@/platform/privacy/personal-data'

import { rewardBlocks } from './cms/blocks'
import { voidVouchers } from './server/erasure'
import { RewardVouchers } from './cms/reward-vouchers'
import { Rewards } from './cms/rewards'

export const rewardsManifest: AreaManifest = {
  area: 'rewards',
  collections: [Rewards, RewardVouchers],
  pageBlocks: rewardBlocks,
  personalData: [
    collectionPart({
      name: 'vouchers',
      collection: 'reward-vouchers',
      where: byMember(),
      leaveOut: ['statusChangedBy', 'idempotencyKey'],
      // Kept void after the closure, with the ledger entries they were paid with (casino play).
      erase: (payload, _subject, where) => voidVouchers(payload, where),
      retain: CASINO_PLAY_RETENTION,
    }),
  ],
}
