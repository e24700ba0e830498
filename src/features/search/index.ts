/** What other areas may use of the search area. */
export { searchPath, showCalendarSearchPath } from './server/search-paths'
