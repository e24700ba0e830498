import type { AreaManifest } from '@/platform/cms/area-manifest'

import { rewardBlocks } from './cms/blocks'
import { RewardVouchers } from './cms/reward-vouchers'
import { Rewards } from './cms/rewards'

export const rewardsManifest: AreaManifest = {
  area: 'rewards',
  collections: [Rewards, RewardVouchers],
  pageBlocks: rewardBlocks,
}
