import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/platform/i18n/locales'

import { CAPTCHA_ERROR_CODES } from '@/platform/domain/captcha'
import type { PublicFieldErrorCode } from '../server/form-results'
import type { PublicFormStrings } from './public-form-kit'

export { loadCaptchaProps } from '@/platform/security/captcha/captcha-props'

const FIELD_ERROR_CODES: PublicFieldErrorCode[] = [
  'required',
  'invalid',
  'invalidEmail',
  'invalidPhone',
  'tooLong',
  ...CAPTCHA_ERROR_CODES,
]

/** The texts every public form shares, in the page's language. */
export async function loadPublicFormStrings(locale: Locale): Promise<PublicFormStrings> {
  const t = await getTranslations({ locale, namespace: 'forms' })
  return {
    requiredNote: t('requiredNote'),
    sending: t('sending'),
    failure: t('failure'),
    unexpected: t('unexpected'),
    // Filled in by the form with the minutes the server answered.
    tooManyRequests: t('tooManyRequests', { minutes: '{minutes}' }),
    errors: Object.fromEntries(
      FIELD_ERROR_CODES.map((code) => [code, t(`errors.${code}`)]),
    ) as PublicFormStrings['errors'],
  }
}
