/** The payments service's entry point for routes, jobs and tests. */
export { paymentsContext } from './effects'
export { applyNotification } from './notifications'
export { expireOpenPayments } from './expiry'
export { changeCaps, startMachinePayment } from './machine-payments'
export { refundPayment, transition, type PaymentsContext } from './payments-core'
export { registerForTournament, releaseExpiredHolds } from './tournament-registration'
export {
  joinWaitlist,
  leaveWaitlist,
  offerReleasedSeats,
  readWaitlistPlace,
  type WaitlistPlace,
} from './tournament-waitlist'
