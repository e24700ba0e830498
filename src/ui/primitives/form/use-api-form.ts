'use client'

import { useEffect, useRef, useState } from 'react'

import type { ApiErrorBody, ApiFieldErrors, ApiResult } from '@/platform/http/client'

export type FormFieldErrors = Record<string, string>

export type ApiFormState = {
  sending: boolean
  /** The error of the whole form (code + message), shown in the summary. */
  error: { code: string; message: string } | null
  /** One message per field, shown next to the field and listed in the summary. */
  fieldErrors: FormFieldErrors
  /** Increases after each failed submit: the error summary takes the focus when it changes. */
  failures: number
}

type Options = {
  /** Messages for answers that carry none: no network, or an answer that is not ours. */
  fallbackMessages: { network: string; technical: string }
}

/** The messages of each field, joined: the server may report several per field. */
export function flattenFieldErrors(fieldErrors: ApiFieldErrors | undefined): FormFieldErrors {
  const flat: FormFieldErrors = {}
  for (const [field, errors] of Object.entries(fieldErrors ?? {})) {
    const messages = errors.map((error) => error.message || error.code).filter(Boolean)
    if (messages.length > 0) flat[field] = messages.join(' ')
  }
  return flat
}

export function describeApiError(
  error: ApiErrorBody,
  fallback: Options['fallbackMessages'],
): { code: string; message: string } {
  if (error.code === 'network') return { code: error.code, message: fallback.network }
  return { code: error.code, message: error.message || fallback.technical }
}

/**
 * Submit state of a form that talks to the product API: one request at a time, errors kept for
 * display, the summary focused after a failure, and the request aborted if the form goes away.
 */
export function useApiForm({ fallbackMessages }: Options) {
  const [state, setState] = useState<ApiFormState>({
    sending: false,
    error: null,
    fieldErrors: {},
    failures: 0,
  })
  const sendingRef = useRef(false)
  const controllerRef = useRef<AbortController | null>(null)

  useEffect(() => () => controllerRef.current?.abort(), [])

  /** Shows errors found before sending (client hints) the same way as the server's. */
  function showErrors(fieldErrors: FormFieldErrors, error: ApiFormState['error'] = null) {
    setState((current) => ({
      sending: false,
      error,
      fieldErrors,
      failures: current.failures + 1,
    }))
  }

  function clearErrors() {
    setState((current) => ({ ...current, error: null, fieldErrors: {} }))
  }

  /**
   * Sends once (a second submit while sending is ignored and resolves to null). Resolves to the
   * result, or null when the request was aborted.
   */
  async function submit<T>(
    send: (signal: AbortSignal) => Promise<ApiResult<T>>,
  ): Promise<ApiResult<T> | null> {
    if (sendingRef.current) return null
    sendingRef.current = true
    const controller = new AbortController()
    controllerRef.current = controller
    setState((current) => ({ ...current, sending: true }))
    const result = await send(controller.signal)
    sendingRef.current = false
    if (result.error?.code === 'aborted') return null
    if (result.error) {
      const error = result.error
      const fieldErrors = flattenFieldErrors(error.fieldErrors)
      const hasFieldErrors = Object.keys(fieldErrors).length > 0
      setState((current) => ({
        sending: false,
        // A validation answer is fully described by its fields; other errors go in the summary.
        error: hasFieldErrors ? null : describeApiError(error, fallbackMessages),
        fieldErrors,
        failures: current.failures + 1,
      }))
    } else {
      setState((current) => ({ ...current, sending: false, error: null, fieldErrors: {} }))
    }
    return result
  }

  return { ...state, submit, showErrors, clearErrors }
}
