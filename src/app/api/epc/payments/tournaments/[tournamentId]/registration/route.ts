export { registrationRoute as POST } from '@/features/payments/server/routes'
