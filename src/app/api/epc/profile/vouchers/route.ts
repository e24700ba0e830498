export { redeemRoute as POST, vouchersRoute as GET } from '@/features/rewards'
