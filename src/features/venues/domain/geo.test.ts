import { describe, expect, test } from 'vitest'

import { distanceKm, type GeoPoint, isValidGeoPoint, sortByDistance } from './geo'

const paris = { lat: 48.8566, lng: 2.3522 }
const marseille = { lat: 43.2965, lng: 5.3698 }
const cannes = { lat: 43.5528, lng: 7.0174 }
const nice = { lat: 43.7102, lng: 7.262 }
const brest = { lat: 48.3904, lng: -4.4861 }

describe('distanceKm', () => {
  test.each<[string, GeoPoint, GeoPoint, number]>([
    ['Paris → Marseille', paris, marseille, 660],
    ['Cannes → Nice', cannes, nice, 26],
    ['Paris → Brest', paris, brest, 505],
    ['same point', cannes, cannes, 0],
    ['across the date line', { lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 }, 111],
    ['antipodes', { lat: 0, lng: 0 }, { lat: 0, lng: 180 }, 20015],
    ['pole to pole', { lat: 90, lng: 0 }, { lat: -90, lng: 0 }, 20015],
  ])('%s ≈ %i km', (_name, a, b, km) => {
    expect(Math.abs(distanceKm(a, b) - km)).toBeLessThan(1)
    expect(distanceKm(b, a)).toBeCloseTo(distanceKm(a, b), 9)
  })

  test.each<[GeoPoint]>([
    [{ lat: 91, lng: 0 }],
    [{ lat: 0, lng: -181 }],
    [{ lat: Number.NaN, lng: 0 }],
  ])('%j is refused', (point) => {
    expect(() => distanceKm(point, paris)).toThrow(RangeError)
  })
})

describe('isValidGeoPoint', () => {
  test.each<[GeoPoint | null | undefined, boolean]>([
    [paris, true],
    [{ lat: -90, lng: 180 }, true],
    [{ lat: 90.0001, lng: 0 }, false],
    [{ lat: 0, lng: Number.POSITIVE_INFINITY }, false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (point, expected) => {
    expect(isValidGeoPoint(point)).toBe(expected)
  })
})

describe('sortByDistance', () => {
  const venues = [
    { id: 'paris', geo: paris },
    { id: 'no-geo' },
    { id: 'nice-1', geo: nice },
    { id: 'bad-geo', geo: { lat: 100, lng: 0 } },
    { id: 'marseille', geo: marseille },
    { id: 'null-geo', geo: null },
    { id: 'nice-2', geo: nice },
  ]

  test.each<[string, GeoPoint | null, string[]]>([
    [
      'from Cannes: nearest first, ties and missing coordinates in input order',
      cannes,
      ['nice-1', 'nice-2', 'marseille', 'paris', 'no-geo', 'bad-geo', 'null-geo'],
    ],
    [
      'from Brest',
      brest,
      ['paris', 'marseille', 'nice-1', 'nice-2', 'no-geo', 'bad-geo', 'null-geo'],
    ],
    [
      'without an origin the order is kept',
      null,
      ['paris', 'no-geo', 'nice-1', 'bad-geo', 'marseille', 'null-geo', 'nice-2'],
    ],
    [
      'with an invalid origin the order is kept',
      { lat: 200, lng: 0 },
      ['paris', 'no-geo', 'nice-1', 'bad-geo', 'marseille', 'null-geo', 'nice-2'],
    ],
  ])('%s', (_name, origin, expected) => {
    expect(sortByDistance(venues, origin).map((venue) => venue.id)).toEqual(expected)
  })

  test('each item carries its distance (null without coordinates); the input is untouched', () => {
    const copy = structuredClone(venues)
    const sorted = sortByDistance(venues, cannes)
    expect(sorted[0]?.distanceKm).toBeCloseTo(distanceKm(cannes, nice), 9)
    expect(sorted.at(-1)?.distanceKm).toBeNull()
    expect(venues).toEqual(copy)
  })
})
