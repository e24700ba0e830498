export { initRoute as GET } from '@/server/member-routes'
