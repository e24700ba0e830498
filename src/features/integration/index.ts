/** What other areas and the routes may use of the integration area. */
export { storeApiKey } from './server/api-keys'
export {
  IntegrationError,
  integrationRoute,
  type IntegrationCaller,
} from './server/integration-route'
