export { initRoute as GET } from '@/features/identity/server/routes'
