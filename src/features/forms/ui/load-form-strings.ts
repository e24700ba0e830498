import { getTranslations } from 'next-intl/server'

import { getEnv } from '@/platform/config/env'
import type { Locale } from '@/platform/i18n/locales'
import {
  CAPTCHA_STRING_KEYS,
  toPublicCaptchaConfig,
  type CaptchaStrings,
} from '@/platform/security/captcha/config'

import { CAPTCHA_ERROR_CODES } from '../domain'
import type { PublicFieldErrorCode } from '../server/form-results'
import type { CaptchaProps, PublicFormStrings } from './public-form-kit'

const FIELD_ERROR_CODES: PublicFieldErrorCode[] = [
  'required',
  'invalid',
  'invalidEmail',
  'invalidPhone',
  'tooLong',
  ...CAPTCHA_ERROR_CODES,
]

/** The captcha's configuration and texts for a form rendered on the server. */
export async function loadCaptchaProps(locale: Locale): Promise<CaptchaProps> {
  const t = await getTranslations({ locale, namespace: 'captcha' })
  const strings = Object.fromEntries(CAPTCHA_STRING_KEYS.map((key) => [key, t(key)]))
  return { config: toPublicCaptchaConfig(getEnv()), strings: strings as CaptchaStrings }
}

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
