import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type CollectionSlug,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { pick, t, withIdsFrom, type Bilingual } from '../content/bilingual'
import { renderScene, type ImageSpec } from '../content/images'
import { doc, heading, list, p } from '../content/rich-text-builder'

import {
  addDays,
  convertZonedTimeToInstant,
  getParisDate,
  type CalendarDate,
} from '@/platform/domain/calendar'
import { casinoSeeds } from './casinos-data'
import { showSeeds } from './shows-data'
import { buildGameTables, buildJackpots, buildTournaments } from './generated-data'
import { hotelSeeds, restaurantSeeds, seminarSeeds } from './venues-data'

export type VenueSeedReport = { created: number; existing: number }

type Data = Record<string, unknown>

/** Pictures for shows, drawn locally like the content seed's; keys name the files. */
const showMedia: { key: string; alt: Bilingual; image: ImageSpec }[] = [
  {
    key: 'show-concert',
    alt: t('Scène de concert sous les projecteurs', 'A concert stage under spotlights'),
    image: { motif: 'stage', hue: 210, seed: 41 },
  },
  {
    key: 'show-humour',
    alt: t('Micro sur pied devant un rideau rouge', 'A microphone stand before a red curtain'),
    image: { motif: 'stage', hue: 350, seed: 42, variant: 1 },
  },
  {
    key: 'show-cabaret',
    alt: t(
      'Plumes et paillettes d’une revue de cabaret',
      'Feathers and sequins of a cabaret revue',
    ),
    image: { motif: 'champagne', hue: 320, seed: 43 },
  },
  {
    key: 'show-theatre',
    alt: t('Salle de théâtre à l’italienne éclairée', 'A lit Italian-style theatre'),
    image: { motif: 'artdeco', hue: 30, seed: 44 },
  },
  {
    key: 'show-magic',
    alt: t('Cartes en éventail sur un tapis vert', 'Fanned cards on a green cloth'),
    image: { motif: 'cards', hue: 140, seed: 45 },
  },
  {
    key: 'show-dance',
    alt: t(
      'Danseurs en silhouette dans un halo de lumière',
      'Dancers silhouetted in a halo of light',
    ),
    image: { motif: 'stage', hue: 20, seed: 46 },
  },
]

const mediaForCategory: Record<string, string> = {
  concert: 'show-concert',
  humour: 'show-humour',
  theatre: 'show-theatre',
  cabaret: 'show-cabaret',
  magic: 'show-magic',
  dance: 'show-dance',
  'dinner-show': 'show-cabaret',
  family: 'show-magic',
}

class Seeder {
  readonly report: VenueSeedReport = { created: 0, existing: 0 }
  private readonly media = new Map<string, number | null>()

  constructor(
    private readonly payload: Payload,
    private readonly req: PayloadRequest,
  ) {}

  private get options() {
    return { req: this.req, context: { skipRevalidation: true }, depth: 0 } as const
  }

  async findId(
    collection: CollectionSlug,
    field: string,
    value: string | number,
  ): Promise<number | null> {
    const found = await this.payload.find({
      collection,
      // Natural keys are French values when localized (a landing page's path).
      locale: 'fr',
      where: { [field]: { equals: value } },
      limit: 1,
      depth: 0,
      draft: true,
      req: this.req,
      select: {},
    })
    const id = found.docs[0]?.id
    return typeof id === 'number' ? id : null
  }

  /** An existing content-seed picture by key (null when the content seed has not run). */
  async mediaId(key: string): Promise<number | null> {
    if (!this.media.has(key)) {
      this.media.set(key, await this.findId('media', 'filename', `seed-${key}.jpg`))
    }
    return this.media.get(key) ?? null
  }

  async ensureMedia(item: (typeof showMedia)[number]): Promise<void> {
    if ((await this.mediaId(item.key)) !== null) return
    const data = await renderScene(item.image)
    const created = await this.payload.create({
      collection: 'media',
      locale: 'fr',
      data: { alt: item.alt.fr },
      file: { data, mimetype: 'image/jpeg', name: `seed-${item.key}.jpg`, size: data.length },
      ...this.options,
    })
    await this.payload.update({
      collection: 'media',
      id: created.id,
      locale: 'en',
      data: { alt: item.alt.en },
      ...this.options,
    })
    this.media.set(item.key, created.id)
  }

