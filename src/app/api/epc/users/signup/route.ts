export { signUpRoute as POST } from '@/server/member-routes'
