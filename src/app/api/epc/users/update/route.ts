export { updateProfileRoute as PUT } from '@/server/member-routes'
