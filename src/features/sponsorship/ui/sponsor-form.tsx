'use client'

import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'

import { useHydrated } from '@/ui/primitives/use-hydrated'

export type SponsorFormStrings = {
  civility: string
  mr: string
  mrs: string
  firstname: string
  lastname: string
  email: string
  submit: string
  sending: string
  sent: string
  failed: string
}

const input = 'rounded-md border border-ink-600 bg-ink-950 px-3 py-2 text-ivory-50'

/** The sponsor form: the godson's civility, name and email; the server mails the invitation. */
export function SponsorForm({ strings }: { strings: SponsorFormStrings }) {
  const router = useRouter()
  // Until the form's code runs, submitting would put the godson's name and e-mail in the URL.
  const hydrated = useHydrated()
  const [pending, setPending] = useState(false)
  const [message, setMessage] = useState<{ ok: boolean; text: string; code?: string } | null>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = Object.fromEntries(new FormData(form).entries())
    setPending(true)
    setMessage(null)
    try {
      const response = await fetch('/api/epc/profile/sponsorship/invitations', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(data),
      })
      const body = (await response.json().catch(() => null)) as {
        code?: string
        message?: string
      } | null
      if (response.ok) {
        form.reset()
        setMessage({ ok: true, text: strings.sent })
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
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate={false}>
      <fieldset className="flex gap-6 text-ink-200">
        <legend className="mb-2 text-sm">{strings.civility}</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="civility" value="Mrs" required /> {strings.mrs}
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="civility" value="Mr" /> {strings.mr}
        </label>
      </fieldset>
      <label className="flex flex-col gap-1 text-sm text-ink-200">
        {strings.firstname}
        <input name="firstname" required maxLength={60} autoComplete="off" className={input} />
      </label>
      <label className="flex flex-col gap-1 text-sm text-ink-200">
        {strings.lastname}
        <input name="lastname" required maxLength={60} autoComplete="off" className={input} />
      </label>
      <label className="flex flex-col gap-1 text-sm text-ink-200">
        {strings.email}
        <input
          name="email"
          type="email"
          required
          maxLength={200}
          autoComplete="off"
          className={input}
        />
      </label>
      <button
        type="submit"
        disabled={pending || !hydrated}
        className="self-start rounded-full bg-gold-400 px-5 py-2 font-semibold text-ink-950 hover:bg-gold-300 disabled:opacity-60"
      >
        {pending ? strings.sending : strings.submit}
      </button>
      {message ? (
        <p
          role={message.ok ? 'status' : 'alert'}
          data-error-code={message.code}
          className={message.ok ? 'text-gold-200' : 'text-ruby-400'}
        >
          {message.text}
        </p>
      ) : null}
    </form>
  )
}
