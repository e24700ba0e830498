export { waitlistRoute as POST, waitlistRoute as DELETE } from '@/features/payments/server/routes'
