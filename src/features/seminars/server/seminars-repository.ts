import type { Payload, Where } from 'payload'

import {
  casinoOf,
  populate,
  published,
  toCasinoRef,
  toMediaViews,
  VenuesRepository,
} from '@/features/venues'
import type { SeminarOffer } from '@/payload-types'
import type { Locale } from '@/platform/i18n/locales'

import { SEMINAR_SERVICES, type SeminarOfferView, type SeminarService } from '../domain'

/** Published seminar and incentive offers, optionally of one casino. */
export class SeminarsRepository {
  constructor(private readonly payload: Payload) {}

  async listSeminarOffers(
    locale: Locale,
    { casinoSlug }: { casinoSlug?: string | null } = {},
  ): Promise<SeminarOfferView[]> {
    const conditions: Where[] = [published]
    if (casinoSlug) {
      const casinoId = await new VenuesRepository(this.payload).findCasinoIdBySlug(casinoSlug)
      if (casinoId === null) return []
      conditions.push({ casino: { equals: casinoId } })
    }
    const found = await this.payload.find({
      collection: 'seminar-offers',
      locale,
      where: { and: conditions },
      limit: 100,
      depth: 1,
      populate: { ...populate, hotels: { slug: true, name: true }, documents: { url: true } },
    })
    return found.docs.flatMap((offer) => toSeminarOfferView(offer) ?? [])
  }
}

function toSeminarOfferView(offer: SeminarOffer): SeminarOfferView | null {
  const casino = casinoOf(offer.casino)
  if (!casino) return null
  // Populated relations are documents; an id alone means the relation was not populated.
  const hotel = typeof offer.hotel === 'object' ? offer.hotel : null
  const brochure = typeof offer.brochure === 'object' ? offer.brochure : null
  return {
    id: offer.id,
    slug: offer.slug,
    title: offer.title,
    casino: toCasinoRef(casino),
    hotel: hotel ? { id: hotel.id, slug: hotel.slug, name: hotel.name } : null,
    summary: offer.summary ?? null,
    description: offer.description ?? null,
    capacity: offer.capacity,
    spaces: (offer.spaces ?? []).map((space) => ({
      name: space.name,
      areaM2: space.areaM2,
      theatreCapacity: space.theatreCapacity ?? null,
      banquetCapacity: space.banquetCapacity ?? null,
      daylight: space.daylight ?? false,
    })),
    services: (offer.services ?? []).filter((service): service is SeminarService =>
      SEMINAR_SERVICES.some((known) => known === service),
    ),
    dayDelegateRateCents: offer.dayDelegateRateCents ?? null,
    brochureUrl: brochure?.url ?? null,
    images: toMediaViews(offer.images),
  }
}
