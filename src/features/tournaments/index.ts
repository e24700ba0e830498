/** What other areas may use of the tournaments area. */
export { getTournament, getTournaments } from './server/queries'
