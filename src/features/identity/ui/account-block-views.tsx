import type { ComponentProps } from 'react'

import type { CasinoChoice } from '../server/member-rules'
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

/** What the member-area blocks take from other areas (composed in src/server). */
export type AccountBlockPorts = {
  /** Venues' published casinos: the choices of the favourite casino. */
  casinoChoices: () => Promise<readonly CasinoChoice[]>
}

/**
 * The member-area blocks, by Payload block slug. Each view is a server component taking
 * `{ block, context: AccountBlockContext }`; it loads its texts (identity.ui) and renders a client
 * form with plain strings.
 */
export function accountBlockViews({ casinoChoices }: AccountBlockPorts) {
  return {
    accountLogin: AccountLoginBlockView,
    accountSignUp: (
      props: Omit<ComponentProps<typeof AccountSignUpBlockView>, 'casinoChoices'>,
    ) => <AccountSignUpBlockView {...props} casinoChoices={casinoChoices} />,
    accountActivation: AccountActivationBlockView,
    forgotPassword: ForgotPasswordBlockView,
    resetPassword: ResetPasswordBlockView,
    updatePassword: UpdatePasswordBlockView,
    acceptTerms: AcceptTermsBlockView,
    profileForms: (props: Omit<ComponentProps<typeof ProfileFormsBlockView>, 'casinoChoices'>) => (
      <ProfileFormsBlockView {...props} casinoChoices={casinoChoices} />
    ),
    memberStatus: MemberStatusBlockView,
    memberPages: MemberPagesBlockView,
    oauthCallback: OauthCallbackBlockView,
  } as const
}
