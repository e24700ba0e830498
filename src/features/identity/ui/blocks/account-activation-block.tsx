import { Suspense } from 'react'

import type { AccountActivationBlock } from '@/payload-types'
import { FormStatus } from '@/ui/primitives/form/form-status'

import { ActivationPanel } from '../forms/lazy-forms'
import { accountHref } from '../shared/account-href'
import { ACTIVATION_KEYS, FIELD_KEYS, NOTICE_KEYS, pickFormKit, pickStrings } from '../strings'
import type { AccountBlockContext } from '../types'
import { AccountBlockFrame, frameId } from './account-block-frame'
import { loadAccountTranslator, pick } from './load-strings'

export async function AccountActivationBlockView({
  block,
  context,
}: {
  block: AccountActivationBlock
  context: AccountBlockContext
}) {
  const { locale } = context
  const t = await loadAccountTranslator(locale)
  const strings = pickStrings(t, 'activation', ACTIVATION_KEYS)
  return (
    <AccountBlockFrame
      id={frameId(block)}
      heading={block.heading || strings.title}
      intro={block.intro}
    >
      {/* The token is read from the URL in the browser. */}
      <Suspense fallback={<FormStatus tone="info">{strings.activating}</FormStatus>}>
        <ActivationPanel
          locale={locale}
          kit={pickFormKit(t)}
          strings={strings}
          fields={pick(pickStrings(t, 'fields', FIELD_KEYS), ['email'])}
          notices={pick(pickStrings(t, 'notices', NOTICE_KEYS), ['preMemberTitle', 'preMember'])}
          links={{ login: accountHref('login', locale) }}
        />
      </Suspense>
    </AccountBlockFrame>
  )
}
