export {
  CasinoCredits,
  MachinePaymentSettings,
  MachineSpendCounters,
  PaymentCaps,
  PaymentEvents,
  Payments,
  TournamentRegistrations,
} from './collections'
