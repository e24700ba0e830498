export { cancelBookingRoute as POST } from '@/features/bookings/server/routes'
