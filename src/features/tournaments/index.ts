/** What other areas may use of the tournaments area. */
export { getTournaments } from './server/queries'
export { tournamentPath } from './server/tournament-paths'
export { countSeatsLeft } from './domain'
export { OnlineSeats } from './server/online-seats'
