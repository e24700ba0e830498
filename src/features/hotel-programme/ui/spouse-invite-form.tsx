'use client'

import { useId, useState, type FormEvent } from 'react'

import { useHydrated } from '@/ui/primitives/use-hydrated'

import { ProgrammeMessage, useProgrammeRequest } from './programme-action'

export type SpouseInviteStrings = {
  email: string
  invite: string
  inviting: string
  invited: string
  failed: string
}

/** The holder's invitation form: the spouse's e-mail, checked again on the server. */
export function SpouseInviteForm({ strings }: { strings: SpouseInviteStrings }) {
  const id = useId()
  const [email, setEmail] = useState('')
  const hydrated = useHydrated()
  const { pending, message, send } = useProgrammeRequest({
    done: strings.invited,
    failed: strings.failed,
  })

  async function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (await send('/api/epc/hotel-programme/spouse', 'POST', { email })) setEmail('')
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
        disabled={pending || !hydrated}
        className="rounded-full bg-gold-400 px-5 py-2 font-semibold text-ink-950 hover:bg-gold-300 disabled:opacity-60"
      >
        {pending ? strings.inviting : strings.invite}
      </button>
      <ProgrammeMessage message={message} id={messageId} />
    </form>
  )
}
