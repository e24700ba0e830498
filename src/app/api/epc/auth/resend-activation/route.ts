export { resendActivationRoute as POST } from '@/features/identity/server/routes'