  /** Creates in French then fills the English values of the same rows; published when drafted. */
  async createBilingual(collection: CollectionSlug, tree: Data, drafts = true): Promise<number> {
    const status = drafts ? { _status: 'published' } : {}
    const created = await this.payload.create({
      collection,
      locale: 'fr',
      data: { ...(pick(tree, 'fr') as Data), ...status } as never,
      ...this.options,
    })
    await this.payload.update({
      collection,
      id: created.id,
      locale: 'en',
      data: { ...(withIdsFrom(pick(tree, 'en'), created) as Data), ...status } as never,
      ...this.options,
    })
    this.report.created++
    return created.id as number
  }

  async createPlain(collection: CollectionSlug, data: Data): Promise<number> {
    const created = await this.payload.create({ collection, data: data as never, ...this.options })
    this.report.created++
    return created.id as number
  }
}

function paragraphs(...texts: Bilingual[]): Bilingual<Record<string, unknown>> {
  return t(doc(...texts.map((text) => p(text.fr))), doc(...texts.map((text) => p(text.en))))
}

/**
 * The venues demo: casinos (linked to their landing pages), shows, restaurants, hotels with rooms
 * and offers, seminar offers, tournaments, game tables and jackpots. Dates are relative to `now`
 * so the programme never goes stale. Idempotent: each item is found by its natural key (slug,
 * tournamentId; game tables and jackpots per casino) and left alone when it exists. Runs in one
 * transaction: SQLite commits once instead of once per row.
 */
export async function seedDemoVenues(payload: Payload, now = new Date()): Promise<VenueSeedReport> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const seeder = new Seeder(payload, req)
    await seedAll(seeder, now)
    await commitTransaction(req)
    return seeder.report
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** True once any casino exists: the demo venues then never load automatically. */
export async function hasVenues(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'casinos' })
  return totalDocs > 0
}

