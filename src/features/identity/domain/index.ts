/** Pure identity rules other areas may use (any layer): contact details typed in their forms. */
export { normalizePhone, PHONE_EXAMPLE } from './validation'
