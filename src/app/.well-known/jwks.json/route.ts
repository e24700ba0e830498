import { getKeyRing } from '@/features/identity/server/keys'

export const dynamic = 'force-dynamic'

/** Public keys of our ES256 tokens, so other systems can verify them. */
export async function GET() {
  const { publicJwks } = await getKeyRing()
  return Response.json(publicJwks, { headers: { 'cache-control': 'public, max-age=600' } })
}
