import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'

import { JackpotsRepository } from '@/features/jackpots/server/jackpots-repository'
import { DEFAULT_SEARCH_FILTERS, type SearchFilters } from '@/features/search/domain'
import { SearchRepository } from '@/features/search/server/search-repository'
import { solveCaptchaForTest } from '../support/captcha-test-kit'
import { submitQuoteRequest } from '@/features/seminars/server/quote-requests'
import { SeminarsRepository } from '@/features/seminars/server/seminars-repository'
import { isStoredShowStatus } from '@/features/shows/domain'
import { buildPerformanceCalendar } from '@/features/shows/server/show-calendar-file'
import { buildShowPage } from '@/features/shows/server/show-page'
import { ShowsRepository } from '@/features/shows/server/shows-repository'
import { DEFAULT_TOURNAMENT_FILTERS, resolveDateRange } from '@/features/tournaments/domain'
import { buildTournamentCalendar } from '@/features/tournaments/server/tournament-calendar-file'
import { buildTournamentPage } from '@/features/tournaments/server/tournament-page'
import { TournamentsRepository } from '@/features/tournaments/server/tournaments-repository'
import { seedDemoVenues } from '@/demo/venues'
import { VenueSearchReads } from '@/features/venues/server/venue-search-reads'
import { VenuesRepository } from '@/features/venues/server/venues-repository'
import type { Casino } from '@/payload-types'
import { setRevalidatorForTests } from '@/platform/cache/revalidate'

import { createTestPayload, type TestPayload } from './support/payload'

let ctx: TestPayload
let revalidated: string[] = []
const now = new Date()
let seedReport: { created: number; existing: number; ms: number }

const DAY = 86_400_000
const day = (offset: number) => new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10)

beforeAll(async () => {
  ctx = await createTestPayload()
  // The content seed's landing page of the Cannes casino (the rest of the content is not needed).
  const parent = await ctx.payload.create({
    collection: 'pages',
    locale: 'fr',
    data: { title: 'Nos casinos', slug: 'nos-casinos', layout: [], _status: 'published' },
  })
  const landing = await ctx.payload.create({
    collection: 'pages',
    locale: 'fr',
    data: {
      title: 'Casino Atout Cannes Croisette',
      slug: 'casino-cannes-croisette',
      parent: parent.id,
      layout: [],
      _status: 'published',
    },
  })
  // Child first: moving the parent then re-paths its children, whose English title must exist.
  await ctx.payload.update({
    collection: 'pages',
    id: landing.id,
    locale: 'en',
    data: {
      title: 'Casino Atout Cannes Croisette',
      slug: 'cannes-croisette-casino',
      _status: 'published',
    },
  })
  await ctx.payload.update({
    collection: 'pages',
    id: parent.id,
    locale: 'en',
    data: { title: 'Our casinos', slug: 'our-casinos', _status: 'published' },
  })
  const started = Date.now()
  const report = await seedDemoVenues(ctx.payload, now)
  seedReport = { ...report, ms: Date.now() - started }
  setRevalidatorForTests((tags) => revalidated.push(...tags))
}, 300_000)
afterEach(() => {
  revalidated = []
})
afterAll(async () => {
  setRevalidatorForTests(null)
  await ctx?.cleanup()
})

const venues = () => new VenuesRepository(ctx.payload)
const shows = () => new ShowsRepository(ctx.payload)
const tournaments = () => new TournamentsRepository(ctx.payload)
const search = (filters: Partial<SearchFilters>, locale: 'fr' | 'en' = 'fr') =>
  new SearchRepository(ctx.payload).search(locale, { ...DEFAULT_SEARCH_FILTERS, ...filters }, now)

