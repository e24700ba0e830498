export { cardRenewalRoute as POST } from '@/features/hotel-programme'
