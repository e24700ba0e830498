import { buildOpenApiDocument } from '@/features/identity/server/openapi'
import { LoyaltySchema } from '@/features/loyalty'
import { getEnv } from '@/platform/config/env'

export const dynamic = 'force-dynamic'

export function GET() {
  return Response.json(buildOpenApiDocument(getEnv().SITE_URL, { loyalty: LoyaltySchema }), {
    headers: { 'cache-control': 'public, max-age=300' },
  })
}
