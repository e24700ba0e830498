import type { AccountLoginBlock } from '@/payload-types'
import { loadCaptchaProps } from '@/platform/security/captcha/captcha-props'

import { LoginForm } from '../forms/lazy-forms'
import { accountHref } from '../shared/account-href'
import { FIELD_KEYS, LOGIN_KEYS, pickFormKit, pickStrings } from '../strings'
import type { AccountBlockContext } from '../types'
import { AccountBlockFrame, frameId } from './account-block-frame'
import { loadAccountTranslator, pick } from './load-strings'

export async function AccountLoginBlockView({
  block,
  context,
}: {
  block: AccountLoginBlock
  context: AccountBlockContext
}) {
  const { locale } = context
  const t = await loadAccountTranslator(locale)
  const strings = pickStrings(t, 'login', LOGIN_KEYS)
  const fields = pickStrings(t, 'fields', FIELD_KEYS)
  return (
    <AccountBlockFrame
      id={frameId(block)}
      heading={block.heading || strings.title}
      intro={block.intro}
    >
      <LoginForm
        locale={locale}
        captcha={await loadCaptchaProps(locale)}
        door={block.door === 'hotel' ? 'hotel' : 'hub'}
        // The CMS field defaults to on; an unset value keeps that default. Hotel guests log in
        // with their e-mail: the hotel door has no card login.
        allowCardLogin={block.door !== 'hotel' && block.allowCardLogin !== false}
        kit={pickFormKit(t)}
        strings={strings}
        fields={pick(fields, ['email', 'password', 'cardNumber', 'cardNumberHint', 'birthdate'])}
        links={{
          forgotPassword: accountHref('forgotPassword', locale),
          signUp: accountHref('signUp', locale),
          profile: accountHref('profile', locale),
          otherDoor: accountHref('hotelLogin', locale),
          collaboratorSignUp: accountHref('collaboratorSignUp', locale),
        }}
      />
    </AccountBlockFrame>
  )
}
