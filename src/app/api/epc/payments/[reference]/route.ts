export { paymentStatusRoute as GET } from '@/features/payments/server/routes'
