export { rewardsRoute as GET } from '@/features/rewards'
