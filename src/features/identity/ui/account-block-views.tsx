import { AcceptTermsBlockView } from './blocks/accept-terms-block'
import { AccountActivationBlockView } from './blocks/account-activation-block'
import { AccountLoginBlockView } from './blocks/account-login-block'
import { AccountSignUpBlockView } from './blocks/account-sign-up-block'
import { ForgotPasswordBlockView } from './blocks/forgot-password-block'
import { MemberPagesBlockView } from './blocks/member-pages-block'
import { MemberStatusBlockView } from './blocks/member-status-block'
import { OauthCallbackBlockView } from './blocks/oauth-callback-block'
import { ProfileFormsBlockView } from './blocks/profile-forms-block'
import { ResetPasswordBlockView } from './blocks/reset-password-block'
import { UpdatePasswordBlockView } from './blocks/update-password-block'

export type { AccountBlockContext } from './types'

/**
 * The member-area blocks, by Payload block slug. Each view is a server component taking
 * `{ block, context: AccountBlockContext }`; it loads its texts (identity.ui) and renders a client
 * form with plain strings.
 */
export const accountBlockViews = {
  accountLogin: AccountLoginBlockView,
  accountSignUp: AccountSignUpBlockView,
  accountActivation: AccountActivationBlockView,
  forgotPassword: ForgotPasswordBlockView,
  resetPassword: ResetPasswordBlockView,
  updatePassword: UpdatePasswordBlockView,
  acceptTerms: AcceptTermsBlockView,
  profileForms: ProfileFormsBlockView,
  memberStatus: MemberStatusBlockView,
  memberPages: MemberPagesBlockView,
  oauthCallback: OauthCallbackBlockView,
} as const

export type AccountBlockType = keyof typeof accountBlockViews

export function isAccountBlockType(blockType: string): blockType is AccountBlockType {
  return Object.hasOwn(accountBlockViews, blockType)
}