describe('venues demo seed', () => {
  test('creates the issue’s minimum of each kind, published in both languages', async () => {
    const { payload } = ctx
    const count = async (collection: Parameters<typeof payload.count>[0]['collection']) =>
      (await payload.count({ collection })).totalDocs
    expect(await count('casinos')).toBeGreaterThanOrEqual(6)
    expect(await count('shows')).toBeGreaterThanOrEqual(30)
    expect(await count('restaurants')).toBeGreaterThanOrEqual(8)
    expect(await count('hotels')).toBeGreaterThanOrEqual(4)
    expect(await count('hotel-offers')).toBeGreaterThanOrEqual(4)
    expect(await count('tournaments')).toBeGreaterThanOrEqual(20)
    expect(await count('game-tables')).toBeGreaterThanOrEqual(8)
    expect(await count('jackpots')).toBeGreaterThanOrEqual(50)
    const all = await payload.find({ collection: 'shows', locale: 'all', limit: 100, depth: 0 })
    for (const show of all.docs) {
      const title = show.title as unknown as { fr?: string; en?: string }
      expect(show._status).toBe('published')
      expect(title.fr && title.en && title.fr !== '' && title.en !== '').toBeTruthy()
    }
    const casinos = await venues().listCasinos('fr')
    expect(new Set(casinos.map((casino) => casino.city)).size).toBeGreaterThanOrEqual(6)
  })

  test('performances span the next four months, and every stored status appears', async () => {
    const list = await ctx.payload.find({ collection: 'shows', limit: 100, depth: 0 })
    const performances = list.docs.flatMap((show) => show.performances ?? [])
    const statuses = new Set(performances.map((p) => p.status).filter(isStoredShowStatus))
    expect([...statuses].sort()).toEqual(
      ['canceled', 'exclusive', 'finished', 'full', 'postponed', 'promotion'].sort(),
    )
    const days = performances.map((p) => (Date.parse(p.startsAt) - now.getTime()) / DAY)
    expect(Math.max(...days)).toBeGreaterThan(90)
    expect(Math.max(...days)).toBeLessThan(125)
    expect(days.some((day) => day < 0)).toBe(true)
  })

  test('is idempotent: a second run creates nothing', async () => {
    const before = (await ctx.payload.count({ collection: 'jackpots' })).totalDocs
    const report = await seedDemoVenues(ctx.payload, now)
    expect(report.created).toBe(0)
    expect(report.existing).toBeGreaterThan(50)
    expect((await ctx.payload.count({ collection: 'jackpots' })).totalDocs).toBe(before)
    console.info(`venues seed: ${seedReport.created} documents in ${seedReport.ms} ms`)
  })
})

describe('casinos, restaurants, hotels, game tables', () => {
  test('a casino by slug, with its city slug, geo point and opening hours', async () => {
    const casino = await venues().findCasinoBySlug('fr', 'evian')
    expect(casino).toMatchObject({
      slug: 'evian',
      city: 'Évian-les-Bains',
      citySlug: 'evian-les-bains',
    })
    expect(casino?.geo?.lat).toBeCloseTo(46.4, 1)
    expect(casino?.openingHours.weekly).toHaveLength(7)
    expect(await venues().findCasinoBySlug('fr', 'monaco')).toBeNull()
  })

  test('a casino links to its CMS landing page, in each language', async () => {
    expect((await venues().findCasinoBySlug('fr', 'cannes'))?.landingPath).toBe(
      '/nos-casinos/casino-cannes-croisette',
    )
    expect((await venues().findCasinoBySlug('en', 'cannes'))?.landingPath).toBe(
      '/our-casinos/cannes-croisette-casino',
    )
    expect((await venues().findCasinoBySlug('fr', 'lyon'))?.landingPath).toBeNull()
  })

  test('restaurants of a casino, and one only under its own casino', async () => {
    const cannes = await venues().listRestaurants('en', { casinoSlug: 'cannes' })
    expect(cannes.length).toBeGreaterThanOrEqual(2)
    expect(cannes.every((restaurant) => restaurant.casino.slug === 'cannes')).toBe(true)
    const rooftop = await venues().findRestaurant('en', 'cannes', 'le-toit-de-la-croisette')
    expect(rooftop).toMatchObject({ cuisine: 'Mediterranean', priceLevel: 3, bookingEnabled: true })
    expect(await venues().findRestaurant('en', 'lyon', 'le-toit-de-la-croisette')).toBeNull()
    expect(await venues().listRestaurants('fr', { casinoSlug: 'nowhere' })).toEqual([])
  })

  test('a hotel with its rooms and valid offers; offers filtered by stars and kind', async () => {
    const hotel = await venues().findHotel('fr', 'cannes', 'hotel-atout-croisette', now)
    expect(hotel).toMatchObject({ stars: 5, hasSpa: true })
    expect(hotel!.rooms).toHaveLength(3)
    expect(hotel!.priceFromCents).toBe(Math.min(...hotel!.rooms.map((room) => room.priceFromCents)))
    expect(hotel!.offers.length).toBeGreaterThanOrEqual(2)
    expect(await venues().findHotel('fr', 'deauville', 'hotel-atout-croisette', now)).toBeNull()

    const fourStars = await venues().listHotelOffers('fr', {
      filters: { stars: [4], categories: [] },
      now,
    })
    expect(fourStars.length).toBeGreaterThan(0)
    expect(fourStars.every((offer) => offer.hotelStars === 4)).toBe(true)
    const spas = await venues().listHotelOffers('fr', {
      filters: { stars: [], categories: ['spas'] },
      now,
    })
    expect(spas.length).toBeGreaterThan(0)
    expect(spas.every((offer) => offer.categories.includes('spas'))).toBe(true)
    // The seed's shortest offer ends in 20 days: a month later it is gone.
    const later = await venues().listHotelOffers('fr', { now: new Date(now.getTime() + 30 * DAY) })
    const today = await venues().listHotelOffers('fr', { now })
    expect(later.length).toBeLessThan(today.length)
  })

  test('game tables of a casino: bets in cents, min ≤ max', async () => {
    const tables = await venues().listGameTables('lyon')
    expect(tables.length).toBeGreaterThanOrEqual(4)
    for (const table of tables) expect(table.minBetCents).toBeLessThanOrEqual(table.maxBetCents)
  })

  test('a game table whose min bet exceeds its max is refused', async () => {
    const casino = await venues().findCasinoBySlug('fr', 'lyon')
    await expect(
      ctx.payload.create({
        collection: 'game-tables',
        data: {
          casino: casino!.id,
          game: 'craps',
          minBetCents: 5000,
          maxBetCents: 100,
          tableCount: 1,
          positionCount: 8,
        },
      }),
    ).rejects.toThrow(/minAboveMax/)
  })
})

