import type { AreaManifest } from '@/platform/cms/area-manifest'

import { venueBlocks } from './cms/blocks'
import { Casinos } from './cms/casinos'
import { Documents } from './cms/documents'
import { GameTables } from './cms/game-tables'
import { HotelOffers, Hotels, Rooms } from './cms/hotels'
import { Restaurants } from './cms/restaurants'

/** Casinos and what they hold: restaurants, hotels and rooms, game tables, documents. */
export const venuesManifest: AreaManifest = {
  area: 'venues',
  collections: [Casinos, Restaurants, Hotels, Rooms, HotelOffers, GameTables, Documents],
  pageBlocks: venueBlocks,
}

export { venuesMemberExtension } from './cms/favourite-casino'
