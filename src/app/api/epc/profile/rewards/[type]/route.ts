export { rewardsByTypeRoute as GET } from '@/features/rewards'
