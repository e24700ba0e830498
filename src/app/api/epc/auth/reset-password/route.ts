export { resetPasswordRoute as POST } from '@/features/identity/server/routes'
