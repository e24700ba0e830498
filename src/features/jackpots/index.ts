/** What other areas may use of the jackpots area. */
export { getLastJackpots } from './server/queries'
