export { updatePasswordRoute as PUT } from '@/features/identity/server/routes'
