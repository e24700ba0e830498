import type { UpdatePasswordBlock } from '@/payload-types'

import { UpdatePasswordForm } from '../forms/lazy-forms'
import {
  FIELD_KEYS,
  PASSWORD_RULE_KEYS,
  UPDATE_PASSWORD_KEYS,
  UPDATE_PASSWORD_TEMPLATE_KEYS,
  pickFormKit,
  pickStrings,
  pickTemplates,
} from '../strings'
import type { AccountBlockContext } from '../types'
import { AccountBlockFrame, frameId } from './account-block-frame'
import { loadAccountTranslator, pick } from './load-strings'

/**
 * For a logged-in member (the seeded page is for members only); without a session the API answers
 * 401 and the form says so.
 */
export async function UpdatePasswordBlockView({
  block,
  context,
}: {
  block: UpdatePasswordBlock
  context: AccountBlockContext
}) {
  const { locale } = context
  const t = await loadAccountTranslator(locale)
  const strings = {
    ...pickStrings(t, 'updatePassword', UPDATE_PASSWORD_KEYS),
    ...pickTemplates(t, 'updatePassword', UPDATE_PASSWORD_TEMPLATE_KEYS),
  }
  return (
    <AccountBlockFrame
      id={frameId(block)}
      heading={block.heading || strings.title}
      intro={block.intro}
    >
      <UpdatePasswordForm
        locale={locale}
        kit={pickFormKit(t)}
        strings={strings}
        fields={pick(pickStrings(t, 'fields', FIELD_KEYS), [
          'currentPassword',
          'newPassword',
          'newPasswordVerify',
        ])}
        passwordRules={pickStrings(t, 'password', PASSWORD_RULE_KEYS)}
      />
    </AccountBlockFrame>
  )
}