async function seedAll(seeder: Seeder, now: Date): Promise<void> {
  const today = getParisDate(now)
  const at = (offsetDays: number, hour: number, minute = 0): string => {
    const day: CalendarDate = addDays(today, offsetDays)
    return convertZonedTimeToInstant({ ...day, hour, minute }).toISOString()
  }

  for (const item of showMedia) await seeder.ensureMedia(item)

  const casinoIds = new Map<string, number>()
  for (const casino of casinoSeeds) {
    const existing = await seeder.findId('casinos', 'slug', casino.slug)
    if (existing !== null) {
      casinoIds.set(casino.slug, existing)
      seeder.report.existing++
      continue
    }
    const hero = await seeder.mediaId(casino.heroMedia)
    const landingPage = await seeder.findId('pages', 'path', casino.landingPath)
    const id = await seeder.createBilingual('casinos', {
      name: casino.name,
      slug: casino.slug,
      city: casino.city,
      summary: casino.summary,
      description: paragraphs(
        casino.summary,
        t(
          'Entrée libre dès 18 ans sur présentation d’une pièce d’identité. Tenue correcte exigée aux jeux de table.',
          'Free entry from age 18 with photo ID. Smart dress required at the gaming tables.',
        ),
      ),
      address: { street: casino.street, postalCode: casino.postalCode, country: 'FR' },
      geo: casino.geo,
      openingHours: {
        weekly: casino.weekly,
        exceptions: [
          {
            date: `${today.year + (today.month === 12 && today.day > 24 ? 1 : 0)}-12-24`,
            ranges: [{ opens: '10:00', closes: '18:00' }],
          },
        ],
      },
      contact: { phone: casino.phone, email: casino.email },
      images: hero ? [hero] : [],
      facilities: casino.facilities,
      landingPage,
    })
    casinoIds.set(casino.slug, id)
  }
  const casinoId = (slug: string): number => {
    const id = casinoIds.get(slug)
    if (id === undefined) throw new Error(`seed: unknown casino ${slug}`)
    return id
  }

  for (const [index, show] of showSeeds.entries()) {
    if ((await seeder.findId('shows', 'slug', show.slug)) !== null) {
      seeder.report.existing++
      continue
    }
    const image = await seeder.mediaId(mediaForCategory[show.category] ?? 'show-concert')
    await seeder.createBilingual('shows', {
      title: show.title,
      slug: show.slug,
      casino: casinoId(show.casino),
      category: show.category,
      performers: show.performers ?? [],
      summary: show.summary,
      description: t(
        doc(
          p(show.summary.fr),
          heading('h3', 'Informations pratiques'),
          list('bullet', [
            ['Ouverture des portes une heure avant le début.'],
            ['Placement libre, bar ouvert avant et après le spectacle.'],
            ['Membres du Carré VIP : 10 % (White) ou 20 % (Silver) sur le prix du billet.'],
          ]),
        ),
        doc(
          p(show.summary.en),
          heading('h3', 'Good to know'),
          list('bullet', [
            ['Doors open one hour before the start.'],
            ['Unreserved seating; the bar is open before and after the show.'],
            ['Carré VIP members: 10% (White) or 20% (Silver) off the ticket price.'],
          ]),
        ),
      ),
      images: image ? [image] : [],
      performances: buildPerformances(index, show.category, show.priceCents, at),
      sale: show.onSite
        ? { mode: 'onSite' }
        : { mode: 'online', ticketingUrl: `https://billetterie.atout-casinos.fr/${show.slug}` },
    })
  }

  for (const restaurant of restaurantSeeds) {
    if ((await seeder.findId('restaurants', 'slug', restaurant.slug)) !== null) {
      seeder.report.existing++
      continue
    }
    const image = await seeder.mediaId(restaurant.media)
    const weekly = ['1', '2', '3', '4', '5', '6', '7'].flatMap((day) =>
      restaurant.hours === 'evening'
        ? [{ day, opens: '19:00', closes: '23:30' }]
        : restaurant.hours === 'allDay'
          ? [{ day, opens: '09:00', closes: '23:00' }]
          : [
              { day, opens: '12:00', closes: '14:30' },
              { day, opens: '19:00', closes: '22:30' },
            ],
    )
    await seeder.createBilingual('restaurants', {
      name: restaurant.name,
      slug: restaurant.slug,
      casino: casinoId(restaurant.casino),
      cuisine: restaurant.cuisine,
      priceLevel: restaurant.priceLevel,
      averagePriceCents: restaurant.averagePriceCents,
      summary: restaurant.summary,
      openingHours: { weekly },
      images: image ? [image] : [],
      menu: t(
        doc(
          ...restaurant.menu.flatMap((s) => [
            heading('h3', s.section.fr),
            list(
              'bullet',
              s.dishes.map((d) => [d.fr]),
            ),
          ]),
        ),
        doc(
          ...restaurant.menu.flatMap((s) => [
            heading('h3', s.section.en),
            list(
              'bullet',
              s.dishes.map((d) => [d.en]),
            ),
          ]),
        ),
      ),
      bookingEnabled: restaurant.bookingEnabled,
    })
  }

  const hotelIds = new Map<string, number>()
  for (const hotel of hotelSeeds) {
    const existing = await seeder.findId('hotels', 'slug', hotel.slug)
    if (existing !== null) {
      hotelIds.set(hotel.slug, existing)
      seeder.report.existing++
      continue
    }
    const image = await seeder.mediaId(hotel.media)
    const roomIds: number[] = []
    for (const room of hotel.rooms) {
      roomIds.push(
        await seeder.createBilingual('rooms', { ...room, images: image ? [image] : [] }, false),
      )
    }
    const hotelId = await seeder.createBilingual('hotels', {
      name: hotel.name,
      slug: hotel.slug,
      casino: casinoId(hotel.casino),
      stars: hotel.stars,
      summary: hotel.summary,
      description: paragraphs(hotel.summary),
      address: { street: hotel.street, postalCode: hotel.postalCode, country: 'FR' },
      geo: hotel.geo,
      contact: { phone: hotel.phone, email: `${hotel.slug}@atout.example` },
      images: image ? [image] : [],
      spa: hotel.spa
        ? { hasSpa: true, name: hotel.spa.name, description: hotel.spa.description }
        : { hasSpa: false },
      experiences: hotel.experiences,
      rooms: roomIds,
    })
    hotelIds.set(hotel.slug, hotelId)
    for (const offer of hotel.offers) {
      if ((await seeder.findId('hotel-offers', 'slug', offer.slug)) !== null) continue
      await seeder.createBilingual('hotel-offers', {
        title: offer.title,
        slug: offer.slug,
        hotel: hotelId,
        categories: offer.categories,
        summary: offer.summary,
        conditions: offer.conditions,
        priceFromCents: offer.priceFromCents,
        validFrom: at(-10, 12),
        validUntil: at(offer.validForDays, 12),
        rooms: offer.rooms.map((index) => roomIds[index]).filter((id) => id !== undefined),
        images: image ? [image] : [],
      })
    }
  }

  for (const seminar of seminarSeeds) {
    if ((await seeder.findId('seminar-offers', 'slug', seminar.slug)) !== null) {
      seeder.report.existing++
      continue
    }
    await seeder.createBilingual('seminar-offers', {
      title: seminar.title,
      slug: seminar.slug,
      casino: casinoId(seminar.casino),
      hotel: seminar.hotel ? (hotelIds.get(seminar.hotel) ?? null) : null,
      summary: seminar.summary,
      description: paragraphs(seminar.summary),
      capacity: seminar.capacity,
      dayDelegateRateCents: seminar.dayDelegateRateCents,
      services: seminar.services,
      spaces: seminar.spaces.map((space) => ({
        name: space.name,
        areaM2: space.areaM2,
        theatreCapacity: space.theatre,
        banquetCapacity: space.banquet,
        daylight: space.daylight,
      })),
    })
  }

  for (const tournament of buildTournaments(at)) {
    if ((await seeder.findId('tournaments', 'tournamentId', tournament.tournamentId)) !== null) {
      seeder.report.existing++
      continue
    }
    await seeder.createBilingual('tournaments', {
      ...tournament,
      casino: casinoId(tournament.casino),
    })
  }

  for (const casino of casinoSeeds) {
    const id = casinoId(casino.slug)
    if ((await seeder.findId('game-tables', 'casino', id)) === null) {
      for (const table of buildGameTables(casino.slug)) {
        await seeder.createPlain('game-tables', { ...table, casino: id })
      }
    } else seeder.report.existing++
    if ((await seeder.findId('jackpots', 'casino', id)) === null) {
      for (const jackpot of buildJackpots(casino.slug, now)) {
        await seeder.createPlain('jackpots', { ...jackpot, casino: id })
      }
    } else seeder.report.existing++
  }
}

