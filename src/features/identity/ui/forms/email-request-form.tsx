'use client'

import { useState, type FormEvent, type ReactNode } from 'react'

import { apiRequest } from '@/platform/http/client'
import type { Locale } from '@/platform/i18n/locales'
import type { CaptchaProps } from '@/platform/security/captcha/captcha-props'
import { useCaptcha } from '@/ui/primitives/form/use-captcha'
import { FormStatus, SubmitButton, TextField, useApiForm } from '@/ui/primitives/form'

import { useFieldIds } from '../shared/form-kit'
import { FormSummary, RequiredNote } from '../shared/form-summary'
import { collectHints, hintEmail } from '../shared/hints'
import type { FormKit } from '../strings'

type Props = {
  locale: Locale
  kit: FormKit
  /** The product API call that mails a link: its answer never says whether the address is known. */
  endpoint: '/api/epc/auth/forgot-password' | '/api/epc/auth/resend-activation'
  emailLabel: string
  submitLabel: string
  sentMessage: string
  /** Title and introduction above the field. */
  intro: ReactNode
  children?: ReactNode
  /** The forgotten-password form is protected by the captcha of public forms. */
  captcha?: CaptchaProps & { form: string }
}

const NO_STRINGS = {
  label: '',
  waiting: '',
  solving: '',
  verified: '',
  failed: '',
  notLoaded: '',
  retry: '',
}

/** One e-mail address, sent to a mail-a-link endpoint (password reset, activation link). */
export function EmailRequestForm(props: Props) {
  const { locale, kit, endpoint, emailLabel, submitLabel, sentMessage, intro, children } = props
  const idOf = useFieldIds()
  const form = useApiForm({ fallbackMessages: kit.common })
  const [email, setEmail] = useState('')
  const [sent, setSent] = useState(false)
  const check = useCaptcha({
    config: props.captcha?.config ?? { provider: 'altcha', challengeUrl: '' },
    strings: props.captcha?.strings ?? NO_STRINGS,
    form: props.captcha?.form ?? 'none',
    locale,
    error: form.fieldErrors.captcha,
    id: idOf('captcha'),
    disabled: !props.captcha,
  })

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSent(false)
    const hints = collectHints({ email: hintEmail(email, kit.hints) })
    if (Object.keys(hints).length > 0) return form.showErrors(hints)
    const result = await form.submit(async (signal) =>
      apiRequest(endpoint, {
        method: 'POST',
        body: props.captcha ? { email, captcha: await check.getToken() } : { email },
        lang: locale,
        signal,
      }),
    )
    setSent(Boolean(result && !result.error))
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {intro}
      <FormSummary
        form={form}
        fields={{
          email: emailLabel,
          ...(props.captcha ? { captcha: props.captcha.strings.label } : {}),
        }}
        idOf={idOf}
        common={kit.common}
      />
      <RequiredNote common={kit.common} />
      <TextField
        id={idOf('email')}
        name="email"
        type="email"
        label={emailLabel}
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={form.fieldErrors.email}
      />
      {props.captcha ? check.field : null}
      <SubmitButton busy={form.sending} busyLabel={kit.common.sending}>
        {submitLabel}
      </SubmitButton>
      <FormStatus>{sent ? sentMessage : null}</FormStatus>
      {children}
    </form>
  )
}
