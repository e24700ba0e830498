/** What other parts of the app may use of the privacy area: its calls in the product API's document. */
export { privacyOperations } from './server/openapi'
