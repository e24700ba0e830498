export { Rewards } from './rewards'
export { RewardVouchers } from './reward-vouchers'
