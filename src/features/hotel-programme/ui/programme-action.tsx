'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { useHydrated } from '@/ui/primitives/use-hydrated'

export type ProgrammeActionStrings = {
  button: string
  pending: string
  done: string
  failed: string
}

export type ProgrammeEndpoint =
  | '/api/epc/hotel-programme/enrolment'
  | '/api/epc/hotel-programme/card-renewals'
  | '/api/epc/hotel-programme/collaborator'
  | '/api/epc/hotel-programme/spouse'
  | '/api/epc/hotel-programme/spouse/acceptance'

type Message = { ok: boolean; text: string; code?: string }

/**
 * One call to the programme's API and what came of it: the server's translated refusal (with its
 * code) or the success, after which the page is re-rendered on the server with the new state.
 * Shared by the action buttons and the spouse invitation form.
 */
export function useProgrammeRequest(strings: { done: string; failed: string }) {
  const router = useRouter()
  const [pending, setPending] = useState(false)
  const [message, setMessage] = useState<Message | null>(null)

  async function send(
    endpoint: ProgrammeEndpoint,
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
export function ProgrammeMessage({ message, id }: { message: Message | null; id?: string }) {
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

/** One button that calls the programme's API (enrol, ask for a new card, accept, revoke). */
export function ProgrammeAction({
  endpoint,
  strings,
  method = 'POST',
  body: payload = {},
}: {
  endpoint: ProgrammeEndpoint
  strings: ProgrammeActionStrings
  method?: 'POST' | 'DELETE'
  body?: Record<string, string>
}) {
  const { pending, message, send } = useProgrammeRequest(strings)
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
      <ProgrammeMessage message={message} />
    </div>
  )
}
