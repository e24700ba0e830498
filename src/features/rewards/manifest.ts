import type { AreaManifest } from '@/platform/cms/area-manifest'
import { byMember, collectionPart } from '@/platform/privacy/personal-data'

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
      erase: (payload, _subject, where) => voidVouchers(payload, where),
    }),
  ],
}
