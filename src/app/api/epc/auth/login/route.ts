export { loginRoute as POST } from '@/features/identity/server/routes'
