export { initRoute as GET } from '@/server/member-init'
