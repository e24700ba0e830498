export { cardSearchRoute as GET } from '@/features/identity/server/routes'
