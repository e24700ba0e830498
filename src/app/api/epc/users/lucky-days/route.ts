export { luckyDaysRoute as PUT } from '@/features/identity/server/routes'
