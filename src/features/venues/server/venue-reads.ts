import { unstable_cache } from 'next/cache'

import type { Casino, Page, Show, Tournament } from '@/payload-types'
import { cacheTags } from '@/platform/cache/tags'
import type { Locale } from '@/platform/i18n/locales'
import { localizePath } from '@/platform/i18n/locales'
import { getPathname } from '@/platform/i18n/navigation'
import { getPayloadClient } from '@/platform/payload'

import type { CasinoCard } from '../domain/casino-card'

/**
 * Published reads for the venue detail pages (show, tournament), cached and expired by the
 * collections' tags. unstable_cache stores JSON, so these return Payload documents as stored;
 * dates become Date objects in the mappers, outside the cache.
 */

const published = { _status: { equals: 'published' } } as const

export const readPublishedShow = unstable_cache(
  async (locale: Locale, slug: string): Promise<Show | null> => {
    const payload = await getPayloadClient()
    const result = await payload.find({
      collection: 'shows',
      locale,
      where: { and: [{ slug: { equals: slug } }, published] },
      depth: 2,
      limit: 1,
      pagination: false,
    })
    return result.docs[0] ?? null
  },
  ['venues:show-by-slug'],
  { tags: [cacheTags.shows(), cacheTags.casinos(), cacheTags.media(), cacheTags.pages()] },
)

export const readPublishedShowById = unstable_cache(
  async (locale: Locale, id: number): Promise<Show | null> => {
    const payload = await getPayloadClient()
    const result = await payload.find({
      collection: 'shows',
      locale,
      where: { and: [{ id: { equals: id } }, published] },
      depth: 1,
      limit: 1,
      pagination: false,
    })
    return result.docs[0] ?? null
  },
  ['venues:show-by-id'],
  { tags: [cacheTags.shows(), cacheTags.casinos()] },
)

export const readPublishedTournament = unstable_cache(
  async (locale: Locale, tournamentId: number): Promise<Tournament | null> => {
    const payload = await getPayloadClient()
    const result = await payload.find({
      collection: 'tournaments',
      locale,
      where: { and: [{ tournamentId: { equals: tournamentId } }, published] },
      depth: 2,
      limit: 1,
      pagination: false,
    })
    return result.docs[0] ?? null
  },
  ['venues:tournament-by-id'],
  { tags: [cacheTags.tournaments(), cacheTags.casinos(), cacheTags.pages()] },
)

export function isCasino(value: unknown): value is Casino {
  return typeof value === 'object' && value !== null && 'slug' in value && 'address' in value
}

function landingHref(page: Casino['landingPage'], locale: Locale): string | null {
  if (!page || typeof page !== 'object') return null
  const path = (page as Page).path
  return path ? localizePath(path, locale) : null
}

export function toCasinoCard(casino: Casino, locale: Locale): CasinoCard {
  const { lat, lng } = casino.geo ?? {}
  return {
    slug: casino.slug,
    name: casino.name,
    city: casino.city,
    address: {
      street: casino.address.street,
      postalCode: casino.address.postalCode,
      city: casino.city,
      country: casino.address.country ?? 'FR',
    },
    geo: typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null,
    phone: casino.contact?.phone ?? null,
    email: casino.contact?.email ?? null,
    landingHref: landingHref(casino.landingPage, locale),
  }
}

/** Public URLs of venue pages in a locale (localized route names of routing.ts). */
export const venueHref = {
  show: (locale: Locale, casino: string, slug: string) =>
    getPathname({
      locale,
      href: { pathname: '/venue-show/[casino]/[...slug]', params: { casino, slug: [slug] } },
    }),
  tournament: (locale: Locale, casino: string, id: number, kind: 'poker' | 'other') =>
    kind === 'poker'
      ? getPathname({
          locale,
          href: {
            pathname: '/venue-poker-tournament/[casino]/[tournamentId]',
            params: { casino, tournamentId: String(id) },
          },
        })
      : getPathname({
          locale,
          href: {
            pathname: '/venue-tournament/[casino]/[tournamentId]',
            params: { casino, tournamentId: String(id) },
          },
        }),
  restaurant: (locale: Locale, casino: string, slug: string) =>
    getPathname({
      locale,
      href: { pathname: '/venue-restaurant/[casino]/[slug]', params: { casino, slug } },
    }),
  hotel: (locale: Locale, casino: string, slug: string) =>
    getPathname({
      locale,
      href: { pathname: '/venue-hotel/[casino]/[slug]', params: { casino, slug } },
    }),
  search: (locale: Locale) => getPathname({ locale, href: '/search' }),
  showIcs: (locale: Locale, showId: number, performanceId: string) =>
    `/api/calendar/${locale}/shows/${showId}/${encodeURIComponent(performanceId)}`,
  tournamentIcs: (locale: Locale, tournamentId: number) =>
    `/api/calendar/${locale}/tournaments/${tournamentId}`,
}