/**
 * 2 to 5 performances spread over the next four months, with every status present across the
 * programme: some past (finished, set or derived), full, promotion, exclusive, canceled, postponed.
 */
function buildPerformances(
  index: number,
  category: string,
  priceCents: number,
  at: (offsetDays: number, hour: number, minute?: number) => string,
): Data[] {
  const count = 2 + (index % 4)
  const hour = category === 'family' ? 15 : category === 'dinner-show' ? 19 : 20
  const minute = category === 'family' ? 0 : 30
  const offsets = new Set<number>()
  for (let k = 0; k < count; k++) offsets.add(2 + ((index * 13 + k * 29) % 118))
  if (index % 5 === 0) offsets.add(-7 - (index % 3))
  const statusCycle = [
    null,
    'full',
    null,
    'promotion',
    null,
    'exclusive',
    null,
    'canceled',
    null,
    'postponed',
    null,
    null,
  ] as const
  return [...offsets]
    .sort((a, b) => a - b)
    .map((offset, k) => {
      const status =
        offset < 0
          ? index % 10 === 0
            ? 'finished'
            : null
          : statusCycle[(index + k) % statusCycle.length]
      const from = status === 'promotion' ? Math.round((priceCents * 0.8) / 100) * 100 : priceCents
      return {
        startsAt: at(offset, hour, minute),
        priceFromCents: from,
        priceToCents: Math.round((priceCents * (1.5 + (index % 3) * 0.25)) / 100) * 100,
        status,
      }
    })
}
