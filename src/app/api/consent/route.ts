export const dynamic = 'force-dynamic'

export { recordConsentRoute as POST } from '@/features/consent/server/routes'
