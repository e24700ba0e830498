/** What other areas may use of the seminars area. */
export { getSeminarOffers, saveQuoteRequest } from './server/queries'
export { QuoteRequestSchema, type SubmitQuoteRequestResult } from './server/quote-requests'
