export { acceptCguRoute as POST } from '@/server/member-init'
