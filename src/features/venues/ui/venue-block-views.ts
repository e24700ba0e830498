import type { ComponentType } from 'react'

import {
  GameTablesBlockView,
  LastJackpotsBlockView,
  RestaurantListBlockView,
  ShowCalendarBlockView,
  ShowListBlockView,
  TournamentListBlockView,
} from './blocks/programme-blocks'
import { SeminarQuoteFormBlockView } from './blocks/seminar-quote-block'
import {
  CasinoInfoBlockView,
  HotelListBlockView,
  HotelOffersBlockView,
  SeminarOffersBlockView,
} from './blocks/venue-blocks'

/** Venue and programme blocks by block type, for the content area's block registry. */
export const venueBlockViews: Record<string, ComponentType<never>> = {
  casinoInfo: CasinoInfoBlockView,
  restaurantList: RestaurantListBlockView,
  hotelList: HotelListBlockView,
  hotelOffers: HotelOffersBlockView,
  gameTables: GameTablesBlockView,
  showList: ShowListBlockView,
  showCalendar: ShowCalendarBlockView,
  tournamentList: TournamentListBlockView,
  lastJackpots: LastJackpotsBlockView,
  seminarOffers: SeminarOffersBlockView,
  seminarQuoteForm: SeminarQuoteFormBlockView,
}