describe('shows', () => {
  test('a show by casino and slug, in each language, statuses derived from the date', async () => {
    const fr = await shows().findShow('fr', 'cannes', 'nuit-gainsbourg', now)
    const en = await shows().findShow('en', 'cannes', 'nuit-gainsbourg', now)
    expect(fr?.title).toBe('Nuit Gainsbourg')
    expect(en?.title).toBe('A Gainsbourg Night')
    const past = fr!.performances.filter((p) => Date.parse(p.startsAt) < now.getTime())
    expect(past.length).toBeGreaterThan(0)
    for (const performance of past) expect(performance.status).toBe('finished')
    expect(Date.parse(fr!.nextPerformance!.startsAt)).toBeGreaterThan(now.getTime())
    expect(await shows().findShow('fr', 'deauville', 'nuit-gainsbourg', now)).toBeNull()
  })

  test('the list filters by casino, category and date range', async () => {
    const humour = await shows().listShows('fr', { category: 'humour' }, now)
    expect(humour.length).toBeGreaterThanOrEqual(4)
    expect(humour.every((show) => show.category === 'humour')).toBe(true)
    const lyon = await shows().listShows('fr', { casinoSlug: 'lyon' }, now)
    expect(lyon.length).toBeGreaterThan(0)
    expect(lyon.every((show) => show.casino.slug === 'lyon')).toBe(true)
    const from = new Date(now.getTime() + 10 * DAY)
    const to = new Date(now.getTime() + 30 * DAY)
    const window = await shows().listShows('fr', { from, to }, now)
    expect(window.length).toBeGreaterThan(0)
    for (const show of window) {
      expect(
        show.performances.some(
          (p) => Date.parse(p.startsAt) >= from.getTime() && Date.parse(p.startsAt) < to.getTime(),
        ),
      ).toBe(true)
    }
    expect(await shows().listShows('fr', { category: 'opera' }, now)).toEqual([])
  })

  test('calendar entries: every performance of the range, in time order', async () => {
    const from = now
    const to = new Date(now.getTime() + 31 * DAY)
    const entries = await shows().listShowPerformances('fr', { from, to }, now)
    expect(entries.length).toBeGreaterThan(5)
    const times = entries.map((entry) => Date.parse(entry.performance.startsAt))
    expect(times).toEqual([...times].sort((a, b) => a - b))
    expect(times.every((time) => time >= from.getTime() && time < to.getTime())).toBe(true)
  })
})

