'use client'

import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent } from 'react'

import type { CaptchaProps } from '@/platform/security/captcha/captcha-props'
import { useCaptcha } from '@/ui/primitives/form/use-captcha'

import { buttonClasses } from '@/ui/primitives/button-link'
import { FormStatus, Select, TextField } from '@/ui/primitives/form'
import {
  controlClasses,
  describedBy,
  FieldError,
  FieldLabel,
} from '@/ui/primitives/form/field-parts'
import { useHydrated } from '@/ui/primitives/use-hydrated'

import { QUOTE_FIELDS, type QUOTE_ERROR_CODES, type QuoteField } from './quote-fields'
import { submitQuoteRequestAction, type QuoteFormState } from '../server/quote-request-action'

export type QuoteFormStrings = {
  labels: Record<QuoteField, string>
  errors: Record<(typeof QUOTE_ERROR_CODES)[number], string>
  choose: string
  submit: string
  sending: string
  success: string
  failure: string
  requiredNote: string
  /** With {minutes}. */
  tooManyRequests: string
  unexpected: string
}

type Props = {
  locale: string
  strings: QuoteFormStrings
  venues: Array<{ value: string; label: string }>
  eventTypes: Array<{ value: string; label: string }>
  defaultVenue: string | null
  captcha: CaptchaProps
}

const NO_ERRORS: Partial<Record<string, string>> = {}

const REQUIRED: ReadonlySet<QuoteField> = new Set([
  'company',
  'contactName',
  'email',
  'eventType',
  'guests',
  'subject',
  'message',
])

/** The seminar quote request: the spec's request fields, errors shown under each field. */
export function QuoteRequestForm({
  locale,
  strings,
  venues,
  eventTypes,
  defaultVenue,
  captcha,
}: Props) {
  const [state, action, pending] = useActionState<QuoteFormState, FormData>(
    submitQuoteRequestAction.bind(null, locale),
    null,
  )
  const form = useRef<HTMLFormElement>(null)
  const fieldErrors = (state && !state.ok ? state.error.fieldErrors : undefined) ?? NO_ERRORS
  const error = (field: QuoteField | 'captcha') => {
    const code = fieldErrors[field]
    if (!code) return undefined
    return strings.errors[code as keyof QuoteFormStrings['errors']] ?? strings.errors.invalid
  }
  const [preparing, setPreparing] = useState(false)
  const hydrated = useHydrated()
  const check = useCaptcha({
    config: captcha.config,
    strings: captcha.strings,
    form: 'quote',
    locale,
    error: error('captcha'),
    id: 'quote-captcha',
  })

  useEffect(() => {
    if (!state) return
    if (state.ok) {
      form.current?.reset()
      return
    }
    const errors = state.error.fieldErrors ?? NO_ERRORS
    const first = QUOTE_FIELDS.find((field) => errors[field])
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }, [state])

  // Submitted by hand: a form `action` would clear every field, even when the server refuses it.
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending || preparing) return
    const data = new FormData(event.currentTarget)
    setPreparing(true)
    const token = await check.getToken().finally(() => setPreparing(false))
    if (token) data.set('captcha', token)
    startTransition(() => action(data))
  }

  const formError =
    state && !state.ok
      ? state.error.code === 'tooManyRequests'
        ? strings.tooManyRequests.replace(
            '{minutes}',
            String(Math.max(1, Math.ceil((state.error.retryAfterSeconds ?? 60) / 60))),
          )
        : state.error.code === 'unexpected'
          ? strings.unexpected
          : strings.failure
      : null

  const text = (field: QuoteField, props: Record<string, unknown> = {}) => (
    <TextField
      id={`quote-${field}`}
      name={field}
      label={strings.labels[field]}
      required={REQUIRED.has(field)}
      error={error(field)}
      {...props}
    />
  )

  return (
    <form ref={form} onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <p className="text-sm text-ink-300 sm:col-span-2">{strings.requiredNote}</p>
      {text('company', { autoComplete: 'organization', maxLength: 120 })}
      {text('contactName', { autoComplete: 'name', maxLength: 120 })}
      {text('email', { type: 'email', autoComplete: 'email' })}
      {text('phone', { type: 'tel', autoComplete: 'tel', maxLength: 30 })}
      <Select
        id="quote-venue"
        name="venue"
        label={strings.labels.venue}
        placeholder={strings.choose}
        options={venues}
        defaultValue={defaultVenue ?? ''}
        error={error('venue')}
      />
      <Select
        id="quote-eventType"
        name="eventType"
        label={strings.labels.eventType}
        placeholder={strings.choose}
        options={eventTypes}
        required
        error={error('eventType')}
      />
      {text('eventDate', { type: 'date' })}
      {text('guests', { type: 'number', min: 1, inputMode: 'numeric' })}
      {text('rooms', { type: 'number', min: 0, inputMode: 'numeric' })}
      {text('budgetEuros', { type: 'number', min: 0, inputMode: 'numeric' })}
      {text('destination', { maxLength: 120 })}
      {text('arrival', { type: 'date' })}
      {text('departure', { type: 'date' })}
      {text('subject', { maxLength: 160, className: 'sm:col-span-2' })}
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <FieldLabel htmlFor="quote-message" required>
          {strings.labels.message}
        </FieldLabel>
        <textarea
          id="quote-message"
          name="message"
          required
          rows={6}
          maxLength={5000}
          aria-invalid={error('message') ? true : undefined}
          aria-describedby={describedBy('quote-message', { error: error('message') })}
          className={controlClasses(Boolean(error('message')))}
        />
        <FieldError id="quote-message" error={error('message')} />
      </div>
      <div className="sm:col-span-2">{check.field}</div>
      <div className="flex flex-col gap-3 sm:col-span-2">
        <button
          type="submit"
          // Until the form's code runs: a click would submit natively, the fields in the URL.
          disabled={hydrated ? undefined : true}
          aria-disabled={pending || preparing}
          className={buttonClasses('primary', 'self-start')}
        >
          {pending || preparing ? strings.sending : strings.submit}
        </button>
        <FormStatus>{state?.ok ? strings.success : null}</FormStatus>
        {formError ? (
          <p role="alert" className="text-sm text-ruby-400">
            {formError}
          </p>
        ) : null}
      </div>
    </form>
  )
}
