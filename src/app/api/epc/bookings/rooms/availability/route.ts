export { stayAvailabilityRoute as GET } from '@/features/bookings/server/routes'