describe('tournaments', () => {
  test('by number, under its casino and kind only', async () => {
    const poker = await tournaments().findTournament('fr', 'cannes', 1001, { kind: 'poker', now })
    expect(poker).toMatchObject({
      id: 1001,
      kind: 'poker',
      variant: 'texas-holdem',
      buyInCents: 15000,
    })
    expect(poker!.blindLevels.length).toBeGreaterThan(5)
    expect(await tournaments().findTournament('fr', 'lyon', 1001, { now })).toBeNull()
    expect(
      await tournaments().findTournament('fr', 'cannes', 1001, { kind: 'other', now }),
    ).toBeNull()
    expect(await tournaments().findTournament('fr', 'cannes', 999_999, { now })).toBeNull()
    const blackjack = await tournaments().findTournament('en', 'le-touquet', 1006, { now })
    expect(blackjack).toMatchObject({
      kind: 'other',
      variant: 'blackjack',
      name: 'Blackjack Tournament',
    })
  })

  test('the list applies buy-in bounds, the date preset and the variant; finished ones drop out', async () => {
    const all = await tournaments().listTournaments('fr', {}, now)
    expect(all.length).toBeGreaterThanOrEqual(20)
    expect(all.some((t) => t.id === 1026)).toBe(false)
    const bounded = await tournaments().listTournaments(
      'fr',
      { filters: { ...DEFAULT_TOURNAMENT_FILTERS, buyInMinCents: 10000, buyInMaxCents: 20000 } },
      now,
    )
    expect(bounded.length).toBeGreaterThan(0)
    expect(bounded.every((t) => t.buyInCents >= 10000 && t.buyInCents <= 20000)).toBe(true)
    const omaha = await tournaments().listTournaments(
      'fr',
      { filters: { ...DEFAULT_TOURNAMENT_FILTERS, variant: 'omaha' } },
      now,
    )
    expect(omaha.length).toBeGreaterThan(0)
    expect(omaha.every((t) => t.variant === 'omaha')).toBe(true)
    const soon = await tournaments().listTournaments(
      'fr',
      { filters: { ...DEFAULT_TOURNAMENT_FILTERS, dates: 'next3days' } },
      now,
    )
    const range = resolveDateRange('next3days', now)
    expect(soon.length).toBeGreaterThan(0)
    expect(soon.length).toBeLessThan(all.length)
    for (const t of soon) {
      expect(Date.parse(t.startsAt)).toBeGreaterThanOrEqual(range.from!.getTime())
      expect(Date.parse(t.startsAt)).toBeLessThan(range.to!.getTime())
    }
    const poker = await tournaments().listTournaments(
      'fr',
      { kind: 'poker', casinoSlug: 'evian' },
      now,
    )
    expect(poker.every((t) => t.kind === 'poker' && t.casino.slug === 'evian')).toBe(true)
  })
})

describe('show and tournament pages and calendar files: read through the area repositories', () => {
  const SHOW_PATH = '/cannes/spectacle/nuit-gainsbourg'

  test('the show page: paths in both languages, one Event per performance to come', async () => {
    const show = (await shows().findShow('fr', 'cannes', 'nuit-gainsbourg', now))!
    const page = buildShowPage(show, 'fr')
    expect(page.path).toBe(SHOW_PATH)
    expect(page.alternates).toEqual([
      { locale: 'fr', path: SHOW_PATH },
      { locale: 'en', path: '/en/cannes/show/nuit-gainsbourg' },
    ])
    const upcoming = show.performances.filter((performance) => performance.status !== 'finished')
    expect(upcoming.length).toBeGreaterThan(0)
    expect(page.jsonLd).toHaveLength(Math.min(12, upcoming.length))
    expect(page.jsonLd[0]).toMatchObject({
      '@type': 'Event',
      name: 'Nuit Gainsbourg',
      url: expect.stringMatching(new RegExp(`${SHOW_PATH}$`)),
      location: { name: show.casino.name, address: { postalCode: show.casino.address.postalCode } },
    })
    // The casino box links to the casino's CMS landing page, read with the show.
    expect(show.casino.landingPath).toBe('/nos-casinos/casino-cannes-croisette')
  })

  test('a performance’s calendar file, found by the show’s id', async () => {
    const { id } = (await shows().findShow('fr', 'cannes', 'nuit-gainsbourg', now))!
    const show = (await shows().findShowById('en', id, now))!
    expect(show.title).toBe('A Gainsbourg Night')
    const next = show.nextPerformance!
    const file = buildPerformanceCalendar(show, next.id, 'en', now)!
    expect(file.filename).toBe(`a-gainsbourg-night-${next.startsAt.slice(0, 10)}.ics`)
    expect(file.body).toContain(`UID:performance-${show.id}-${next.id}@`)
    expect(file.body).toContain('SUMMARY:A Gainsbourg Night · ')
    expect(file.body.replace(/\r\n /g, '')).toContain('/en/cannes/show/nuit-gainsbourg')
    expect(buildPerformanceCalendar(show, 'no-such-performance', 'en', now)).toBeNull()
  })

  test('the tournament page and calendar file, under the route of its kind', async () => {
    const poker = (await tournaments().findTournamentById('en', 1001, now))!
    const page = buildTournamentPage(poker, 'en')
    expect(page.path).toBe('/en/cannes/poker-tournaments/1001')
    expect(page.alternates.map((alternate) => alternate.path)).toEqual([
      '/cannes/tournois-poker/1001',
      '/en/cannes/poker-tournaments/1001',
    ])
    expect(page.jsonLd[0]).toMatchObject({ '@type': 'Event', name: poker.name })
    const file = buildTournamentCalendar(poker, 'fr', now)
    expect(file.body).toContain('UID:tournament-1001@')
    expect(file.body.replace(/\r\n /g, '')).toContain('/cannes/tournois-poker/1001')
    const other = (await tournaments().findTournamentById('fr', 1006, now))!
    expect(buildTournamentPage(other, 'fr').path).toBe('/le-touquet/tournois/1006')
    expect(await tournaments().findTournamentById('fr', 999_999, now)).toBeNull()
  })
})

