export const dynamic = 'force-dynamic'

export { oneClickUnsubscribeRoute as POST } from '@/features/forms/server/routes'
