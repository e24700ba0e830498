import type { Locale } from '@/platform/i18n/locales'
import type { ButtonAppearance } from '@/ui/primitives/button-link'

import { loadAccountTranslator } from './blocks/load-strings'
import { LoginPopupButton } from './login-popup-button'
import { pickStrings, POPUP_KEYS } from './strings'

/** The login-in-a-popup button with its texts, for server components (e.g. the header). */
export async function LoginPopupEntry({
  locale,
  appearance,
  className,
}: {
  locale: Locale
  appearance?: ButtonAppearance
  className?: string
}) {
  const t = await loadAccountTranslator(locale)
  return (
    <LoginPopupButton
      locale={locale}
      labels={pickStrings(t, 'popup', POPUP_KEYS)}
      appearance={appearance}
      className={className}
    />
  )
}
