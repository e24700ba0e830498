/**
 * What can go wrong with a payment, as codes (spec §8's payment errors among them). The edge maps
 * each code to an HTTP status and to `payments.errors.<code>` in messages/fr.json and en.json.
 */
export const PAYMENT_ERROR_CODES = [
  // Tournaments (spec §8: unable to obtain tournament data, already signed up, no places left).
  'tournamentUnavailable',
  'registrationClosed',
  'alreadyRegistered',
  'noPlacesLeft',
  // Waiting lists (ADR 0071): seats are left, register instead.
  'waitlistNotFull',
  // Slot machines (spec §8: missing casino data, trigram or UUID; invalid amount).
  'missingCasinoData',
  'missingTrigram',
  'missingMachineId',
  'invalidTrigram',
  'invalidMachineId',
  'unknownCasino',
  'invalidAmount',
  'dailyCapReached',
  'weeklyCapReached',
  'weeklyBelowDaily',
  'invalidCap',
  // Payments.
  'unknownPayment',
  'notRefundable',
  'providerUnavailable',
] as const

export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[number]
export type PaymentErrorParams = Record<string, string | number>

export class PaymentError extends Error {
  constructor(
    readonly code: PaymentErrorCode,
    readonly params: PaymentErrorParams = {},
  ) {
    super(code)
    this.name = 'PaymentError'
  }
}

export const isPaymentError = (error: unknown): error is PaymentError =>
  error instanceof PaymentError

export function paymentErrorStatus(code: PaymentErrorCode): number {
  switch (code) {
    case 'tournamentUnavailable':
    case 'unknownCasino':
    case 'unknownPayment':
      return 404
    case 'alreadyRegistered':
    case 'noPlacesLeft':
    case 'waitlistNotFull':
    case 'registrationClosed':
    case 'notRefundable':
      return 409
    case 'providerUnavailable':
      return 502
    default:
      return 400
  }
}
