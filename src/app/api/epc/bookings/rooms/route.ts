export { stayBookingRoute as POST } from '@/features/bookings/server/routes'
