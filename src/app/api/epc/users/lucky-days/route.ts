export { luckyDaysRoute as PUT } from '@/server/member-routes'
