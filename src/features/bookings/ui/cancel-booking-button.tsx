'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { apiRequest } from '@/platform/http/client'
import type { Locale } from '@/platform/i18n/locales'
import { buttonClasses } from '@/ui/primitives/button-link'
import { FormErrorSummary, FormStatus, SubmitButton, useApiForm } from '@/ui/primitives/form'
import { useHydrated } from '@/ui/primitives/use-hydrated'

export type CancelStrings = {
  cancelButton: string
  cancelConfirmText: string
  cancelConfirm: string
  keep: string
  cancelling: string
  cancelledNow: string
  errorTitle: string
  network: string
  technical: string
}

/** Cancels from the private page, after a confirmation step; the page then shows the new state. */
export function CancelBookingButton({
  locale,
  token,
  strings,
}: {
  locale: Locale
  token: string
  strings: CancelStrings
}) {
  const router = useRouter()
  const [confirming, setConfirming] = useState(false)
  // A click before the code runs would do nothing: the button waits for it.
  const hydrated = useHydrated()
  const [cancelled, setCancelled] = useState(false)
  const form = useApiForm({
    fallbackMessages: { network: strings.network, technical: strings.technical },
  })

  async function cancel() {
    const result = await form.submit((signal) =>
      apiRequest<{ status: string }>('/api/epc/bookings/cancel', {
        method: 'POST',
        body: { token },
        lang: locale,
        signal,
      }),
    )
    if (result?.data) {
      setCancelled(true)
      router.refresh()
    }
  }

  if (cancelled) return <FormStatus>{strings.cancelledNow}</FormStatus>
  return (
    <div className="flex flex-col gap-3">
      <FormErrorSummary
        title={strings.errorTitle}
        items={form.error ? [{ message: form.error.message, code: form.error.code }] : []}
        focusKey={form.failures}
      />
      {confirming ? (
        <div className="flex flex-col gap-3 rounded-xl border border-ruby-400/60 p-4">
          <p className="text-ivory-100">{strings.cancelConfirmText}</p>
          <div className="flex flex-wrap gap-3">
            <SubmitButton
              type="button"
              busy={form.sending}
              busyLabel={strings.cancelling}
              onClick={() => void cancel()}
            >
              {strings.cancelConfirm}
            </SubmitButton>
            <button
              type="button"
              className={buttonClasses('secondary')}
              onClick={() => setConfirming(false)}
            >
              {strings.keep}
            </button>
          </div>
        </div>
      ) : (
        <div>
          <button
            type="button"
            disabled={!hydrated}
            className={buttonClasses('secondary')}
            onClick={() => setConfirming(true)}
          >
            {strings.cancelButton}
          </button>
        </div>
      )}
    </div>
  )
}
