export { cancelPaymentRoute as POST } from '@/features/payments/server/routes'
