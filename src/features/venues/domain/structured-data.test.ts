import { describe, expect, test } from 'vitest'

import type { EventStatus } from './event-status'
import {
  buildCasinoJsonLd,
  buildEventJsonLd,
  buildHotelJsonLd,
  buildRestaurantJsonLd,
  type EventJsonLdInput,
  formatPriceLevel,
  serializeJsonLd,
  type VenueJsonLdInput,
} from './structured-data'

const cannesAddress = {
  streetAddress: '1 La Croisette',
  postalCode: '06400',
  addressLocality: 'Cannes',
}
const casinoPlace = {
  name: 'Casino de Cannes',
  address: cannesAddress,
  geo: { lat: 43.5528, lng: 7.0174 },
  url: 'https://www.atout.example/casino-cannes',
}
const show: EventJsonLdInput = {
  name: 'Soirée jazz',
  url: 'https://www.atout.example/casino-cannes/spectacle/soiree-jazz',
  description: 'Un trio légendaire.',
  images: ['https://www.atout.example/media/jazz.jpg'],
  startsAt: new Date('2025-06-01T18:30:00Z'),
  endsAt: new Date('2025-06-01T20:30:00Z'),
  status: 'scheduled',
  location: casinoPlace,
  offer: { fromCents: 2500, toCents: 6050, url: 'https://tickets.example/jazz' },
  performers: ['Trio Manouche'],
  organizerName: 'Atout',
}

describe('buildEventJsonLd', () => {
  test('a performance with a price band', () => {
    expect(buildEventJsonLd(show)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Soirée jazz',
      url: 'https://www.atout.example/casino-cannes/spectacle/soiree-jazz',
      description: 'Un trio légendaire.',
      image: ['https://www.atout.example/media/jazz.jpg'],
      startDate: '2025-06-01T20:30:00+02:00',
      endDate: '2025-06-01T22:30:00+02:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Casino de Cannes',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '1 La Croisette',
          postalCode: '06400',
          addressLocality: 'Cannes',
          addressCountry: 'FR',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 43.5528, longitude: 7.0174 },
        url: 'https://www.atout.example/casino-cannes',
      },
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: '25.00',
        highPrice: '60.50',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: 'https://tickets.example/jazz',
      },
      performer: [{ '@type': 'PerformingGroup', name: 'Trio Manouche' }],
      organizer: { '@type': 'Organization', name: 'Atout' },
    })
  })

  test('a tournament: one buy-in price, winter offset, optional fields left out', () => {
    const event = buildEventJsonLd({
      name: "Texas Hold'em Deepstack",
      startsAt: new Date('2025-01-15T19:00:00Z'),
      status: 'full',
      location: { name: 'Casino de Cannes', address: cannesAddress, geo: null },
      offer: { fromCents: 15_000 },
    })
    expect(event).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: "Texas Hold'em Deepstack",
      startDate: '2025-01-15T20:00:00+01:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Casino de Cannes',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '1 La Croisette',
          postalCode: '06400',
          addressLocality: 'Cannes',
          addressCountry: 'FR',
        },
      },
      offers: {
        '@type': 'Offer',
        price: '150.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/SoldOut',
      },
    })
  })

  test.each<[EventStatus, string, string]>([
    ['scheduled', 'EventScheduled', 'InStock'],
    ['exclusive', 'EventScheduled', 'InStock'],
    ['promotion', 'EventScheduled', 'InStock'],
    ['full', 'EventScheduled', 'SoldOut'],
    ['canceled', 'EventCancelled', 'Discontinued'],
    ['postponed', 'EventPostponed', 'OutOfStock'],
    ['finished', 'EventScheduled', 'Discontinued'],
  ])('status %s → %s, offer %s', (status, eventStatus, availability) => {
    const event = buildEventJsonLd({ ...show, status })
    expect(event.eventStatus).toBe(`https://schema.org/${eventStatus}`)
    expect(event.offers).toMatchObject({ availability: `https://schema.org/${availability}` })
  })

  test.each([
    [
      'equal bounds make one price',
      { fromCents: 3000, toCents: 3000 },
      { '@type': 'Offer', price: '30.00' },
    ],
    ['a free show', { fromCents: 0 }, { '@type': 'Offer', price: '0.00' }],
    [
      'reversed bounds are ordered',
      { fromCents: 5000, toCents: 2000 },
      { lowPrice: '20.00', highPrice: '50.00' },
    ],
  ])('%s', (_name, offer, expected) => {
    expect(buildEventJsonLd({ ...show, offer }).offers).toMatchObject(expected)
  })

  test('no offer without a valid price', () => {
    expect(buildEventJsonLd({ ...show, offer: null })).not.toHaveProperty('offers')
    expect(buildEventJsonLd({ ...show, offer: { fromCents: -5 } })).not.toHaveProperty('offers')
  })
})

