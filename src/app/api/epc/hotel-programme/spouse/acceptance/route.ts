export { spouseAcceptanceRoute as POST } from '@/features/hotel-programme'
