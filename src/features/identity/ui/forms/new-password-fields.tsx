'use client'

import { PasswordField } from '@/ui/primitives/form'

import { PasswordRules } from '../shared/password-rules'
import type { CommonStrings, PasswordRuleStrings } from '../strings'

type Props = {
  idOf: (name: string) => string
  password: string
  passwordVerify: string
  onPassword: (value: string) => void
  onPasswordVerify: (value: string) => void
  errors: Record<string, string>
  labels: { password: string; passwordVerify: string }
  common: CommonStrings
  rules: PasswordRuleStrings
}

/** A new password and its confirmation, with the rules ticked off while typing. */
export function NewPasswordFields({
  idOf,
  password,
  passwordVerify,
  onPassword,
  onPasswordVerify,
  errors,
  labels,
  common,
  rules,
}: Props) {
  return (
    <>
      <PasswordField
        id={idOf('password')}
        name="password"
        label={labels.password}
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => onPassword(event.target.value)}
        error={errors.password}
        description={<PasswordRules password={password} strings={rules} />}
        showLabel={common.showPassword}
        hideLabel={common.hidePassword}
      />
      <PasswordField
        id={idOf('passwordVerify')}
        name="passwordVerify"
        label={labels.passwordVerify}
        autoComplete="new-password"
        required
        value={passwordVerify}
        onChange={(event) => onPasswordVerify(event.target.value)}
        error={errors.passwordVerify}
        showLabel={common.showPassword}
        hideLabel={common.hidePassword}
      />
    </>
  )
}