const venue: VenueJsonLdInput = {
  name: 'Casino de Cannes',
  url: 'https://www.atout.example/casino-cannes',
  telephone: '+33 4 93 00 00 00',
  address: { ...cannesAddress, addressCountry: 'FR' },
  geo: { lat: 43.5528, lng: 7.0174 },
  openingHours: {
    weekly: [
      { day: 5, opens: '10:00', closes: '04:00' },
      { day: 7, opens: '18:00', closes: '24:00' },
    ],
  },
}

describe('venues', () => {
  test('a casino with its opening hours (past midnight: closes earlier than it opens)', () => {
    expect(buildCasinoJsonLd(venue)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Casino',
      name: 'Casino de Cannes',
      url: 'https://www.atout.example/casino-cannes',
      telephone: '+33 4 93 00 00 00',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 La Croisette',
        postalCode: '06400',
        addressLocality: 'Cannes',
        addressCountry: 'FR',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 43.5528, longitude: 7.0174 },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Friday',
          opens: '10:00',
          closes: '04:00',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Sunday',
          opens: '18:00',
          closes: '23:59',
        },
      ],
    })
  })

  test('a hotel has a star rating', () => {
    const hotel = buildHotelJsonLd({
      ...venue,
      name: 'Hôtel Majestic',
      openingHours: null,
      stars: 5,
    })
    expect(hotel).toMatchObject({
      '@type': 'Hotel',
      name: 'Hôtel Majestic',
      starRating: { '@type': 'Rating', ratingValue: 5 },
    })
    expect(hotel).not.toHaveProperty('openingHoursSpecification')
  })

  test('a restaurant has cuisines, a price range and its booking flag', () => {
    expect(
      buildRestaurantJsonLd({
        ...venue,
        name: 'Le Fouquet’s',
        openingHours: null,
        servesCuisine: ['French', 'Mediterranean'],
        priceLevel: 3,
        acceptsReservations: false,
        menuUrl: 'https://www.atout.example/media/menu.pdf',
      }),
    ).toMatchObject({
      '@type': 'Restaurant',
      servesCuisine: ['French', 'Mediterranean'],
      priceRange: '€€€',
      acceptsReservations: false,
      hasMenu: 'https://www.atout.example/media/menu.pdf',
    })
  })

  test.each([
    [1, '€'],
    [2, '€€'],
    [4, '€€€€'],
  ] as const)('price level %i → %s', (level, expected) => {
    expect(formatPriceLevel(level)).toBe(expected)
  })
})

describe('serializeJsonLd', () => {
  test('a name cannot close the script tag', () => {
    const json = serializeJsonLd(buildCasinoJsonLd({ ...venue, name: '</script><script>alert(1)' }))
    expect(json).not.toContain('</script>')
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)')
  })

  test('line and paragraph separators are escaped', () => {
    const json = serializeJsonLd({
      '@context': 'https://schema.org',
      '@type': 'Casino',
      name: 'a\u2028b\u2029c',
    })
    expect(json).toContain('"name":"a\\u2028b\\u2029c"')
    expect(JSON.parse(json).name).toBe('a\u2028b\u2029c')
  })
})
