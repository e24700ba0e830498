'use client'

import dynamic from 'next/dynamic'

/**
 * The account forms, each in its own chunk. Every CMS page shares one route, so whatever client
 * component a block may render is part of that route's client graph; imported directly, the forms
 * would be downloaded by every page, home included. Through next/dynamic they are still rendered
 * on the server (no flash), and only pages showing a form download its code.
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
export const OauthCallback = dynamic(() => import('./oauth-callback').then((m) => m.OauthCallback))
export const ProfileForms = dynamic(() => import('./profile-forms').then((m) => m.ProfileForms))
export const ResetPasswordForm = dynamic(() =>
  import('./reset-password-form').then((m) => m.ResetPasswordForm),
)
export const SignUpForm = dynamic(() => import('./sign-up-form').then((m) => m.SignUpForm))
export const UpdatePasswordForm = dynamic(() =>
  import('./update-password-form').then((m) => m.UpdatePasswordForm),
)
