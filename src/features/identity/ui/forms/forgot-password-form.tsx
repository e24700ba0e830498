'use client'

import { useState, type FormEvent } from 'react'

import { apiRequest } from '@/platform/http/client'
import type { Locale } from '@/platform/i18n/locales'
import { FormStatus, SubmitButton, TextField, useApiForm } from '@/ui/primitives/form'
import { Link } from '@/ui/primitives/link'

import { useFieldIds } from '../shared/form-kit'
import { FormSummary, RequiredNote, textLinkClasses } from '../shared/form-summary'
import { collectHints, hintEmail } from '../shared/hints'
import type { FieldStrings, ForgotPasswordStrings, FormKit } from '../strings'

type Props = {
  locale: Locale
  kit: FormKit
  strings: ForgotPasswordStrings
  fields: Pick<FieldStrings, 'email'>
  links: { login: string }
}

/** Asks for a reset link. The answer never says whether the address has an account. */
export function ForgotPasswordForm({ locale, kit, strings, fields, links }: Props) {
  const idOf = useFieldIds()
  const form = useApiForm({ fallbackMessages: kit.common })
  const [email, setEmail] = useState('')
  const [sent, setSent] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSent(false)
    const hints = collectHints({ email: hintEmail(email, kit.hints) })
    if (Object.keys(hints).length > 0) return form.showErrors(hints)
    const result = await form.submit((signal) =>
      apiRequest('/api/epc/auth/forgot-password', {
        method: 'POST',
        body: { email },
        lang: locale,
        signal,
      }),
    )
    setSent(Boolean(result && !result.error))
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <p className="text-ink-200">{strings.intro}</p>
      <FormSummary form={form} fields={{ email: fields.email }} idOf={idOf} common={kit.common} />
      <RequiredNote common={kit.common} />
      <TextField
        id={idOf('email')}
        name="email"
        type="email"
        label={fields.email}
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={form.fieldErrors.email}
      />
      <SubmitButton busy={form.sending} busyLabel={kit.common.sending}>
        {strings.submit}
      </SubmitButton>
      <FormStatus>{sent ? strings.sent : null}</FormStatus>
      <p className="text-sm">
        <Link href={links.login} className={textLinkClasses}>
          {strings.backToLogin}
        </Link>
      </p>
    </form>
  )
}
