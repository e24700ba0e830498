/** Pure rules of the identity area that other areas may use. */
export {
  checkCardNumber,
  isEmailAddress,
  normalizeCardNumber,
  normalizeEmail,
  PHONE_EXAMPLE,
} from './validation'
export { normalizePhone } from './phone'
// The hotel programme answers with the hotel catalogue's codes (spec section 8).
export { suggestHttpStatus, type HotelErrorCode, type IdentityErrorCode } from './error-codes'
// The consent history names each of a member's opt-ins.
export type { OptIns } from './member-forms'
