export {
  CasinoCredits,
  MachinePaymentSettings,
  MachineSpendCounters,
  PaymentCaps,
} from './machine-payments'
export { PaymentEvents, Payments } from './payments'
export { TournamentRegistrations } from './tournament-registrations'
export { TournamentWaitlist } from './tournament-waitlist'
