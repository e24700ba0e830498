export { logoutRoute as POST } from '@/features/identity/server/routes'
