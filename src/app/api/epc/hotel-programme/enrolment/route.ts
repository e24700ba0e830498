export { enrolmentRoute as POST } from '@/features/hotel-programme'
