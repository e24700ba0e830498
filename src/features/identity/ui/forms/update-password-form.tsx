'use client'

import { useState, type FormEvent } from 'react'

import { apiRequest } from '@/platform/http/client'
import type { Locale } from '@/platform/i18n/locales'
import { FormStatus, PasswordField, SubmitButton, useApiForm } from '@/ui/primitives/form'

import { useFieldIds } from '../shared/form-kit'
import { FormSummary, RequiredNote } from '../shared/form-summary'
import { collectHints, hintNewPassword, hintPasswordsMatch, hintRequired } from '../shared/hints'
import type { FieldStrings, FormKit, PasswordRuleStrings, UpdatePasswordStrings } from '../strings'
import { NewPasswordFields } from './new-password-fields'
import { describeEndedSessions } from './update-password-model'

type Props = {
  locale: Locale
  kit: FormKit
  strings: UpdatePasswordStrings
  fields: Pick<FieldStrings, 'currentPassword' | 'newPassword' | 'newPasswordVerify'>
  passwordRules: PasswordRuleStrings
}

/**
 * A logged-in member changes their password (PUT /api/epc/auth/password): the current one, the
 * new one twice with its rules ticked off as they are met; the answer says how many other
 * sessions were ended.
 */
export function UpdatePasswordForm({ locale, kit, strings, fields, passwordRules }: Props) {
  const idOf = useFieldIds()
  const form = useApiForm({ fallbackMessages: kit.common })
  const [currentPassword, setCurrentPassword] = useState('')
  const [password, setPassword] = useState('')
  const [passwordVerify, setPasswordVerify] = useState('')
  // Null until a change succeeds; then how many other sessions the server ended.
  const [endedSessions, setEndedSessions] = useState<number | null>(null)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setEndedSessions(null)
    const hints = collectHints({
      currentPassword: hintRequired(currentPassword, kit.hints),
      password: hintNewPassword(password, kit.hints),
      passwordVerify: hintPasswordsMatch(password, passwordVerify, kit.hints),
    })
    if (Object.keys(hints).length > 0) return form.showErrors(hints)
    const result = await form.submit((signal) =>
      apiRequest<{ ok: true; endedSessions: number }>('/api/epc/auth/password', {
        method: 'PUT',
        body: { currentPassword, password, passwordVerify },
        lang: locale,
        signal,
      }),
    )
    if (result && !result.error) {
      setEndedSessions(result.data?.endedSessions ?? 0)
      setCurrentPassword('')
      setPassword('')
      setPasswordVerify('')
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormSummary
        form={form}
        fields={{
          currentPassword: fields.currentPassword,
          password: fields.newPassword,
          passwordVerify: fields.newPasswordVerify,
        }}
        idOf={idOf}
        common={kit.common}
      />
      <RequiredNote common={kit.common} />
      <PasswordField
        id={idOf('currentPassword')}
        name="currentPassword"
        label={fields.currentPassword}
        autoComplete="current-password"
        required
        value={currentPassword}
        onChange={(event) => setCurrentPassword(event.target.value)}
        error={form.fieldErrors.currentPassword}
        showLabel={kit.common.showPassword}
        hideLabel={kit.common.hidePassword}
      />
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
      <FormStatus>
        {endedSessions === null ? null : (
          <>
            <p className="font-semibold">{strings.success}</p>
            <p className="mt-1">{describeEndedSessions(endedSessions, strings, locale)}</p>
          </>
        )}
      </FormStatus>
    </form>
  )
}
