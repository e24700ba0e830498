export { hotelLoginRoute as POST } from '@/features/identity/server/routes'
