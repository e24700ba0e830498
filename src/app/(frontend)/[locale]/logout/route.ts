export { logoutPageRoute as GET } from '@/features/identity/server/logout-page'
