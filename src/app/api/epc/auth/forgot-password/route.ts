export { forgotPasswordRoute as POST } from '@/features/identity/server/routes'
