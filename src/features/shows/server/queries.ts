import { unstable_cache } from 'next/cache'

import { getParisDate, getParisDayStart } from '@/platform/domain/calendar'
import { cacheTags } from '@/platform/cache/tags'
import type { Locale } from '@/platform/i18n/locales'
import { getPayloadClient } from '@/platform/payload'

import {
  refreshShowStatuses,
  type ShowCalendarEntry,
  type ShowSummaryView,
  type ShowView,
} from '../domain'
import { ShowsRepository } from './shows-repository'

async function repository(): Promise<ShowsRepository> {
  return new ShowsRepository(await getPayloadClient())
}

const showTags = [cacheTags.shows(), cacheTags.casinos(), cacheTags.media(), cacheTags.pages()]

const readShow = unstable_cache(
  async (locale: Locale, casinoSlug: string, slug: string) =>
    (await repository()).findShow(locale, casinoSlug, slug),
  ['shows:show'],
  { tags: showTags },
)

/** A published show under its own casino, with statuses derived for `now` (after the cache). */
export async function getShow(
  locale: Locale,
  casinoSlug: string,
  slug: string,
  now = new Date(),
): Promise<ShowView | null> {
  const show = await readShow(locale, casinoSlug, slug)
  return show ? refreshShowStatuses(show, now) : null
}

const readShowById = unstable_cache(
  async (locale: Locale, id: number) => (await repository()).findShowById(locale, id),
  ['shows:show-by-id'],
  { tags: showTags },
)

/** A published show by its document id (calendar files), statuses derived for `now`. */
export async function getShowById(
  locale: Locale,
  id: number,
  now = new Date(),
): Promise<ShowView | null> {
  const show = await readShowById(locale, id)
  return show ? refreshShowStatuses(show, now) : null
}

const readShows = unstable_cache(
  async (
    locale: Locale,
    casinoSlug: string | null,
    category: string | null,
    from: string,
    to: string | null,
    limit: number,
  ) =>
    (await repository()).listShows(
      locale,
      { casinoSlug, category, from: new Date(from), to: to ? new Date(to) : null, limit },
      new Date(from),
    ),
  ['shows:list'],
  { tags: showTags },
)

export type ShowListOptions = {
  casinoSlug?: string | null
  category?: string | null
  /** Default: from today (Paris); performances already over are then dropped after the cache. */
  from?: Date | null
  to?: Date | null
  limit?: number
}

/** Shows playing in the range (default: from now on), soonest first. */
export async function getShows(
  locale: Locale,
  { casinoSlug = null, category = null, from = null, to = null, limit = 60 }: ShowListOptions = {},
  now = new Date(),
): Promise<ShowSummaryView[]> {
  // Keyed by the day, not the millisecond, so the list is shared by every request of the day.
  const start = from ?? getParisDayStart(getParisDate(now))
  const shows = await readShows(
    locale,
    casinoSlug,
    category,
    start.toISOString(),
    to?.toISOString() ?? null,
    limit,
  )
  const refreshed = shows.map((show) => refreshShowStatuses(show, now))
  return from ? refreshed : refreshed.filter((show) => show.nextPerformance !== null)
}

const readPerformances = unstable_cache(
  async (
    locale: Locale,
    casinoSlug: string | null,
    category: string | null,
    from: string,
    to: string,
  ) =>
    (await repository()).listShowPerformances(locale, {
      casinoSlug,
      category,
      from: new Date(from),
      to: new Date(to),
    }),
  ['shows:performances'],
  { tags: showTags },
)

/** Performances in [from, to) for the calendar (a month grid), statuses derived for `now`. */
export async function getShowPerformances(
  locale: Locale,
  {
    casinoSlug = null,
    category = null,
    from,
    to,
  }: { casinoSlug?: string | null; category?: string | null; from: Date; to: Date },
  now = new Date(),
): Promise<ShowCalendarEntry[]> {
  const entries = await readPerformances(
    locale,
    casinoSlug,
    category,
    from.toISOString(),
    to.toISOString(),
  )
  return entries.map((entry) => {
    const [performance] = refreshShowStatuses(
      { performances: [entry.performance], nextPerformance: null },
      now,
    ).performances
    return { ...entry, performance: performance ?? entry.performance }
  })
}
