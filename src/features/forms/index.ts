/** What other areas may use of the forms area: the captcha and rate limits of public forms. */
export { verifyCaptcha, type CaptchaForm } from './server/captcha'
export { admitFormSubmission } from './server/rate-limit'
export {
  passPublicFormGate,
  toFormRefusal,
  type PublicFormRefusal,
} from './server/public-form-gate'
export type { CaptchaErrorCode, CaptchaVerdict } from './domain'
