export { acceptCguRoute as POST } from '@/server/member-routes'
