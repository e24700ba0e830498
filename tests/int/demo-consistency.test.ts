import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { seedDemo } from '@/demo/seeders'
import { getLoyaltyRules } from '@/features/loyalty/server/rules'
import { getZonedParts } from '@/platform/domain/calendar'

import { createTestPayload, type TestPayload } from './support/payload'

/**
 * The demo content tells one story: what the pages say about a casino (address, phone, hours,
 * machines), a hotel (rooms) or a tournament (its day) is what the records say, since the casino
 * block, JSON-LD, calendar files and search read the records.
 */
let ctx: TestPayload
const locales = ['fr', 'en'] as const
type Locale = (typeof locales)[number]

beforeAll(async () => {
  ctx = await createTestPayload({ demo: true })
}, 600_000)
afterAll(async () => {
  await ctx?.cleanup()
})

/** Every string of a document tree (fields, rich-text nodes), in document order. */
function collectText(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) for (const item of value) collectText(item, out)
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key !== 'id' && key !== 'blockType' && key !== 'type') collectText(item, out)
    }
  }
  return out
}

const textOf = (value: unknown) => collectText(value).join(' ').replace(/\s+/g, ' ')

/** French phone numbers written either way, as 10 national digits: '+33 4 65 71 20 48' → '0465712048'. */
function phonesIn(text: string): string[] {
  return [...text.matchAll(/(?:\+33\s?|\b0)[1-9](?:[\s.]?\d{2}){4}\b/g)].map((match) =>
    match[0].replace(/[\s.]/g, '').replace(/^\+33/, '0'),
  )
}
const national = (phone: string) => phonesIn(phone)[0]
const HELPLINE = '0974751313'
const GROUP_SWITCHBOARD = '0199001234'

const numberWords: Record<string, number> = {
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
}
/** Counts stated before a noun: 'cinq hôtels', 'Five hotels', '8 casinos' → [5, 5, 8]. */
function countsBefore(text: string, nouns: string): number[] {
  const words = Object.keys(numberWords).join('|')
  const pattern = new RegExp(`\\b(\\d+|${words})[\\s-](?:${nouns})\\b`, 'gi')
  return [...text.matchAll(pattern)].map((match) => {
    const count = match[1]!.toLowerCase()
    return /^\d+$/.test(count) ? Number(count) : numberWords[count]!
  })
}

/** Hours named in a sentence: '10 h à 3 h' / '10am to 3am' / '9:30pm' → [10, 3]. */
function hoursIn(text: string, locale: Locale): Set<number> {
  const pattern = locale === 'fr' ? /\b(\d{1,2}) h\b/g : /\b(\d{1,2})(?::\d{2})?\s?(am|pm)\b/g
  return new Set(
    [...text.matchAll(pattern)].map((match) => {
      const hour = Number(match[1])
      if (locale === 'fr') return hour
      const pm = match[2] === 'pm'
      return (hour % 12) + (pm ? 12 : 0)
    }),
  )
}

async function allPagesText(payload: Payload, locale: Locale): Promise<string[]> {
  const pages = await payload.find({ collection: 'pages', locale, pagination: false, depth: 0 })
  const chrome = await Promise.all(
    (['headers', 'footers', 'banners'] as const).map((collection) =>
      payload.find({ collection, locale, pagination: false, depth: 0 }),
    ),
  )
  return [...pages.docs, ...chrome.flatMap((found) => found.docs)].map((doc) => textOf(doc))
}

describe('demo content: casinos', () => {
  test('the landing page states the record’s address, phone, hours and machines', async () => {
    const { payload } = ctx
    for (const locale of locales) {
      const casinos = await payload.find({
        collection: 'casinos',
        locale,
        pagination: false,
        depth: 0,
      })
      expect(casinos.totalDocs).toBe(8)
      for (const casino of casinos.docs) {
        const label = `${casino.slug} (${locale})`
        const pageId = casino.landingPage as number
        const page = await payload.findByID({ collection: 'pages', id: pageId, locale, depth: 0 })
        // The casino block of the landing page (address card, hours, JSON-LD) reads this record.
        const infoBlocks = (page.layout ?? []).filter((block) => block.blockType === 'casinoInfo')
        expect(
          infoBlocks.map((block) => 'casino' in block && block.casino),
          label,
        ).toEqual([casino.id])

        const text = textOf(page.layout)
        const { street, postalCode } = casino.address
        expect(text, label).toContain(`${street}, ${postalCode} ${casino.city}`)

        const phone = national(casino.contact?.phone ?? '')
        expect(phone, label).toBeTruthy()
        const phones = phonesIn(text)
        expect(phones, label).toContain(phone)
        expect(
          phones.filter((found) => found !== phone && found !== HELPLINE),
          label,
        ).toEqual([])

        const slotLine =
          /(?:Machines à sous|Slot machines) ?:[^.;]*?(?=\s(?:Jeux de table|Table games|Salle de poker|Poker room)|$)/.exec(
            text,
          )
        expect(slotLine, label).not.toBeNull()
        const weekly = casino.openingHours?.weekly ?? []
        const recordHours = new Set(
          weekly
            .flatMap((range) => [range.opens, range.closes])
            .map((time) => Number(time.split(':')[0])),
        )
        expect(hoursIn(slotLine![0], locale), `${label}: ${slotLine![0]}`).toEqual(recordHours)

        const machines = countsBefore(casino.summary ?? '', 'machines|slot machines')
        for (const count of machines) {
          expect(countsBefore(text, 'machines|slot machines'), label).toContain(count)
        }
      }
    }
  })

  test('the contact page gives each casino the record’s phone', async () => {
    const { payload } = ctx
    for (const locale of locales) {
      const contact = await payload.find({
        collection: 'pages',
        locale,
        where: { slug: { equals: 'contact' } },
        depth: 0,
      })
      const text = textOf(contact.docs[0]?.layout)
      const casinos = await payload.find({ collection: 'casinos', pagination: false, depth: 0 })
      const recordPhones = casinos.docs.map((casino) => national(casino.contact?.phone ?? ''))
      for (const casino of casinos.docs) {
        const after = text.slice(text.indexOf(casino.name))
        expect(text, `${casino.name} (${locale})`).toContain(casino.name)
        expect(phonesIn(after)[0], `${casino.name} (${locale})`).toBe(
          national(casino.contact?.phone ?? ''),
        )
      }
      const others = phonesIn(text).filter(
        (phone) =>
          !recordPhones.includes(phone) && phone !== HELPLINE && phone !== GROUP_SWITCHBOARD,
      )
      expect(others, locale).toEqual([])
    }
  })

  test('counts stated anywhere match the records (casinos, hotels, restaurants)', async () => {
    const { payload } = ctx
    const casinos = (await payload.count({ collection: 'casinos' })).totalDocs
    const hotels = (await payload.count({ collection: 'hotels' })).totalDocs
    const restaurants = (await payload.count({ collection: 'restaurants' })).totalDocs
    for (const locale of locales) {
      const texts = await allPagesText(payload, locale)
      const stated = (nouns: string) => texts.flatMap((text) => countsBefore(text, nouns))
      expect(new Set(stated('casinos')), locale).toEqual(new Set([casinos]))
      expect(new Set(stated('hôtels|hotels')), locale).toEqual(new Set([hotels]))
      expect(new Set(stated('restaurants')), locale).toEqual(new Set([restaurants]))
    }
  })
})

