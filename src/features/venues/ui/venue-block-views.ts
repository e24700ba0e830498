import type { ComponentType } from 'react'

import {
  CasinoInfoBlockView,
  GameTablesBlockView,
  HotelListBlockView,
  HotelOffersBlockView,
  RestaurantListBlockView,
} from './blocks/venue-blocks'

/** The venues area's blocks by block type, for the content area's block registry. */
export const venueBlockViews: Record<string, ComponentType<never>> = {
  casinoInfo: CasinoInfoBlockView,
  restaurantList: RestaurantListBlockView,
  hotelList: HotelListBlockView,
  hotelOffers: HotelOffersBlockView,
  gameTables: GameTablesBlockView,
}
