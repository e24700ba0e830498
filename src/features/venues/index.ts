/** What other areas may use of the venues area. */
export {
  getCasinoBySlug,
  getCasinos,
  getGameTables,
  getHotel,
  getHotelOffers,
  getHotels,
  getRestaurant,
  getRestaurants,
} from './server/queries'
export { getVenueSitemapEntries } from './server/sitemap'
