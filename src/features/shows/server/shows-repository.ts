import type { Payload, Where } from 'payload'

import {
  casinoOf,
  joinCasino,
  populate,
  published,
  toCasinoCard,
  toMediaViews,
  VenuesRepository,
} from '@/features/venues'
import type { Casino, Show } from '@/payload-types'
import type { Locale } from '@/platform/i18n/locales'

import {
  isShowCategory,
  refreshShowStatuses,
  type ShowCalendarEntry,
  type ShowSummaryView,
  type ShowView,
} from '../domain'

const MAX_LIST = 200

/** A show page of the sitemap. */
export type ShowSitemapEntry = { casinoSlug: string; slug: string; updatedAt: string }

/** The search's part of the shows: its text and city conditions, dates, category and price. */
export type ShowSearchQuery = {
  conditions: Where[]
  /** Shows with a performance starting in [from, to) and not finished. */
  from: Date
  to: Date | null
  category: string | null
  priceMinCents: number | null
  priceMaxCents: number | null
  limit: number
}

/** Card fields only: no rich text, no performers (the search's result list shows none). */
const showCardFields = {
  title: true,
  slug: true,
  category: true,
  casino: true,
  summary: true,
  images: true,
  performances: true,
  priceMinCents: true,
  priceMaxCents: true,
  sale: true,
  updatedAt: true,
  createdAt: true,
} as const

export type ShowListQuery = {
  casinoSlug?: string | null
  category?: string | null
  /** Half-open [from, to): shows with a performance starting inside; default from now on. */
  from?: Date | null
  to?: Date | null
  limit?: number
}

/**
 * Published shows for the public site. Filters run in the database on the denormalized first/last
 * performance dates, then exactly on the performances in memory.
 */
export class ShowsRepository {
  constructor(private readonly payload: Payload) {}

  private casinoIdBySlug(slug: string): Promise<number | null> {
    return new VenuesRepository(this.payload).findCasinoIdBySlug(slug)
  }

  /** A published show (or its latest draft) by slug, only under its own casino. */
  async findShow(
    locale: Locale,
    casinoSlug: string,
    slug: string,
    now = new Date(),
    { draft = false }: { draft?: boolean } = {},
  ): Promise<ShowView | null> {
    const view = await this.findOne(locale, { slug: { equals: slug } }, now, draft)
    return view && view.casino.slug === casinoSlug ? view : null
  }

  /** A published show by its document id (calendar files carry the id, not the casino). */
  async findShowById(locale: Locale, id: number, now = new Date()): Promise<ShowView | null> {
    return this.findOne(locale, { id: { equals: id } }, now)
  }

  /** With `draft`, the latest draft, published or not (the preview route checked the rights). */
  private async findOne(
    locale: Locale,
    match: Where,
    now: Date,
    draft = false,
  ): Promise<ShowView | null> {
    const found = await this.payload.find({
      collection: 'shows',
      locale,
      where: draft ? match : { and: [match, published] },
      draft,
      limit: 1,
      depth: 2,
      populate,
    })
    const doc = found.docs[0]
    return doc ? toShowView(doc, now) : null
  }

  private async findMatching(locale: Locale, query: ShowListQuery, now: Date): Promise<ShowView[]> {
    const from = query.from ?? now
    const conditions: Where[] = [
      published,
      { lastPerformanceAt: { greater_than_equal: from.toISOString() } },
    ]
    if (query.to) conditions.push({ firstPerformanceAt: { less_than: query.to.toISOString() } })
    if (query.category) {
      if (!isShowCategory(query.category)) return []
      conditions.push({ category: { equals: query.category } })
    }
    if (query.casinoSlug) {
      const casinoId = await this.casinoIdBySlug(query.casinoSlug)
      if (casinoId === null) return []
      conditions.push({ casino: { equals: casinoId } })
    }
    const found = await this.payload.find({
      collection: 'shows',
      locale,
      where: { and: conditions },
      limit: MAX_LIST,
      depth: 2,
      sort: 'firstPerformanceAt',
      populate,
    })
    return found.docs.flatMap((doc) => toShowView(doc, now) ?? [])
  }

  /** Shows with a performance in the range, soonest performance in the range first. */
  async listShows(
    locale: Locale,
    query: ShowListQuery = {},
    now = new Date(),
  ): Promise<ShowSummaryView[]> {
    const from = (query.from ?? now).getTime()
    const to = query.to?.getTime() ?? Infinity
    const inRange = (startsAt: string) => {
      const time = Date.parse(startsAt)
      return time >= from && time < to
    }
    const shows = await this.findMatching(locale, query, now)
    return shows
      .map((show) => ({ show, first: show.performances.find((p) => inRange(p.startsAt)) }))
      .filter((entry) => entry.first !== undefined)
      .sort(
        (a, b) =>
          Date.parse(a.first!.startsAt) - Date.parse(b.first!.startsAt) || a.show.id - b.show.id,
      )
      .slice(0, query.limit ?? MAX_LIST)
      .map(({ show }) => toSummary(show))
  }

