'use client'

import { useId, useState, type FormEvent } from 'react'

import { useHydrated } from '@/ui/primitives/use-hydrated'

import {
  ProgrammeMessage,
  useProgrammeRequest,
  type ProgrammeActionStrings,
} from './programme-action'

export type SpouseInviteStrings = {
  email: string
  invite: string
  inviting: string
  invited: string
  failed: string
}

/**
 * The holder's spouse card controls: the invitation form (the spouse's e-mail, checked again on
 * the server) while there is none, else the button that cancels or revokes it. One component for
 * both, so that what the last call said stays on screen when the page, refreshed after it, shows
 * the other one ("revoked" above the form again, "invitation sent" above the cancel button).
 */
export function SpouseControls({
  mode,
  invite: inviteStrings,
  revoke: revokeStrings,
}: {
  mode: 'invite' | 'revoke'
  invite: SpouseInviteStrings
  revoke: ProgrammeActionStrings
}) {
  const id = useId()
  const [email, setEmail] = useState('')
  const [last, setLast] = useState<'invite' | 'revoke' | null>(null)
  const hydrated = useHydrated()
  const inviting = useProgrammeRequest({
    done: inviteStrings.invited,
    failed: inviteStrings.failed,
  })
  const revoking = useProgrammeRequest({ done: revokeStrings.done, failed: revokeStrings.failed })
  const message = last === 'invite' ? inviting.message : last === 'revoke' ? revoking.message : null
  const pending = inviting.pending || revoking.pending

  async function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setLast('invite')
    if (await inviting.send('/api/epc/hotel-programme/spouse', 'POST', { email })) setEmail('')
  }

  function revoke() {
    setLast('revoke')
    void revoking.send('/api/epc/hotel-programme/spouse', 'DELETE')
  }

  const messageId = `${id}-message`
  const buttonClass =
    'rounded-full bg-gold-400 px-5 py-2 font-semibold text-ink-950 hover:bg-gold-300 disabled:opacity-60'
  if (mode === 'revoke') {
    return (
      <div className="flex flex-col items-start gap-3">
        <button
          type="button"
          onClick={revoke}
          disabled={pending || !hydrated}
          className={buttonClass}
        >
          {revoking.pending ? revokeStrings.pending : revokeStrings.button}
        </button>
        <ProgrammeMessage message={message} id={messageId} />
      </div>
    )
  }
  return (
    <form onSubmit={invite} className="flex flex-col items-start gap-3" noValidate>
      <label htmlFor={`${id}-email`} className="text-sm font-semibold text-ivory-100">
        {inviteStrings.email}
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
      <button type="submit" disabled={pending || !hydrated} className={buttonClass}>
        {inviting.pending ? inviteStrings.inviting : inviteStrings.invite}
      </button>
      <ProgrammeMessage message={message} id={messageId} />
    </form>
  )
}
