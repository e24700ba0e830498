'use client'

import dynamic from 'next/dynamic'

/**
 * The identity forms in their own chunks. Every CMS page (home, casinos, the member area) is one
 * route whose blocks import these forms: imported directly, their code — the sign-up form with
 * libphonenumber's numbering plans among it — was downloaded by every page (ADR 0016). Still
 * rendered on the server; a page that shows a form loads its chunk.
 */
export const AcceptTermsForm = dynamic(() =>
  import('./accept-terms-form').then((m) => m.AcceptTermsForm),
)
export const ActivationPanel = dynamic(() =>
  import('./activation-panel').then((m) => m.ActivationPanel),
)
export const ForgotPasswordForm = dynamic(() =>
  import('./forgot-password-form').then((m) => m.ForgotPasswordForm),
)
export const LoginForm = dynamic(() => import('./login-form').then((m) => m.LoginForm))
export const LogoutButton = dynamic(() => import('./logout-button').then((m) => m.LogoutButton))
export const LuckyDaysForm = dynamic(() => import('./lucky-days-form').then((m) => m.LuckyDaysForm))
export const OauthCallback = dynamic(() => import('./oauth-callback').then((m) => m.OauthCallback))
export const ProfileForms = dynamic(() => import('./profile-forms').then((m) => m.ProfileForms))
export const ResetPasswordForm = dynamic(() =>
  import('./reset-password-form').then((m) => m.ResetPasswordForm),
)
export const SignUpForm = dynamic(() => import('./sign-up-form').then((m) => m.SignUpForm))
export const UpdatePasswordForm = dynamic(() =>
  import('./update-password-form').then((m) => m.UpdatePasswordForm),
)
