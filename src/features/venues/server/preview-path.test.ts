import { describe, expect, test } from 'vitest'

import { buildVenuePreviewPath, type VenuePreviewTarget } from './preview-path'

describe('preview links of venue documents, in the document’s locale', () => {
  test.each<[VenuePreviewTarget, string, string]>([
    [
      { collection: 'shows', casino: 'cannes', slug: 'la-revue' },
      '/website-casinos/cannes/spectacle/la-revue',
      '/en/website-casinos/cannes/show/la-revue',
    ],
    [
      { collection: 'hotels', casino: 'biarritz', slug: 'le-palais' },
      '/website-casinos/biarritz/hotel/le-palais',
      '/en/website-casinos/biarritz/hotel/le-palais',
    ],
    [
      { collection: 'restaurants', casino: 'cannes', slug: 'le-grill' },
      '/website-casinos/cannes/restaurant/le-grill',
      '/en/website-casinos/cannes/restaurant/le-grill',
    ],
    [
      { collection: 'tournaments', casino: 'deauville', tournamentId: 12, kind: 'poker' },
      '/website-casinos/deauville/tournois-poker/12',
      '/en/website-casinos/deauville/poker-tournaments/12',
    ],
    [
      { collection: 'tournaments', casino: 'deauville', tournamentId: 7, kind: 'other' },
      '/website-casinos/deauville/tournois/7',
      '/en/website-casinos/deauville/tournaments/7',
    ],
  ])('%o → %s (fr), %s (en)', (target, fr, en) => {
    expect(buildVenuePreviewPath(target, 'fr')).toBe(fr)
    expect(buildVenuePreviewPath(target, 'en')).toBe(en)
  })

  test('a seminar offer opens the page listing it, found in each locale', () => {
    expect(
      buildVenuePreviewPath(
        { collection: 'seminar-offers', listingPath: '/cannes/seminaires' },
        'fr',
      ),
    ).toBe('/website-casinos/cannes/seminaires')
    expect(
      buildVenuePreviewPath(
        { collection: 'seminar-offers', listingPath: '/cannes/seminars' },
        'en',
      ),
    ).toBe('/en/website-casinos/cannes/seminars')
  })
})
