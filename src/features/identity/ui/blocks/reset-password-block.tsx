import { Suspense } from 'react'

import type { ResetPasswordBlock } from '@/payload-types'

import { ResetPasswordForm } from '../forms/reset-password-form'
import { accountHref } from '../shared/account-href'
import {
  FIELD_KEYS,
  PASSWORD_RULE_KEYS,
  RESET_PASSWORD_KEYS,
  pickFormKit,
  pickStrings,
} from '../strings'
import type { AccountBlockContext } from '../types'
import { AccountBlockFrame, frameId } from './account-block-frame'
import { loadAccountTranslator, pick } from './load-strings'

export async function ResetPasswordBlockView({
  block,
  context,
}: {
  block: ResetPasswordBlock
  context: AccountBlockContext
}) {
  const { locale } = context
  const t = await loadAccountTranslator(locale)
  const strings = pickStrings(t, 'resetPassword', RESET_PASSWORD_KEYS)
  return (
    <AccountBlockFrame
      id={frameId(block)}
      heading={block.heading || strings.title}
      intro={block.intro}
    >
      {/* The token is read from the URL in the browser. */}
      <Suspense fallback={null}>
        <ResetPasswordForm
          locale={locale}
          kit={pickFormKit(t)}
          strings={strings}
          fields={pick(pickStrings(t, 'fields', FIELD_KEYS), ['newPassword', 'newPasswordVerify'])}
          passwordRules={pickStrings(t, 'password', PASSWORD_RULE_KEYS)}
          links={{
            login: accountHref('login', locale),
            forgotPassword: accountHref('forgotPassword', locale),
          }}
        />
      </Suspense>
    </AccountBlockFrame>
  )
}
