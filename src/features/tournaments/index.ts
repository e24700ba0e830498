/** What other areas may use of the tournaments area. */
export { getTournaments } from './server/queries'
export { tournamentPath } from './server/tournament-paths'
export { countSeatsLeft } from './domain'
export { OnlineSeats } from './server/online-seats'
// The online registration (payments) reads tournaments here, never their collection.
export {
  findRegistrableTournament,
  findTournamentByDocId,
  findTournamentsByDocIds,
  listUpcomingPokerTournaments,
  withSeatsLeft,
  type RegistrableTournament,
} from './server/registrable'
