export { notificationRoute as POST } from '@/features/payments/server/routes'