describe('jackpots and seminars', () => {
  test('last jackpots of a casino, newest first, and of one machine', async () => {
    const repo = new JackpotsRepository(ctx.payload)
    const cannes = await repo.listLastJackpots({ casinoSlug: 'cannes', limit: 50 })
    expect(cannes.length).toBeGreaterThanOrEqual(6)
    const times = cannes.map((jackpot) => Date.parse(jackpot.wonAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    const machine = cannes[0]!.machineNumber
    const byMachine = await repo.listLastJackpots({ machineNumber: machine })
    expect(byMachine.length).toBeGreaterThan(0)
    expect(byMachine.every((jackpot) => jackpot.machineNumber === machine)).toBe(true)
    expect(await repo.listLastJackpots({ machineNumber: "1' OR 1=1" })).toEqual([])
    expect((await repo.listLastJackpots({ limit: 5 })).length).toBe(5)
  })

  test('seminar offers with spaces and services', async () => {
    const offers = await new SeminarsRepository(ctx.payload).listSeminarOffers('en')
    expect(offers.length).toBeGreaterThanOrEqual(4)
    const evian = await new SeminarsRepository(ctx.payload).listSeminarOffers('en', {
      casinoSlug: 'evian',
    })
    expect(evian).toHaveLength(1)
    expect(evian[0]).toMatchObject({
      title: 'Incentives by Lake Geneva',
      hotel: { slug: 'hotel-atout-rive-du-lac' },
    })
    expect(evian[0]!.spaces[0]!.areaM2).toBeGreaterThan(0)
  })
})

/** The quote form as a browser sends it: with the captcha's answer, solved here. */
async function submitWithCaptcha(
  input: Record<string, unknown>,
  options: Parameters<typeof submitQuoteRequest>[2],
) {
  return submitQuoteRequest(
    ctx.payload,
    { ...input, captcha: await solveCaptchaForTest() },
    options,
  )
}

describe('quote requests', () => {
  const valid = {
    company: 'Laboratoires Durance',
    contactName: 'Claire Martin',
    email: 'Claire.Martin@example.com',
    venue: 'hotel:hotel-atout-rive-du-lac',
    eventType: 'seminar',
    eventDate: '',
    guests: '40',
    rooms: '25',
    budgetEuros: '18000',
    destination: 'Évian',
    arrival: '',
    departure: '',
    subject: 'Séminaire de direction',
    message: 'Deux jours de réunion en salle avec vue sur le lac, dîner le premier soir.',
  }
  test('a valid request is stored with its budget in cents and its venue', async () => {
    const result = await submitWithCaptcha(
      { ...valid, arrival: day(40), departure: day(42) },
      { locale: 'fr', now },
    )
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const stored = await ctx.payload.findByID({
      collection: 'quote-requests',
      id: result.data.id,
      depth: 0,
    })
    expect(stored).toMatchObject({
      email: 'claire.martin@example.com',
      guests: 40,
      rooms: 25,
      budgetCents: 1_800_000,
      locale: 'fr',
    })
    expect(stored.venue).toMatchObject({ relationTo: 'hotels' })
  })

  test.each([
    ['departure without arrival', { departure: day(10) }, { departure: 'departureNeedsArrival' }],
    [
      'departure before arrival',
      { arrival: day(12), departure: day(10) },
      { departure: 'beforeArrival' },
    ],
    ['event date in the past', { eventDate: day(-2) }, { eventDate: 'inThePast' }],
    ['impossible date', { arrival: '2031-02-30' }, { arrival: 'invalidDate' }],
    ['no guests', { guests: '' }, { guests: 'required' }],
    ['bad e-mail', { email: 'claire@' }, { email: 'invalidEmail' }],
    ['empty e-mail: required, not invalid', { email: '' }, { email: 'required' }],
    ['bad phone', { phone: '06 12 AB' }, { phone: 'invalidPhone' }],
    ['unknown event type', { eventType: 'wedding' }, { eventType: 'invalid' }],
  ])('%s is refused and nothing is stored', async (_label, change, fieldErrors) => {
    const before = (await ctx.payload.count({ collection: 'quote-requests' })).totalDocs
    const result = await submitWithCaptcha({ ...valid, ...change }, { locale: 'en', now })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.error.fieldErrors).toMatchObject(fieldErrors)
    expect((await ctx.payload.count({ collection: 'quote-requests' })).totalDocs).toBe(before)
  })

  test('a stored request is announced to the venue’s team by mail, with a link to it', async () => {
    const hotel = await ctx.payload.find({
      collection: 'hotels',
      where: { slug: { equals: 'hotel-atout-rive-du-lac' } },
      limit: 1,
      depth: 0,
    })
    await ctx.payload.update({
      collection: 'hotels',
      id: hotel.docs[0]!.id,
      data: { contact: { email: 'evenements.evian@example.com' } },
    })
    const result = await submitWithCaptcha(valid, { locale: 'en', now })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const stored = await ctx.payload.findByID({ collection: 'quote-requests', id: result.data.id })
    expect(stored.status).toBe('new')
    const mails = await ctx.payload.find({
      collection: 'outbox',
      where: { kind: { equals: 'staff.quoteRequest' } },
      sort: '-createdAt',
      limit: 1,
    })
    const mail = mails.docs[0]!
    expect(mail.to).toBe('evenements.evian@example.com')
    expect(mail.subject).toContain('Laboratoires Durance')
    expect(mail.text).toContain('Claire Martin')
    expect(mail.text).toContain('18000,00 €')
    const adminUrl = `http://localhost:3000/admin/collections/quote-requests/${result.data.id}`
    expect(mail.text).toContain(adminUrl)
    // The HTML part: the branded layout in French (the team's language), the admin link as its
    // button, the request's facts and the footer's responsible-gaming line; no script.
    expect(mail.locale).toBe('fr')
    const html = mail.html ?? ''
    expect(html).toContain('<html dir="ltr" lang="fr"')
    expect(html).toContain(`href="${adminUrl}"`)
    expect(html).toContain('Budget : 18000,00 €')
    expect(html).toContain('Type d’événement : Séminaire')
    expect(html).toContain('09 74 75 13 13')
    expect(html).not.toMatch(/<script/i)
  })

  test('the visitor gets an acknowledgement in their language, after the team’s mail', async () => {
    const result = await submitWithCaptcha(
      {
        ...valid,
        email: 'ack.quote@example.com',
        message: `${valid.message} <b>Merci</b>`,
      },
      { locale: 'en', now },
    )
    expect(result.ok).toBe(true)
    const mails = await ctx.payload.find({
      collection: 'outbox',
      where: { to: { equals: 'ack.quote@example.com' } },
    })
    expect(mails.docs).toHaveLength(1)
    expect(mails.docs[0]).toMatchObject({
      kind: 'seminars.quoteAcknowledgement',
      locale: 'en',
      subject: 'Your quote request has been received',
    })
    expect(mails.docs[0]!.text).toContain('Séminaire de direction')
    // The same layout in English; what the visitor typed is escaped in the HTML part.
    const html = mails.docs[0]!.html ?? ''
    expect(html).toContain('<html dir="ltr" lang="en"')
    expect(html).toContain('Hello Claire Martin,')
    expect(html).toContain('Event type: Seminar')
    expect(html).toContain('&lt;b&gt;Merci&lt;/b&gt;')
    expect(html).not.toContain('<b>Merci')
    expect(html).toContain('Gambling involves risks')
    expect(html).not.toMatch(/<script/i)
  })

  test.each([
    ['no captcha answer', null, 'captchaRequired'],
    ['a made-up answer', 'bm90LWEtc29sdXRpb24=', 'captchaInvalid'],
  ])('%s: refused and nothing stored', async (_label, captcha, code) => {
    const before = (await ctx.payload.count({ collection: 'quote-requests' })).totalDocs
    const result = await submitQuoteRequest(
      ctx.payload,
      { ...valid, captcha },
      { locale: 'fr', now },
    )
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'captcha', fieldErrors: { captcha: code } },
    })
    expect((await ctx.payload.count({ collection: 'quote-requests' })).totalDocs).toBe(before)
  })

  test('staff follow a request up, but what the customer sent cannot be changed', async () => {
    const result = await submitWithCaptcha(valid, { locale: 'fr', now })
    if (!result.ok) throw new Error('not stored')
    const support = {
      ...(await ctx.payload.create({
        collection: 'users',
        data: {
          email: 'events@staff.example',
          password: 'Staff-Password-2026!',
          roles: ['support'],
        },
      })),
      collection: 'users' as const,
    }
    const updated = await ctx.payload.update({
      collection: 'quote-requests',
      id: result.data.id,
      data: { status: 'answered', staffNote: 'Devis envoyé le 3', company: 'Autre société' },
      user: support,
      overrideAccess: false,
    })
    expect(updated).toMatchObject({ status: 'answered', staffNote: 'Devis envoyé le 3' })
    expect(updated.company).toBe('Laboratoires Durance')
  })

  test('an unknown venue is refused', async () => {
    const result = await submitWithCaptcha(
      { ...valid, venue: 'casino:monaco' },
      { locale: 'fr', now },
    )
    expect(result).toMatchObject({ ok: false, error: { code: 'unknownVenue' } })
  })

  test('the public can neither create nor read requests through the CMS API', async () => {
    await expect(
      ctx.payload.create({
        collection: 'quote-requests',
        overrideAccess: false,
        data: {
          company: 'x',
          contactName: 'x',
          email: 'x@example.com',
          eventType: 'other',
          guests: 1,
          subject: 'x',
          message: 'x',
          status: 'new',
        },
      }),
    ).rejects.toThrow()
    await expect(
      ctx.payload.find({ collection: 'quote-requests', overrideAccess: false }),
    ).rejects.toThrow()
  })
})

