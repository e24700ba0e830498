/**
 * The payments service's entry point for routes, jobs and tests: loading it loads the effects
 * (server/effects.ts registers itself with payments-core), so a payment's move always has them.
 */
import './effects'

export { applyNotification } from './notifications'
export { expireOpenPayments } from './expiry'
export { changeCaps, startMachinePayment } from './machine-payments'
export { refundPayment, transition, type PaymentsContext } from './payments-core'
export { registerForTournament, releaseExpiredHolds } from './tournament-registration'
