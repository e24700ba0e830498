import type { RewardCategory, VoucherStatus } from '../domain'

export const rewardsGroup = { fr: 'Avantages', en: 'Rewards' }

export const categoryLabels: Record<RewardCategory, { fr: string; en: string }> = {
  bars: { fr: 'Bars', en: 'Bars' },
  hotels: { fr: 'Hôtels', en: 'Hotels' },
  'slot-machines': { fr: 'Machines à sous', en: 'Slot machines' },
  shows: { fr: 'Spectacles', en: 'Shows' },
  'table-games': { fr: 'Jeux de table', en: 'Table games' },
  other: { fr: 'Autres', en: 'Other' },
}

export const voucherStatusLabels: Record<VoucherStatus, { fr: string; en: string }> = {
  issued: { fr: 'Émis', en: 'Issued' },
  used: { fr: 'Utilisé', en: 'Used' },
  cancelled: { fr: 'Annulé (points rendus)', en: 'Cancelled (points refunded)' },
}