describe('demo content: hotels', () => {
  test('no text states a number of rooms other than the hotel’s seeded rooms', async () => {
    const { payload } = ctx
    for (const locale of locales) {
      const hotels = await payload.find({
        collection: 'hotels',
        locale,
        pagination: false,
        depth: 0,
      })
      for (const hotel of hotels.docs) {
        const text = textOf([hotel.name, hotel.summary, hotel.description])
        for (const count of countsBefore(text, 'chambres|rooms|room')) {
          expect(count, `${hotel.name} (${locale})`).toBe(hotel.rooms?.length ?? 0)
        }
      }
      // On the pages, a room count only appears next to the one hotel it describes.
      const pages = await payload.find({ collection: 'pages', locale, pagination: false, depth: 0 })
      const units: unknown[] = pages.docs.flatMap((page) =>
        (page.layout ?? []).flatMap((block): unknown[] =>
          'cards' in block && Array.isArray(block.cards) ? block.cards : [block],
        ),
      )
      for (const unit of units) {
        const text = textOf(unit)
        const counts = countsBefore(text, 'chambres|rooms|room')
        if (counts.length === 0) continue
        const named = hotels.docs.filter((hotel) => text.includes(hotel.name))
        expect(
          named.map((hotel) => hotel.name),
          `${locale}: ${text.slice(0, 120)}`,
        ).toHaveLength(1)
        for (const count of counts) expect(count, text.slice(0, 120)).toBe(named[0]!.rooms?.length)
      }
    }
  })
})

describe('demo content: tournaments', () => {
  const weekdays: Record<string, number> = {
    lundi: 1,
    mardi: 2,
    mercredi: 3,
    jeudi: 4,
    vendredi: 5,
    samedi: 6,
    dimanche: 7,
    monday: 1,
    tuesday: 2,
    wednesday: 3,
    thursday: 4,
    friday: 5,
    saturday: 6,
    sunday: 7,
  }

  test('a tournament named after a weekday is held on that day (Paris time)', async () => {
    const { payload } = ctx
    let named = 0
    for (const locale of locales) {
      const tournaments = await payload.find({
        collection: 'tournaments',
        locale,
        pagination: false,
        depth: 0,
      })
      for (const tournament of tournaments.docs) {
        const day = Object.keys(weekdays).find((word) =>
          new RegExp(`\\b${word}\\b`, 'i').test(tournament.name),
        )
        if (!day) continue
        named++
        const held = getZonedParts(new Date(tournament.startsAt)).weekday
        expect(held, `${tournament.name} #${tournament.tournamentId}`).toBe(weekdays[day])
      }
    }
    expect(named).toBeGreaterThan(0)
  })
})

describe('demo content: loyalty programme', () => {
  const months: Record<string, number> = { douze: 12, twelve: 12, 'vingt-quatre': 24 }

  test('what the pages say of how long points last is what the rules say', async () => {
    const { payload } = ctx
    const { expiry } = await getLoyaltyRules(payload)
    let stated = 0
    for (const locale of locales) {
      const pattern = locale === 'fr' ? /valables (\S+) mois/gi : /valid for (\S+) months/gi
      for (const text of await allPagesText(payload, locale)) {
        for (const match of text.matchAll(pattern)) {
          stated++
          const word = match[1]!.toLowerCase()
          const said = /^\d+$/.test(word) ? Number(word) : months[word]
          expect(expiry, match[0]).toEqual({ enabled: true, months: said })
        }
      }
    }
    expect(stated).toBeGreaterThan(0)
  })
})

describe('demo seeds', () => {
  test('a second run of every part creates nothing', async () => {
    const report = await seedDemo(ctx.payload)
    expect(report.steps.length).toBeGreaterThan(10)
    expect(report.created).toBe(0)
    expect(report.existing).toBeGreaterThan(100)
  })
})
