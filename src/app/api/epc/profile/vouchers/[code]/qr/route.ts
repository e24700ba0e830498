export { voucherQrRoute as GET } from '@/features/rewards'
