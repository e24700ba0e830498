export { collaboratorRoute as POST } from '@/features/hotel-programme'
