export { cardLoginRoute as POST } from '@/features/identity/server/routes'
