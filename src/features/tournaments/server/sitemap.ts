import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import type { SitemapEntry } from '@/features/content'
import { cacheTags } from '@/platform/cache/tags'
import { locales } from '@/platform/i18n/locales'
import { getPayloadClient } from '@/platform/payload'

import { tournamentPath } from './tournament-paths'
import { TournamentsRepository } from './tournaments-repository'

/** Every published tournament page, in each language, under its kind's route. */
export async function listTournamentSitemapEntries(payload: Payload): Promise<SitemapEntry[]> {
  const entries = await new TournamentsRepository(payload).listSitemapEntries()
  return entries.map((entry) => ({
    paths: Object.fromEntries(
      locales.map((locale) => [
        locale,
        tournamentPath(locale, entry.casinoSlug, entry.tournamentId, entry.kind),
      ]),
    ),
    updatedAt: entry.updatedAt,
    priority: 0.6,
  }))
}

export const getTournamentSitemapEntries = unstable_cache(
  async () => listTournamentSitemapEntries(await getPayloadClient()),
  ['tournaments:sitemap'],
  { tags: [cacheTags.tournaments(), cacheTags.casinos()] },
)
