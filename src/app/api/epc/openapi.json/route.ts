import { buildOpenApiDocument } from '@/features/identity/server/openapi'
import { LoyaltySchema } from '@/features/loyalty'
import { rewardOperations } from '@/features/rewards'
import { sponsorshipOperations } from '@/features/sponsorship'
import { getEnv } from '@/platform/config/env'

export const dynamic = 'force-dynamic'

export function GET() {
  return Response.json(
    buildOpenApiDocument(getEnv().SITE_URL, {
      loyalty: LoyaltySchema,
      operations: [...rewardOperations, ...sponsorshipOperations],
    }),
    { headers: { 'cache-control': 'public, max-age=300' } },
  )
}
