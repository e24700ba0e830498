import { Suspense } from 'react'

import { z } from 'zod'

import type { ResetPasswordBlock } from '@/payload-types'
import { getPayloadClient } from '@/platform/payload'

import { inspectEmailToken } from '../../server/email-tokens'

import { ResetPasswordForm } from '../forms/lazy-forms'
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

/** The link's token from the URL: one value, bounded; anything else reads as no token. */
const TokenParam = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (Array.isArray(value) ? value[0] : value) || null)
  .pipe(z.string().max(200).nullable())
  .catch(null)

export async function ResetPasswordBlockView({
  block,
  context,
}: {
  block: ResetPasswordBlock
  context: AccountBlockContext
}) {
  const { locale } = context
  const t = await loadAccountTranslator(locale)
  // A used, expired or unknown link is told at once, not after the form is filled in (the
  // reset itself checks the token again).
  const token = TokenParam.parse(context.query?.token)
  const state = token
    ? await inspectEmailToken(await getPayloadClient(), token, 'passwordReset')
    : null
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
          linkState={state === 'valid' ? null : state}
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
