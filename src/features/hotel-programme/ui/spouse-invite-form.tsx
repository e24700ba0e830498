'use client'

import { useRouter } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'

export type SpouseInviteStrings = {
  email: string
  invite: string
  inviting: string
  invited: string
  failed: string
}

/** The holder's invitation form: the spouse's e-mail, checked again on the server. */
export function SpouseInviteForm({ strings }: { strings: SpouseInviteStrings }) {
  const router = useRouter()
  const id = useId()
  const [email, setEmail] = useState('')
  const [pending, setPending] = useState(false)
  const [message, setMessage] = useState<{ ok: boolean; text: string; code?: string } | null>(null)

  async function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setPending(true)
    setMessage(null)
    try {
      const response = await fetch('/api/epc/hotel-programme/spouse', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      })
      const body = (await response.json().catch(() => null)) as {
        code?: string
        message?: string
      } | null
      if (response.ok) {
        setMessage({ ok: true, text: strings.invited })
        setEmail('')
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

  const messageId = `${id}-message`
  return (
    <form onSubmit={invite} className="flex flex-col items-start gap-3" noValidate>
      <label htmlFor={`${id}-email`} className="text-sm font-semibold text-ivory-100">
        {strings.email}
      </label>
      <input
        id={`${id}-email`}
        type="email"
        name="email"
        autoComplete="off"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        aria-describedby={messageId}
        aria-invalid={message?.ok === false ? true : undefined}
        className="w-full max-w-md rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-ivory-50"
      />
      <button
        type="submit"
        disabled={pending}
        className="rounded-full bg-gold-400 px-5 py-2 font-semibold text-ink-950 hover:bg-gold-300 disabled:opacity-60"
      >
        {pending ? strings.inviting : strings.invite}
      </button>
      <p
        id={messageId}
        role={message?.ok === false ? 'alert' : 'status'}
        data-error-code={message?.code}
        className={message?.ok === false ? 'text-ruby-400' : 'text-gold-200'}
      >
        {message?.text ?? ''}
      </p>
    </form>
  )
}
