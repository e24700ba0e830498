export { machinePaymentRoute as POST } from '@/features/payments/server/routes'
