/** The quote form's fields and error codes (shared by the server block and the client form). */
export const QUOTE_FIELDS = [
  'company',
  'contactName',
  'email',
  'phone',
  'venue',
  'eventType',
  'eventDate',
  'guests',
  'rooms',
  'budgetEuros',
  'destination',
  'arrival',
  'departure',
  'subject',
  'message',
] as const
export type QuoteField = (typeof QUOTE_FIELDS)[number]

export const QUOTE_ERROR_CODES = [
  'required',
  'invalid',
  'invalidEmail',
  'invalidPhone',
  'tooLong',
  'invalidDate',
  'inThePast',
  'departureNeedsArrival',
  'beforeArrival',
  'notAnInteger',
  'tooSmall',
  'tooLarge',
  'captchaRequired',
  'captchaInvalid',
  'captchaExpired',
  'captchaReplayed',
  'captchaUnavailable',
] as const
