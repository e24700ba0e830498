/** What other areas may use of the search area. */
export { getSearchOptions, searchVenues } from './server/queries'
