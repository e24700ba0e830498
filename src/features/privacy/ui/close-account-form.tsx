'use client'

import { useId, useState, type FormEvent } from 'react'

import { ApiMessage, useApiRequest } from '@/ui/primitives/api-action'
import { useHydrated } from '@/ui/primitives/use-hydrated'

export type CloseAccountStrings = {
  password: string
  submit: string
  submitting: string
  done: string
  failed: string
}

/** The closure's form: the password typed again, checked on the server (ADR 0069). */
export function CloseAccountForm({ strings }: { strings: CloseAccountStrings }) {
  const id = useId()
  const [password, setPassword] = useState('')
  const hydrated = useHydrated()
  const { pending, message, send } = useApiRequest({ done: strings.done, failed: strings.failed })

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (await send('/api/epc/privacy/closure', 'POST', { password })) setPassword('')
  }

  const messageId = `${id}-message`
  return (
    <form onSubmit={submit} className="flex flex-col items-start gap-3" noValidate>
      <label htmlFor={`${id}-password`} className="text-sm font-semibold text-ivory-100">
        {strings.password}
      </label>
      <input
        id={`${id}-password`}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        aria-describedby={messageId}
        aria-invalid={message?.ok === false ? true : undefined}
        className="w-full max-w-md rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-ivory-50"
      />
      <button
        type="submit"
        disabled={pending || !hydrated}
        className="rounded-full border border-ruby-400 px-5 py-2 font-semibold text-ruby-400 hover:bg-ruby-600 hover:text-ivory-50 disabled:opacity-60"
      >
        {pending ? strings.submitting : strings.submit}
      </button>
      <ApiMessage message={message} id={messageId} />
    </form>
  )
}
