export { updateProfileRoute as PUT } from '@/features/identity/server/routes'
