import type { ComponentType } from 'react'

import {
  casinoInfoBlockView,
  type CasinoListings,
  GameTablesBlockView,
  HotelListBlockView,
  HotelOffersBlockView,
  RestaurantListBlockView,
} from './blocks/venue-blocks'

/**
 * The venues area's blocks by block type, for the content area's block registry; the casino's own
 * block lists what the programme areas give it (`listings`, from the composition root).
 */
export function venueBlockViews(listings: CasinoListings): Record<string, ComponentType<never>> {
  return {
    casinoInfo: casinoInfoBlockView(listings),
    restaurantList: RestaurantListBlockView,
    hotelList: HotelListBlockView,
    hotelOffers: HotelOffersBlockView,
    gameTables: GameTablesBlockView,
  }
}
