export { refreshRoute as POST } from '@/features/identity/server/routes'
