/** What other areas may use of the search area. */
export { searchPath } from './server/search-paths'
