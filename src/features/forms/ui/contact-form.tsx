'use client'

import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent } from 'react'

import { useCaptcha } from '@/ui/primitives/form/use-captcha'
import { Select, TextField } from '@/ui/primitives/form'

import { CONTACT_FIELDS, CONTACT_LIMITS, type ContactField } from '../domain'
import { submitContactAction, type ContactFormState } from '../server/contact-action'
import {
  fieldErrorOf,
  FormFooter,
  formErrorOf,
  TextAreaField,
  useFormIds,
  type CaptchaProps,
  type PublicFormStrings,
} from './public-form-kit'

export type ContactFormStrings = PublicFormStrings & {
  labels: Record<ContactField | 'captcha', string>
  anyVenue: string
  submit: string
  success: string
}

type Props = {
  locale: string
  strings: ContactFormStrings
  captcha: CaptchaProps
  venues: Array<{ value: string; label: string }>
  defaultVenue: string | null
}

/**
 * The contact form block: the venue concerned (its team gets the message), subject, message and
 * the visitor's details. What was typed stays in place when the server refuses a field; errors
 * are shown under each field, in the page's language.
 */
export function ContactForm({ locale, strings, captcha, venues, defaultVenue }: Props) {
  const [state, action, pending] = useActionState<ContactFormState, FormData>(
    submitContactAction.bind(null, locale),
    null,
  )
  const [preparing, setPreparing] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const idOf = useFormIds('contact')
  const error = fieldErrorOf(state, strings)
  const check = useCaptcha({
    config: captcha.config,
    strings: captcha.strings,
    form: 'contact',
    locale,
    error: error('captcha'),
    id: idOf('captcha'),
  })

  useEffect(() => {
    if (!state) return
    if (state.ok) {
      form.current?.reset()
      return
    }
    const errors = state.error.fieldErrors ?? {}
    const first = [...CONTACT_FIELDS, 'captcha'].find((field) => errors[field])
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }, [state])

  // Sent by hand: a form `action` would clear every field, even when the server refuses one.
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending || preparing) return
    const data = new FormData(event.currentTarget)
    setPreparing(true)
    const token = await check.getToken().finally(() => setPreparing(false))
    if (token) data.set('captcha', token)
    startTransition(() => action(data))
  }

  return (
    <form ref={form} onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <p className="text-sm text-ink-300 sm:col-span-2">{strings.requiredNote}</p>
      <Select
        id={idOf('venue')}
        name="venue"
        label={strings.labels.venue}
        placeholder={strings.anyVenue}
        options={venues}
        defaultValue={defaultVenue ?? ''}
        error={error('venue')}
        className="sm:col-span-2"
      />
      <TextField
        id={idOf('subject')}
        name="subject"
        label={strings.labels.subject}
        required
        maxLength={CONTACT_LIMITS.subject}
        error={error('subject')}
        className="sm:col-span-2"
      />
      <TextAreaField
        id={idOf('message')}
        name="message"
        label={strings.labels.message}
        required
        maxLength={CONTACT_LIMITS.message}
        error={error('message')}
      />
      <TextField
        id={idOf('name')}
        name="name"
        label={strings.labels.name}
        required
        autoComplete="name"
        maxLength={CONTACT_LIMITS.name}
        error={error('name')}
      />
      <TextField
        id={idOf('email')}
        name="email"
        type="email"
        label={strings.labels.email}
        required
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        error={error('email')}
      />
      <TextField
        id={idOf('phone')}
        name="phone"
        type="tel"
        label={strings.labels.phone}
        autoComplete="tel"
        maxLength={CONTACT_LIMITS.phone}
        error={error('phone')}
      />
      <div className="sm:col-span-2">{check.field}</div>
      <FormFooter
        busy={pending || preparing}
        submit={strings.submit}
        sending={strings.sending}
        success={state?.ok ? strings.success : null}
        error={formErrorOf(state, strings)}
      />
    </form>
  )
}