describe('search', () => {
  test('text ignores case and accents: "THEATRE" finds the Théâtre shows and the Deauville casino', async () => {
    const results = await search({ q: 'THEATRE' })
    const slugs = results.items.map((item) =>
      item.kind === 'show'
        ? item.show.slug
        : item.kind === 'casino'
          ? item.casino.slug
          : item.hotel.slug,
    )
    expect(slugs).toContain('la-dame-de-chez-maxim')
    expect(slugs).toContain('deauville')
    expect(slugs).not.toContain('nuit-gainsbourg')
  })

  test('English text matches English words ("comedy" finds the humour shows)', async () => {
    const results = await search({ q: 'comedy', type: 'shows' }, 'en')
    const categories = results.items.map((item) =>
      item.kind === 'show' ? item.show.category : null,
    )
    // The humour category is "Comedy" in English; a theatre show described as a comedy matches too.
    expect(categories.filter((category) => category === 'humour').length).toBeGreaterThanOrEqual(4)
    expect((await search({ q: 'comedy', type: 'shows' }, 'fr')).total).toBeLessThan(results.total)
  })

  test('casinos given by the page (its cached read, as JSON) find the same hits as read here', async () => {
    const stored = new Map<string, unknown>()
    // What the page's cache hands back: the casinos as they went through JSON, read once.
    const cachedCasinos = async (locale: 'fr' | 'en') => {
      if (!stored.has(locale)) {
        const read = await new VenueSearchReads(ctx.payload).loadCasinoMap(locale)
        stored.set(locale, JSON.parse(JSON.stringify([...read.values()])))
      }
      return stored.get(locale) as Casino[]
    }
    for (const [filters, locale] of [
      [{}, 'fr'],
      [{ q: 'theatre' }, 'fr'],
      [{ city: 'annecy' }, 'en'],
      [{ type: 'hotels' as const }, 'en'],
    ] as const) {
      const cached = await new SearchRepository(ctx.payload, { casinos: cachedCasinos }).search(
        locale,
        { ...DEFAULT_SEARCH_FILTERS, ...filters },
        now,
      )
      expect(cached).toEqual(await search(filters, locale))
      expect(cached.total).toBeGreaterThan(0)
    }
  })

  test('several tokens must all match; a token matching nothing gives no result', async () => {
    expect((await search({ q: 'évian spa' })).items.map((item) => item.kind)).toContain('hotel')
    expect((await search({ q: 'evian zzzz' })).total).toBe(0)
  })

  test('city narrows every kind; category narrows to shows of that category', async () => {
    const annecy = await search({ city: 'annecy' })
    expect(annecy.counts.casinos).toBe(1)
    expect(annecy.counts.hotels).toBe(1)
    expect(annecy.counts.shows).toBeGreaterThan(0)
    for (const item of annecy.items) {
      const city =
        item.kind === 'casino'
          ? item.casino.city
          : item.kind === 'show'
            ? item.show.casino.city
            : item.hotel.casino.city
      expect(city).toBe('Annecy')
    }
    const magic = await search({ category: 'magic' })
    expect(magic.total).toBeGreaterThan(0)
    expect(
      magic.items.every((item) => item.kind === 'show' && item.show.category === 'magic'),
    ).toBe(true)
  })

  test('date and price filters', async () => {
    const from = day(20)
    const to = day(35)
    const dated = await search({ type: 'shows', from, to })
    expect(dated.total).toBeGreaterThan(0)
    const cheap = await search({ priceMaxCents: 2000 })
    expect(cheap.counts.casinos).toBe(0)
    expect(cheap.counts.hotels).toBe(0)
    expect(
      cheap.items.every((item) => item.kind === 'show' && (item.show.priceMinCents ?? 0) <= 2000),
    ).toBe(true)
    const luxury = await search({ type: 'hotels', priceMinCents: 20000 })
    expect(
      luxury.items.every(
        (item) => item.kind === 'hotel' && (item.hotel.priceFromCents ?? 0) >= 20000,
      ),
    ).toBe(true)
  })

  test('around me: nearest first, with distances', async () => {
    const results = await search({ near: { lat: 45.76, lng: 4.84 }, type: 'casinos' })
    expect(results.items[0]).toMatchObject({ kind: 'casino', casino: { slug: 'lyon' } })
    const distances = results.items.map((item) => item.distanceKm ?? Infinity)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
  })

  test('pages of 20', async () => {
    const first = await search({})
    expect(first.total).toBeGreaterThan(20)
    expect(first.items).toHaveLength(20)
    const last = await search({ page: first.pageCount })
    expect(last.items.length).toBe(first.total - 20 * (first.pageCount - 1))
  })

  test('answers quickly on the demo data (figure printed, not asserted)', async () => {
    const queries: Partial<SearchFilters>[] = [
      { q: 'jazz' },
      { city: 'lyon' },
      { category: 'concert' },
      { q: 'casino', near: { lat: 43.7, lng: 7.2 } },
      { priceMaxCents: 3000 },
      { q: 'hôtel spa' },
      {},
    ]
    const times: number[] = []
    for (let round = 0; round < 6; round++) {
      for (const query of queries) {
        const started = performance.now()
        await search(query)
        times.push(performance.now() - started)
      }
    }
    times.sort((a, b) => a - b)
    const p95 = times[Math.floor(times.length * 0.95)]!
    console.info(
      `search on SQLite: p50 ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
    )
    expect(times.length).toBe(42)
  })
})

describe('cache invalidation', () => {
  test.each([
    ['shows', 'shows'],
    ['casinos', 'casinos'],
    ['restaurants', 'restaurants'],
    ['hotels', 'hotels'],
    ['tournaments', 'tournaments'],
    ['jackpots', 'jackpots'],
  ] as const)('editing a published %s document expires the "%s" tag', async (collection, tag) => {
    const found = await ctx.payload.find({ collection, limit: 1, depth: 0 })
    const doc = found.docs[0]!
    revalidated = []
    await ctx.payload.update({ collection, id: doc.id, data: {} as never })
    expect(revalidated).toContain(tag)
  })

  test('editing a room expires the hotels tag; deleting a jackpot expires the jackpots tag', async () => {
    const room = (await ctx.payload.find({ collection: 'rooms', limit: 1, depth: 0 })).docs[0]!
    await ctx.payload.update({ collection: 'rooms', id: room.id, data: { sizeM2: 30 } })
    expect(revalidated).toContain('hotels')
    revalidated = []
    const jackpot = (await ctx.payload.find({ collection: 'jackpots', limit: 1, depth: 0 }))
      .docs[0]!
    await ctx.payload.delete({ collection: 'jackpots', id: jackpot.id })
    expect(revalidated).toContain('jackpots')
  })

  test('a changed show title is what the next read returns (no stale copy in the repository)', async () => {
    const show = await shows().findShow('fr', 'annecy', 'le-diner-de-cons', now)
    await ctx.payload.update({
      collection: 'shows',
      id: show!.id,
      locale: 'fr',
      data: { title: 'Le Dîner de cons (reprise)' },
    })
    expect(revalidated).toContain('shows')
    expect((await shows().findShow('fr', 'annecy', 'le-diner-de-cons', now))?.title).toBe(
      'Le Dîner de cons (reprise)',
    )
    expect((await search({ q: 'reprise' })).items.map((item) => item.kind)).toEqual(['show'])
  })
})

describe('sitemap entries', () => {
  test('every published show, restaurant, hotel and tournament', async () => {
    const places = await venues().listSitemapEntries()
    const showEntries = await shows().listSitemapEntries()
    const tournamentEntries = await tournaments().listSitemapEntries()
    const count = (kind: string) => places.filter((entry) => entry.kind === kind).length
    expect(showEntries).toHaveLength((await ctx.payload.count({ collection: 'shows' })).totalDocs)
    expect(count('restaurant')).toBeGreaterThanOrEqual(8)
    expect(count('hotel')).toBeGreaterThanOrEqual(4)
    expect(tournamentEntries.some((entry) => entry.kind === 'poker')).toBe(true)
    expect(tournamentEntries.some((entry) => entry.kind === 'other')).toBe(true)
    expect(tournamentEntries.find((entry) => entry.tournamentId === 1001)).toMatchObject({
      kind: 'poker',
      casinoSlug: 'cannes',
    })
  })
})
