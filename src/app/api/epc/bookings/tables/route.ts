export { tableBookingRoute as POST } from '@/features/bookings/server/routes'
