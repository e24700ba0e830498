export { eventsRoute as GET } from '@/features/offers'
