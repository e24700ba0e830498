export { logoutByCardRoute as POST } from '@/features/identity/server/routes'
