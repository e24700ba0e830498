export { tableSlotsRoute as GET } from '@/features/bookings/server/routes'
