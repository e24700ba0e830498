export {
  CasinoCredits,
  MachinePaymentSettings,
  MachineSpendCounters,
  PaymentCaps,
  PaymentEvents,
  Payments,
  TournamentRegistrations,
  TournamentSeatCounters,
} from './collections'
