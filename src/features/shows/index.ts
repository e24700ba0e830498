/** What other areas may use of the shows area. */
export { getShows } from './server/queries'
export { ShowsRepository } from './server/shows-repository'
export { showPath } from './server/show-paths'
