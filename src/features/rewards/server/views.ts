import type { LoyaltyStatus } from '@/features/loyalty/domain'

import type {
  IneligibilityCode,
  RewardCategory,
  RewardListType,
  RewardSort,
  VoucherStatus,
} from '../domain'

/** A reward as the member's list shows it (and /api/epc/profile/rewards answers it). */
export type RewardDto = {
  id: number
  title: string
  description: string | null
  category: RewardCategory
  pointsCost: number
  /** Null: no stock limit. */
  stock: number | null
  minimumStatus: LoyaltyStatus
  availableFrom: string | null
  availableUntil: string | null
  publishedAt: string
  isNew: boolean
  casinos: { slug: string; name: string }[]
  image: { url: string; alt: string; width: number | null; height: number | null } | null
  eligible: boolean
  reasons: { code: IneligibilityCode; message: string }[]
  /** 'latest' only: when the member last took it. */
  lastRedeemedAt?: string
}

export type RewardsListDto = {
  type: RewardListType | 'all'
  sort: RewardSort
  member: { status: LoyaltyStatus | null; points: number }
  rewards: RewardDto[]
}

export type VoucherDto = {
  code: string
  status: VoucherStatus | 'expired'
  rewardId: number | null
  rewardTitle: string
  casino: { slug: string; name: string } | null
  pointsCost: number
  issuedAt: string
  validUntil: string
}
