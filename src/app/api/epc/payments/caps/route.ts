export { capsRoute as POST } from '@/features/payments/server/routes'
