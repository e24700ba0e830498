export { activateRoute as POST } from '@/features/identity/server/routes'
