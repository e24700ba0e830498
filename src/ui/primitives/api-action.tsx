'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { useHydrated } from './use-hydrated'

export type ApiActionStrings = {
  button: string
  pending: string
  done: string
  failed: string
}

export type ApiMessageLine = { ok: boolean; text: string; code?: string }

/**
 * One call to a product API and what came of it: the server's translated refusal (with its code)
 * or the success, after which the page is re-rendered on the server with the new state. Used by
 * the member area's action buttons and small forms (hotel programme, personal data).
 */
export function useApiRequest(strings: { done: string; failed: string }) {
  const router = useRouter()
  const [pending, setPending] = useState(false)
  const [message, setMessage] = useState<ApiMessageLine | null>(null)

  async function send(
    endpoint: string,
    method: 'POST' | 'DELETE',
    payload: Record<string, string> = {},
  ): Promise<boolean> {
    setPending(true)
    setMessage(null)
    try {
      const response = await fetch(endpoint, {
        method,
        ...(method === 'POST'
          ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) }
          : {}),
      })
      const body = (await response.json().catch(() => null)) as {
        code?: string
        message?: string
      } | null
      if (!response.ok) {
        setMessage({ ok: false, text: body?.message ?? strings.failed, code: body?.code })
        return false
      }
      setMessage({ ok: true, text: strings.done })
      router.refresh()
      return true
    } catch {
      setMessage({ ok: false, text: strings.failed })
      return false
    } finally {
      setPending(false)
    }
  }

  return { pending, message, send }
}

/** The answer's line: a status, or an alert carrying the refusal's code. */
export function ApiMessage({ message, id }: { message: ApiMessageLine | null; id?: string }) {
  return (
    <p
      id={id}
      role={message?.ok === false ? 'alert' : 'status'}
      data-error-code={message?.code}
      className={message?.ok === false ? 'text-ruby-400' : 'text-gold-200'}
    >
      {message?.text ?? ''}
    </p>
  )
}

/** One button that calls a product API (enrol, ask for a new card, ask for a copy of one's data). */
export function ApiActionButton({
  endpoint,
  strings,
  method = 'POST',
  body: payload = {},
}: {
  endpoint: string
  strings: ApiActionStrings
  method?: 'POST' | 'DELETE'
  body?: Record<string, string>
}) {
  const { pending, message, send } = useApiRequest(strings)
  const act = () => void send(endpoint, method, payload)
  const hydrated = useHydrated()

  return (
    <div className="flex flex-col items-start gap-3">
      <button
        type="button"
        onClick={act}
        disabled={pending || !hydrated}
        className="rounded-full bg-gold-400 px-5 py-2 font-semibold text-ink-950 hover:bg-gold-300 disabled:opacity-60"
      >
        {pending ? strings.pending : strings.button}
      </button>
      <ApiMessage message={message} />
    </div>
  )
}
