'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

export type ProgrammeActionStrings = {
  button: string
  pending: string
  done: string
  failed: string
}

/**
 * One button that posts to the programme's API (enrol, ask for a new card) and says what came of
 * it: the server's translated refusal (with its hotel code) or the success, then the page is
 * re-rendered on the server with the new state.
 */
export function ProgrammeAction({
  endpoint,
  strings,
  method = 'POST',
  body: payload = {},
}: {
  endpoint:
    | '/api/epc/hotel-programme/enrolment'
    | '/api/epc/hotel-programme/card-renewals'
    | '/api/epc/hotel-programme/collaborator'
    | '/api/epc/hotel-programme/spouse'
    | '/api/epc/hotel-programme/spouse/acceptance'
  strings: ProgrammeActionStrings
  method?: 'POST' | 'DELETE'
  body?: Record<string, string>
}) {
  const router = useRouter()
  const [pending, setPending] = useState(false)
  const [message, setMessage] = useState<{ ok: boolean; text: string; code?: string } | null>(null)

  async function act() {
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
      if (response.ok) {
        setMessage({ ok: true, text: strings.done })
        router.refresh()
      } else {
        setMessage({ ok: false, text: body?.message ?? strings.failed, code: body?.code })
      }
    } catch {
      setMessage({ ok: false, text: strings.failed })
    } finally {
      setPending(false)
    }
  }

  return (
    <div className="flex flex-col items-start gap-3">
      <button
        type="button"
        onClick={act}
        disabled={pending}
        className="rounded-full bg-gold-400 px-5 py-2 font-semibold text-ink-950 hover:bg-gold-300 disabled:opacity-60"
      >
        {pending ? strings.pending : strings.button}
      </button>
      <p
        role={message?.ok === false ? 'alert' : 'status'}
        data-error-code={message?.code}
        className={message?.ok === false ? 'text-ruby-400' : 'text-gold-200'}
      >
        {message?.text ?? ''}
      </p>
    </div>
  )
}
