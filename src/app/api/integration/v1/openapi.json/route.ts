import { getEnv } from '@/platform/config/env'
import { buildIntegrationOpenApi } from '@/server/integration-openapi'

export const dynamic = 'force-dynamic'

export function GET() {
  return Response.json(buildIntegrationOpenApi(getEnv().SITE_URL), {
    headers: { 'cache-control': 'public, max-age=300' },
  })
}
