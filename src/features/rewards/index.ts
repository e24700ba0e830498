/** What other areas and the routes may use of the rewards area. */
export {
  redeemRoute,
  rewardsByTypeRoute,
  rewardsRoute,
  voucherQrRoute,
  vouchersRoute,
} from './server/routes'
export { rewardOperations } from './server/openapi'
export { listRewards, listVouchers, redeemReward } from './server/rewards-service'
export type { RewardDto, RewardsListDto, VoucherDto } from './server/views'
export { ensureWelcomeReward, giveWelcomeOffer, WELCOME_OFFER_DAYS } from './server/welcome-offer'
