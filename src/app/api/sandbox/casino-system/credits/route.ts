export { demoCasinoSystemRoute as POST } from '@/features/payments/server/casino-credits'
