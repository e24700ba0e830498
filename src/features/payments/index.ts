/** What other areas may use of the payments area. */
export { machinePaymentPath, paymentRoutes, registrationPath } from './server/paths'
export { paymentOperations } from './server/openapi'
