'use client'

import { LogOut } from 'lucide'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { apiRequest } from '@/platform/http/client'
import type { Locale } from '@/platform/i18n/locales'
import { SubmitButton } from '@/ui/primitives/form'
import { Icon } from '@/ui/primitives/icon'

type Props = {
  locale: Locale
  homeHref: string
  labels: { logout: string; loggingOut: string; technical: string; network: string }
}

/** Ends the session (the server clears the cookies), then the home page of the language. */
export function LogoutButton({ locale, homeHref, labels }: Props) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function logout() {
    if (busy) return
    setBusy(true)
    setError(null)
    const result = await apiRequest('/api/epc/auth/logout', {
      method: 'POST',
      body: {},
      lang: locale,
    })
    if (result.error) {
      setBusy(false)
      setError(
        result.error.code === 'network' ? labels.network : result.error.message || labels.technical,
      )
      return
    }
    router.push(homeHref)
    router.refresh()
  }

  return (
    <div className="flex flex-col gap-2">
      <SubmitButton
        type="button"
        appearance="secondary"
        busy={busy}
        busyLabel={labels.loggingOut}
        onClick={logout}
        className="sm:self-start"
      >
        <Icon icon={LogOut} aria-hidden="true" className="size-4" />
        {labels.logout}
      </SubmitButton>
      {error ? (
        <p role="alert" className="text-sm text-ruby-400">
          {error}
        </p>
      ) : null}
    </div>
  )
}
