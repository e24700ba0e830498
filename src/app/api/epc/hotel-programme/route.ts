export { hotelProgrammeRoute as GET } from '@/features/hotel-programme'
