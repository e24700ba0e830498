/**
 * What other areas may use of the venues area: casinos, restaurants and hotels, and what every
 * programme area (shows, tournaments, jackpots, seminars, search) needs of a casino: reading its
 * relation, showing its address, formatting prices and dates, serving a calendar file.
 */
export { getCasinoChoices, getCasinos, getHotels } from './server/queries'
export { VenuesRepository } from './server/venues-repository'
export { VenueSearchReads } from './server/venue-search-reads'
export {
  casinoOf,
  joinCasino,
  populate,
  published,
  toCasinoCard,
  toCasinoRef,
  toMediaViews,
} from './server/mappers'
export { hotelPath, restaurantPath } from './server/venue-paths'
export { getCalendarSite, toCalendarFileName, type CalendarFile } from './server/calendar-file'
export { casinoSlugOf } from './server/casino-slug'
export { CasinoAddress, getAddressLabels } from './ui/casino-address'
export { formatDateTime, formatEuros } from './ui/format'