  /** Every performance in [from, to) (the calendar's month), in time order. */
  async listShowPerformances(
    locale: Locale,
    query: ShowListQuery & { from: Date; to: Date },
    now = new Date(),
  ): Promise<ShowCalendarEntry[]> {
    const shows = await this.findMatching(locale, query, now)
    const from = query.from.getTime()
    const to = query.to.getTime()
    return shows
      .flatMap((show) =>
        show.performances
          .filter((performance) => {
            const time = Date.parse(performance.startsAt)
            return time >= from && time < to
          })
          .map((performance) => ({
            show: {
              id: show.id,
              slug: show.slug,
              title: show.title,
              category: show.category,
              image: show.image,
              casino: {
                id: show.casino.id,
                slug: show.casino.slug,
                name: show.casino.name,
                city: show.casino.city,
              },
            },
            performance,
          })),
      )
      .sort((a, b) => Date.parse(a.performance.startsAt) - Date.parse(b.performance.startsAt))
  }

  /**
   * The search's shows: one must start inside the range and not be finished; soonest first. The
   * casinos come from the search (read once for every kind), so shows are read at depth 0.
   */
  async searchShows(
    locale: Locale,
    query: ShowSearchQuery,
    casinos: Map<number, Casino>,
    now = new Date(),
  ): Promise<ShowSummaryView[]> {
    const conditions: Where[] = [
      published,
      ...query.conditions,
      { lastPerformanceAt: { greater_than_equal: query.from.toISOString() } },
    ]
    if (query.to) conditions.push({ firstPerformanceAt: { less_than: query.to.toISOString() } })
    if (query.category) {
      if (!isShowCategory(query.category)) return []
      conditions.push({ category: { equals: query.category } })
    }
    if (query.priceMaxCents !== null)
      conditions.push({ priceMinCents: { less_than_equal: query.priceMaxCents } })
    if (query.priceMinCents !== null)
      conditions.push({ priceMaxCents: { greater_than_equal: query.priceMinCents } })
    const found = await this.payload.find({
      collection: 'shows',
      locale,
      where: { and: conditions },
      limit: query.limit,
      // The rows only: the search pages its merged hits itself (no count query beside them).
      pagination: false,
      depth: 0,
      sort: 'firstPerformanceAt',
      select: showCardFields,
    })
    const from = query.from.getTime()
    const to = query.to?.getTime() ?? Infinity
    return found.docs
      .flatMap((doc) => toShowView({ ...doc, casino: joinCasino(doc.casino, casinos) }, now) ?? [])
      .map((show) => ({
        summary: toSummary(show),
        first: show.performances.find((performance) => {
          const time = Date.parse(performance.startsAt)
          return time >= from && time < to && performance.status !== 'finished'
        }),
      }))
      .filter((entry) => entry.first !== undefined)
      .sort((a, b) => Date.parse(a.first!.startsAt) - Date.parse(b.first!.startsAt))
      .map((entry) => entry.summary)
  }

  async listSitemapEntries(): Promise<ShowSitemapEntry[]> {
    const found = await this.payload.find({
      collection: 'shows',
      where: published,
      pagination: false,
      depth: 1,
      select: { slug: true, casino: true, updatedAt: true },
      populate: { casinos: { slug: true } },
    })
    return found.docs.flatMap((show) => {
      const casino = casinoOf(show.casino)
      return casino ? [{ casinoSlug: casino.slug, slug: show.slug, updatedAt: show.updatedAt }] : []
    })
  }
}

function toSummary(show: ShowView): ShowSummaryView {
  const {
    description: _description,
    images: _images,
    performers: _performers,
    sale: _sale,
    ...summary
  } = show
  return summary
}

function toShowView(show: Show, now: Date): ShowView | null {
  const casino = casinoOf(show.casino)
  if (!casino || !isShowCategory(show.category)) return null
  const images = toMediaViews(show.images)
  const performances = [...(show.performances ?? [])]
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
    .map((performance, index) => ({
      id: performance.id ?? `${show.id}-${index}`,
      startsAt: performance.startsAt,
      endsAt: performance.endsAt ?? null,
      priceFromCents: performance.priceFromCents ?? null,
      priceToCents: performance.priceToCents ?? null,
      storedStatus: performance.status ?? null,
      status: 'scheduled' as const,
    }))
  const view: ShowView = {
    id: show.id,
    slug: show.slug,
    title: show.title,
    category: show.category,
    casino: toCasinoCard(casino),
    summary: show.summary ?? null,
    image: images[0] ?? null,
    priceMinCents: show.priceMinCents ?? null,
    priceMaxCents: show.priceMaxCents ?? null,
    performances,
    nextPerformance: null,
    updatedAt: show.updatedAt,
    description: show.description ?? null,
    images,
    performers: show.performers ?? [],
    sale: {
      mode: show.sale?.mode === 'onSite' ? ('onSite' as const) : ('online' as const),
      ticketingUrl: show.sale?.ticketingUrl ?? null,
    },
  }
  return refreshShowStatuses(view, now)
}
