'use client'

import { useId, type ReactNode } from 'react'

import type { CaptchaProps } from '@/platform/security/captcha/captcha-props'
import { buttonClasses } from '@/ui/primitives/button-link'
import { FormStatus } from '@/ui/primitives/form'
import {
  controlClasses,
  describedBy,
  FieldError,
  FieldLabel,
} from '@/ui/primitives/form/field-parts'
import { useHydrated } from '@/ui/primitives/use-hydrated'

import type { PublicFieldErrorCode, PublicFormResult } from '../server/form-results'

/** The texts every public form shares (messages `forms.*`), in the page's language. */
export type PublicFormStrings = {
  requiredNote: string
  sending: string
  failure: string
  unexpected: string
  /** With {minutes}. */
  tooManyRequests: string
  errors: Record<PublicFieldErrorCode, string>
}

export type { CaptchaProps }

/** Ids unique on the page (two forms of the same kind may share one). */
export function useFormIds(prefix: string): (name: string) => string {
  const base = `${prefix}${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  return (name) => `${base}-${name}`
}

/** The translated message of a field's error code, if the last answer gave one. */
export function fieldErrorOf<T>(
  state: PublicFormResult<T> | null,
  strings: PublicFormStrings,
): (field: string) => string | undefined {
  const errors = state && !state.ok ? state.error.fieldErrors : undefined
  return (field) => {
    const code = errors?.[field]
    return code ? (strings.errors[code] ?? strings.errors.invalid) : undefined
  }
}

/** The form-level message of a refused answer (field errors are shown in place). */
export function formErrorOf<T>(
  state: PublicFormResult<T> | null,
  strings: PublicFormStrings,
): string | null {
  if (!state || state.ok) return null
  if (state.error.code === 'tooManyRequests') {
    const minutes = Math.max(1, Math.ceil((state.error.retryAfterSeconds ?? 60) / 60))
    return strings.tooManyRequests.replace('{minutes}', String(minutes))
  }
  if (state.error.code === 'unexpected') return strings.unexpected
  return strings.failure
}

export function TextAreaField({
  id,
  name,
  label,
  required,
  error,
  maxLength,
  rows = 6,
  defaultValue,
}: {
  id: string
  name: string
  label: string
  required?: boolean
  error?: string
  maxLength: number
  rows?: number
  defaultValue?: string
}) {
  return (
    <div className="flex flex-col gap-1.5 sm:col-span-2">
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <textarea
        id={id}
        name={name}
        required={required}
        rows={rows}
        maxLength={maxLength}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error })}
        className={controlClasses(Boolean(error))}
      />
      <FieldError id={id} error={error} />
    </div>
  )
}

/**
 * Submit button, success message and form-level error of a public form. The button is disabled
 * until the form's code runs: a click before that would submit natively, the visitor's name,
 * e-mail and message in the page's URL (and the server's logs).
 */
export function FormFooter({
  busy,
  submit,
  sending,
  success,
  error,
}: {
  busy: boolean
  submit: string
  sending: string
  success: string | null
  error: string | null
}): ReactNode {
  const hydrated = useHydrated()
  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      <button
        type="submit"
        disabled={hydrated ? undefined : true}
        aria-disabled={busy}
        className={buttonClasses('primary', 'self-start')}
      >
        {busy ? sending : submit}
      </button>
      <FormStatus>{success}</FormStatus>
      {error ? (
        <p role="alert" className="text-sm text-ruby-400">
          {error}
        </p>
      ) : null}
    </div>
  )
}
