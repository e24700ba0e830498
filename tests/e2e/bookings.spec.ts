import type { APIRequestContext, Page } from '@playwright/test'

import { expect, expectAccessible, staffToken, test } from './support/fixtures'
import { MARIE, signIn } from './support/members'

/**
 * Bookings in a real browser, in French and English: a visitor books a table and cancels it from
 * the link in the confirmation mail (read from the outbox); a member books a room and finds it
 * under "my stays"; a time or a room taken while the form is open is refused with its message.
 * Demo restaurants, hotels and their booking settings come from the seed (dates relative to today).
 */

const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? '3100'}`

type Locale = 'fr' | 'en'

const ui = {
  fr: {
    restaurant: '/cannes/restaurant/le-toit-de-la-croisette',
    brasserie: '/aix-en-provence/restaurant/la-brasserie-mirabeau',
    planches: '/deauville/hotel/hotel-atout-les-planches',
    croisette: '/cannes/hotel/hotel-atout-croisette',
    stays: '/account/mes-sejours',
    date: 'Date',
    party: 'Nombre de personnes',
    name: 'Nom et prénom',
    email: 'Adresse e-mail',
    phone: 'Téléphone',
    phoneCountry: 'Pays du numéro',
    belgium: 'Belgique',
    bookTable: 'Réserver la table',
    arrival: 'Arrivée',
    departure: 'Départ',
    guests: 'Personnes',
    seeRooms: 'Voir les chambres',
    flexible: /^Tarif flexible/,
    confirm: 'Confirmer la réservation',
    confirmed: 'Réservation confirmée',
    cancel: 'Annuler ma réservation',
    yesCancel: 'Oui, annuler',
    cancelledNow: 'Votre réservation est annulée',
    cancelledBadge: 'Annulée',
    slotGone: 'Cet horaire n’est plus disponible',
    roomGone: 'Cette chambre n’est plus disponible à ces dates',
    summary: 'La réservation n’a pas pu être faite',
    upcoming: 'À venir',
    ended: 'Terminés',
    cancelledByGuest: 'Vous avez annulé cette réservation.',
    roomsGroup: /^Chambres du /,
    suite: 'Suite Prestige',
    time: (hhmm: string) => new RegExp(`^${hhmm}$`),
  },
  en: {
    restaurant: '/en/cannes/restaurant/le-toit-de-la-croisette',
    brasserie: '/en/aix-en-provence/restaurant/la-brasserie-mirabeau',
    planches: '/en/deauville/hotel/hotel-atout-les-planches',
    croisette: '/en/cannes/hotel/hotel-atout-croisette',
    stays: '/en/account/my-stays',
    date: 'Date',
    party: 'Number of guests',
    name: 'Full name',
    email: 'Email address',
    phone: 'Phone',
    phoneCountry: 'Country of the number',
    belgium: 'Belgium',
    bookTable: 'Book the table',
    arrival: 'Arrival',
    departure: 'Departure',
    guests: 'Guests',
    seeRooms: 'See rooms',
    flexible: /^Flexible rate/,
    confirm: 'Confirm the booking',
    confirmed: 'Booking confirmed',
    cancel: 'Cancel my booking',
    yesCancel: 'Yes, cancel',
    cancelledNow: 'Your booking is cancelled',
    cancelledBadge: 'Cancelled',
    slotGone: 'This time is no longer available',
    roomGone: 'This room is no longer available on these dates',
    summary: 'The booking could not be made',
    upcoming: 'Upcoming',
    ended: 'Ended',
    cancelledByGuest: 'You cancelled this booking.',
    roomsGroup: /^Rooms from /,
    suite: 'Prestige Suite',
    // en-US puts a narrow no-break space before PM.
    time: (hhmm: string) => {
      const [hour = 0, minute = 0] = hhmm.split(':').map(Number)
      return new RegExp(
        `^${hour % 12 || 12}:${String(minute).padStart(2, '0')}\\s${hour < 12 ? 'AM' : 'PM'}$`,
      )
    },
  },
} as const

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A form control by its label; required fields' labels end with an asterisk. */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${escape(label)}\\s*\\*?$`))
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** A Paris day `offset` days from today, 'YYYY-MM-DD'. */
function parisDay(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date())
  const date = new Date(`${today}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + offset)
  return date.toISOString().slice(0, 10)
}

/** The path of the booking link in the last confirmation mail to an address (from the outbox). */
async function bookingLinkFromOutbox(request: APIRequestContext, to: string): Promise<string> {
  const token = await staffToken(request)
  let text = ''
  await expect
    .poll(async () => {
      const response = await request.get('/api/cms/outbox', {
        headers: { Authorization: `JWT ${token}` },
        params: { 'where[to][equals]': to, sort: '-createdAt', limit: '1' },
      })
      const body = (await response.json()) as { docs: { text: string; kind: string }[] }
      text = body.docs[0]?.kind?.startsWith('booking.') ? body.docs[0].text : ''
      return text !== ''
    })
    .toBe(true)
  const match = /https?:\/\/[^/\s]+(\/(?:en\/booking|reservation)\/[\w-]{35})\s/.exec(text)
  if (!match) throw new Error(`no booking link in the mail to ${to}`)
  return match[1]!
}

/** Opens a venue page and reads the id its booking form asks the API about. */
async function openBookingPage(page: Page, path: string, api: RegExp, param: string) {
  const request = page.waitForRequest(api)
  await page.goto(path)
  return Number(new URL((await request).url()).searchParams.get(param))
}

/** The phone stored with a guest's table booking, as staff read it (the CMS API). */
async function storedTablePhone(request: APIRequestContext, email: string): Promise<string> {
  const token = await staffToken(request)
  const response = await request.get('/api/cms/table-bookings', {
    headers: { Authorization: `JWT ${token}` },
    params: { 'where[email][equals]': email, limit: '1', depth: '0' },
  })
  const body = (await response.json()) as { docs: { phone: string }[] }
  return body.docs[0]!.phone
}

async function fillGuest(page: Page, locale: Locale, email: string) {
  const t = ui[locale]
  await field(page, t.name).fill('Camille Laurent')
  await field(page, t.phone).fill('06 12 34 56 78')
  await field(page, t.email).fill(email)
}

for (const [index, locale] of (['fr', 'en'] as const).entries()) {
  const t = ui[locale]

  test.describe(`bookings (${locale})`, () => {
    test.describe.configure({ timeout: 90_000 })

    test('a visitor books a table, then cancels it from the link in the mail', async ({
      page,
      request,
    }) => {
      const email = `table-${unique()}@example.com`
      await page.goto(t.restaurant)
      await page
        .getByRole('link', { name: locale === 'fr' ? 'Réserver une table' : 'Book a table' })
        .first()
        .click()
      await field(page, t.date).fill(parisDay(6 + index))
      await field(page, t.party).selectOption('2')
      await page.getByRole('radio', { name: t.time('21:15') }).check()
      await fillGuest(page, locale, email)
      // A Belgian guest's mobile, written the Belgian way (issue 25: it was stored as French);
      // the field suggests the format of the country chosen beside it.
      await expect(field(page, t.phone)).toHaveAccessibleDescription(/06 12 34 56 78/)
      await field(page, t.phoneCountry).selectOption({ label: t.belgium })
      await expect(field(page, t.phone)).toHaveAccessibleDescription(/0450 00 12 34/)
      await field(page, t.phone).fill('0470 12 34 56')
      await expectAccessible(page)
      await page.getByRole('button', { name: t.bookTable }).click()

      await expect(page).toHaveURL(/\/(reservation|en\/booking)\/[\w-]{35}\?new=1$/)
      await expect(page.getByRole('status').filter({ hasText: t.confirmed })).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Le Toit de la Croisette')
      await expect(page.getByRole('link', { name: /\.ics/ })).toHaveAttribute(
        'href',
        /\/api\/calendar\/(fr|en)\/bookings\//,
      )
      await expectAccessible(page)

      const link = await bookingLinkFromOutbox(request, email)
      expect(await storedTablePhone(request, email)).toBe('+32470123456')
      await page.goto(link)
      await page.getByRole('button', { name: t.cancel }).click()
      await page.getByRole('button', { name: t.yesCancel }).click()
      await expect(page.getByText(t.cancelledByGuest)).toBeVisible()
      await expect(page.getByText(t.cancelledBadge, { exact: true })).toBeVisible()
      await expect(page.getByRole('button', { name: t.cancel })).toHaveCount(0)
      // The calendar file of a cancelled booking says so.
      const ics = await request.get(`/api/calendar/${locale}/bookings/${link.split('/').pop()}`)
      expect(await ics.text()).toContain('STATUS:CANCELLED')
    })

    test('a time taken while the form is open is refused, and no longer offered', async ({
      page,
      request,
    }) => {
      const date = parisDay(9 + index)
      const restaurantId = await openBookingPage(
        page,
        t.brasserie,
        /\/api\/epc\/bookings\/tables\/slots\?/,
        'restaurant',
      )
      await field(page, t.date).fill(date)
      await field(page, t.party).selectOption('2')
      await page.getByRole('radio', { name: t.time('20:30') }).check()
      await fillGuest(page, locale, `late-${unique()}@example.com`)
      // Meanwhile, others take the 20 covers of that time.
      for (const party of [8, 8, 4]) {
        const taken = await request.post('/api/epc/bookings/tables', {
          headers: { Origin: ORIGIN },
          data: {
            restaurant: restaurantId,
            date,
            time: '20:30',
            party,
            name: 'Autre Client',
            email: `other-${unique()}@example.com`,
            phone: '0612345678',
          },
        })
        expect(taken.status()).toBe(201)
      }
      await page.getByRole('button', { name: t.bookTable }).click()
      const summary = page.getByRole('alert').filter({ hasText: t.summary })
      await expect(summary).toContainText(t.slotGone)
      await expect(page.getByRole('radio', { name: t.time('20:30') })).toHaveCount(0)
      await expect(page.getByRole('radio', { name: t.time('21:00') })).toBeAttached()
    })

    test('a member books a room and finds it under "my stays"', async ({ page }) => {
      await signIn(page, MARIE)
      const arrival = parisDay(40 + 3 * index)
      const departure = parisDay(42 + 3 * index)
      // The form asks for its calendar once hydrated: dates typed before would not be seen.
      await openBookingPage(
        page,
        `${t.planches}#booking`,
        /\/api\/epc\/bookings\/rooms\/calendar\?/,
        'hotel',
      )
      await field(page, t.arrival).fill(arrival)
      await field(page, t.departure).fill(departure)
      await field(page, t.guests).selectOption('2')
      await page.getByRole('button', { name: t.seeRooms }).click()
      const rooms = page.getByRole('group', { name: t.roomsGroup })
      await rooms.getByRole('radio', { name: t.flexible }).first().check()
      // Marie's name and e-mail come from her account; her phone is not on file.
      await expect(field(page, t.email)).toHaveValue(MARIE)
      await field(page, t.phone).fill('06 98 76 54 32')
      await page.getByRole('button', { name: t.confirm }).click()
      await expect(page).toHaveURL(/\/(reservation|en\/booking)\/[\w-]{35}\?new=1$/)
      await expect(page.getByRole('status').filter({ hasText: t.confirmed })).toBeVisible()

      await page.goto(t.stays)
      const upcoming = page.getByRole('region', { name: t.upcoming })
      await expect(
        upcoming.getByRole('listitem').filter({ hasText: 'Les Planches' }).first(),
      ).toBeVisible()
      await expect(upcoming.getByRole('link', { name: /H-DEMO01/ })).toBeVisible()
      await expect(
        // Ended long ago: its details stay, its private link has expired.
        page.getByRole('region', { name: t.ended }).getByText(/H-DEMO02/),
      ).toBeVisible()
      await expectAccessible(page)
    })

    test('a room taken while the form is open is refused with its message', async ({
      page,
      request,
    }) => {
      const arrival = parisDay(50 + 3 * index)
      const departure = parisDay(51 + 3 * index)
      const hotelId = await openBookingPage(
        page,
        `${t.croisette}#booking`,
        /\/api\/epc\/bookings\/rooms\/calendar\?/,
        'hotel',
      )
      await field(page, t.arrival).fill(arrival)
      await field(page, t.departure).fill(departure)
      await page.getByRole('button', { name: t.seeRooms }).click()
      const suiteCard = page
        .getByRole('group', { name: t.roomsGroup })
        .getByRole('listitem')
        .filter({ hasText: t.suite })
      await suiteCard.getByRole('radio', { name: t.flexible }).check()
      await fillGuest(page, locale, `suite-${unique()}@example.com`)
      // Meanwhile, the hotel's two suites are booked for that night.
      const availability = await request.get(
        `/api/epc/bookings/rooms/availability?hotel=${hotelId}&arrival=${arrival}&departure=${departure}&guests=2`,
      )
      const suite = (
        (await availability.json()) as {
          rooms: { roomId: number; name: string; roomsLeft: number }[]
        }
      ).rooms.find((room) => /Suite/.test(room.name))!
      for (let count = 0; count < suite.roomsLeft; count++) {
        const taken = await request.post('/api/epc/bookings/rooms', {
          headers: { Origin: ORIGIN },
          data: {
            hotel: hotelId,
            room: suite.roomId,
            arrival,
            departure,
            guests: 2,
            name: 'Autre Client',
            email: `other-${unique()}@example.com`,
            phone: '0612345678',
          },
        })
        expect(taken.status()).toBe(201)
      }
      await page.getByRole('button', { name: t.confirm }).click()
      await expect(page.getByRole('alert').filter({ hasText: t.summary })).toContainText(t.roomGone)
      await expect(suiteCard.getByRole('radio')).toHaveCount(0)
    })
  })
}
