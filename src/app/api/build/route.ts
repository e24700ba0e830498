import { buildId } from '@/platform/config/build'

export const dynamic = 'force-dynamic'

/** The live build's id; clients compare it with theirs to offer a reload after a deployment. */
export function GET() {
  return Response.json({ buildId }, { headers: { 'Cache-Control': 'no-store' } })
}
