/** Pure rules of the identity area that other areas may use. */
export {
  checkCardNumber,
  normalizeCardNumber,
  normalizeEmail,
  normalizePhone,
  PHONE_EXAMPLE,
} from './validation'
