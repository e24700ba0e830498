export const dynamic = 'force-dynamic'

export { captchaChallengeRoute as GET } from '@/features/forms/server/routes'
