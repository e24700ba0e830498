import { getTranslations } from 'next-intl/server'

import { getEnv } from '../../config/env'
import type { Locale } from '../../i18n/locales'
import {
  CAPTCHA_STRING_KEYS,
  toPublicCaptchaConfig,
  type CaptchaStrings,
  type PublicCaptchaConfig,
} from './config'

export type CaptchaProps = { config: PublicCaptchaConfig; strings: CaptchaStrings }

/** The captcha's configuration and texts for a form rendered on the server. */
export async function loadCaptchaProps(locale: Locale): Promise<CaptchaProps> {
  const t = await getTranslations({ locale, namespace: 'captcha' })
  const strings = Object.fromEntries(CAPTCHA_STRING_KEYS.map((key) => [key, t(key)]))
  return { config: toPublicCaptchaConfig(getEnv()), strings: strings as CaptchaStrings }
}
