/** What other areas and the routes may use of the loyalty area. */
export {
  createLoyaltyReader,
  readLoyaltyThroughPayload,
  readLoyaltyWith,
} from './server/loyalty-reader'
export { findStatusBenefits, type StatusBenefits } from './server/loyalty-status'
export {
  getStatusDiscounts,
  type DiscountScope,
  type StatusDiscount,
} from './server/status-discounts'
export {
  ingestPlayEvents,
  PLAY_EVENT_ERROR_CODES,
  PlayEventSchema,
} from './server/ingest-play-events'
export { awardRewardPoints } from './server/award-points'
export { evaluateMemberAccounts } from './server/evaluate-accounts'
export { MAX_EVENTS_PER_BATCH } from './domain'
export { LoyaltySchema } from './server/api-schemas'
