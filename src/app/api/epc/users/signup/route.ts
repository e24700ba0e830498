export { signUpRoute as POST } from '@/features/identity/server/routes'
