import type { ForgotPasswordBlock } from '@/payload-types'
import { loadCaptchaProps } from '@/platform/security/captcha/captcha-props'

import { ForgotPasswordForm } from '../forms/lazy-forms'
import { accountHref } from '../shared/account-href'
import { FIELD_KEYS, FORGOT_PASSWORD_KEYS, pickFormKit, pickStrings } from '../strings'
import type { AccountBlockContext } from '../types'
import { AccountBlockFrame, frameId } from './account-block-frame'
import { loadAccountTranslator, pick } from './load-strings'

export async function ForgotPasswordBlockView({
  block,
  context,
}: {
  block: ForgotPasswordBlock
  context: AccountBlockContext
}) {
  const { locale } = context
  const [t, captcha] = await Promise.all([loadAccountTranslator(locale), loadCaptchaProps(locale)])
  const strings = pickStrings(t, 'forgotPassword', FORGOT_PASSWORD_KEYS)
  return (
    <AccountBlockFrame
      id={frameId(block)}
      heading={block.heading || strings.title}
      intro={block.intro}
    >
      <ForgotPasswordForm
        locale={locale}
        kit={pickFormKit(t)}
        strings={strings}
        fields={pick(pickStrings(t, 'fields', FIELD_KEYS), ['email'])}
        links={{ login: accountHref('login', locale) }}
        captcha={captcha}
      />
    </AccountBlockFrame>
  )
}
