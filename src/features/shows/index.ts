/** What other areas may use of the shows area. */
export { getShow, getShowPerformances, getShows, type ShowListOptions } from './server/queries'
