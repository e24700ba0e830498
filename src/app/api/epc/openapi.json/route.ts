import { hotelProgrammeOperations, HotelInitSchema } from '@/features/hotel-programme'
import { buildOpenApiDocument } from '@/features/identity/server/openapi'
import { LoyaltySchema } from '@/features/loyalty'
import { offerOperations } from '@/features/offers'
import { paymentOperations } from '@/features/payments'
import { privacyOperations } from '@/features/privacy'
import { rewardOperations } from '@/features/rewards'
import { sponsorshipOperations, SponsorshipSummarySchema } from '@/features/sponsorship'
import { getEnv } from '@/platform/config/env'

export const dynamic = 'force-dynamic'

export function GET() {
  return Response.json(
    buildOpenApiDocument(getEnv().SITE_URL, {
      loyalty: LoyaltySchema,
      hotel: HotelInitSchema,
      sponsorship: SponsorshipSummarySchema,
      operations: [
        ...rewardOperations,
        ...sponsorshipOperations,
        ...offerOperations,
        ...paymentOperations,
        ...hotelProgrammeOperations,
        ...privacyOperations,
      ],
    }),
    { headers: { 'cache-control': 'public, max-age=300' } },
  )
}
