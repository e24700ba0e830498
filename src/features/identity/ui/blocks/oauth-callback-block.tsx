import type { OauthCallbackBlock } from '@/payload-types'

import { OauthCallback } from '../forms/lazy-forms'
import { accountHref } from '../shared/account-href'
import { OAUTH_KEYS, pickStrings } from '../strings'
import type { AccountBlockContext } from '../types'
import { AccountBlockFrame, frameId } from './account-block-frame'
import { loadAccountTranslator } from './load-strings'

/** The page the login popup lands on: reloads the opener and closes the popup. */
export async function OauthCallbackBlockView({
  block,
  context,
}: {
  block: OauthCallbackBlock
  context: AccountBlockContext
}) {
  const { locale } = context
  const t = await loadAccountTranslator(locale)
  const strings = pickStrings(t, 'oauth', OAUTH_KEYS)
  return (
    <AccountBlockFrame
      id={frameId(block)}
      heading={block.heading || strings.title}
      intro={block.intro}
    >
      <OauthCallback strings={strings} continueHref={accountHref('profile', locale)} />
    </AccountBlockFrame>
  )
}
