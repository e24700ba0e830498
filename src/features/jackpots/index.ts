/** What other areas and the routes may use of the jackpots area. */
export { JackpotInputSchema, recordJackpot, type JackpotOutcome } from './server/record-jackpot'
