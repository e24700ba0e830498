export { priceCalendarRoute as GET } from '@/features/bookings/server/routes'
