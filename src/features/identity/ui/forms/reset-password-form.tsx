'use client'

import { useSearchParams } from 'next/navigation'
import { useState, type FormEvent } from 'react'

import { apiRequest } from '@/platform/http/client'
import type { Locale } from '@/platform/i18n/locales'
import { buttonClasses } from '@/ui/primitives/button-link'
import { FormStatus, SubmitButton, useApiForm } from '@/ui/primitives/form'
import { Link } from '@/ui/primitives/link'

import { useFieldIds } from '../shared/form-kit'
import { FormSummary, RequiredNote, textLinkClasses } from '../shared/form-summary'
import { collectHints, hintNewPassword, hintPasswordsMatch } from '../shared/hints'
import type { FieldStrings, FormKit, PasswordRuleStrings, ResetPasswordStrings } from '../strings'
import { NewPasswordFields } from './new-password-fields'

type Props = {
  locale: Locale
  kit: FormKit
  strings: ResetPasswordStrings
  fields: Pick<FieldStrings, 'newPassword' | 'newPasswordVerify'>
  passwordRules: PasswordRuleStrings
  links: { login: string; forgotPassword: string }
  /** The link's token as checked on the server when the page was rendered, when unusable. */
  linkState?: 'used' | 'expired' | 'invalid' | null
}

/** Token errors: the link cannot be used again, a new one is needed. */
const TOKEN_ERRORS = new Set(['0088', '0089', '0135'])

/** The page of the mailed reset link. Must sit inside a Suspense boundary (useSearchParams). */
const linkStateMessage = {
  used: 'linkUsed',
  expired: 'linkExpired',
  invalid: 'linkInvalid',
} as const

export function ResetPasswordForm({
  locale,
  kit,
  strings,
  fields,
  passwordRules,
  links,
  linkState = null,
}: Props) {
  const token = useSearchParams().get('token')
  const idOf = useFieldIds()
  const form = useApiForm({ fallbackMessages: kit.common })
  const [password, setPassword] = useState('')
  const [passwordVerify, setPasswordVerify] = useState('')
  const [changed, setChanged] = useState(false)

  // No token, or one the server found unusable: said at once, with the way to a new link.
  if (!token || (linkState && !changed)) {
    return (
      <div className="flex flex-col gap-5">
        <p
          role="alert"
          className="rounded-card border border-ruby-400/70 bg-ruby-600/15 p-4 text-sm"
        >
          {token && linkState ? strings[linkStateMessage[linkState]] : strings.missingToken}
        </p>
        <p>
          <Link href={links.forgotPassword} className={buttonClasses('primary')}>
            {strings.requestNew}
          </Link>
        </p>
      </div>
    )
  }

  if (changed) {
    return (
      <div className="flex flex-col gap-5">
        <FormStatus>{strings.success}</FormStatus>
        <p>
          <Link href={links.login} className={buttonClasses('primary')}>
            {strings.login}
          </Link>
        </p>
      </div>
    )
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const hints = collectHints({
      password: hintNewPassword(password, kit.hints),
      passwordVerify: hintPasswordsMatch(password, passwordVerify, kit.hints),
    })
    if (Object.keys(hints).length > 0) return form.showErrors(hints)
    const result = await form.submit((signal) =>
      apiRequest('/api/epc/auth/reset-password', {
        method: 'POST',
        body: { token, password, passwordVerify },
        lang: locale,
        signal,
      }),
    )
    if (result && !result.error) setChanged(true)
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormSummary
        form={form}
        fields={{ password: fields.newPassword, passwordVerify: fields.newPasswordVerify }}
        idOf={idOf}
        common={kit.common}
      />
      {form.error && TOKEN_ERRORS.has(form.error.code) ? (
        <p className="text-sm">
          <Link href={links.forgotPassword} className={textLinkClasses}>
            {strings.requestNew}
          </Link>
        </p>
      ) : null}
      <RequiredNote common={kit.common} />
      <NewPasswordFields
        idOf={idOf}
        password={password}
        passwordVerify={passwordVerify}
        onPassword={setPassword}
        onPasswordVerify={setPasswordVerify}
        errors={form.fieldErrors}
        labels={{ password: fields.newPassword, passwordVerify: fields.newPasswordVerify }}
        common={kit.common}
        rules={passwordRules}
      />
      <SubmitButton busy={form.sending} busyLabel={kit.common.sending}>
        {strings.submit}
      </SubmitButton>
    </form>
  )
}
