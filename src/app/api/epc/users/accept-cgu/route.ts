export { acceptCguRoute as POST } from '@/features/identity/server/routes'
