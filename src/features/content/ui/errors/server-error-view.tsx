'use client'

import { useEffect } from 'react'

import { useErrorMessages, type ErrorMessages } from './error-messages'
import { ErrorPanel } from './error-panel'

/**
 * The body of an error boundary (500), translated, without any stack trace: what happened, what
 * is safe (`help`: the generic text, the member area's or the payment result's) and a retry.
 */
export function ServerErrorView({
  error,
  reset,
  help = 'serverErrorHelp',
}: {
  error: Error & { digest?: string }
  reset: () => void
  help?: keyof Pick<ErrorMessages, 'serverErrorHelp' | 'memberAreaHelp' | 'paymentHelp'>
}) {
  const t = useErrorMessages()
  useEffect(() => {
    // The digest ties the visitor's report to the server log line; the message stays server-side.
    if (error.digest) document.documentElement.dataset.errorDigest = error.digest
  }, [error])
  return (
    <main id="main">
      <title>{t.serverErrorTitle}</title>
      <ErrorPanel
        status="500"
        title={t.serverErrorTitle}
        message={t.serverErrorMessage}
        help={t[help]}
        actions={
          <button
            type="button"
            onClick={reset}
            className="inline-flex min-h-11 items-center rounded-full bg-gold-400 px-6 text-sm font-semibold text-ink-950 hover:bg-gold-300"
          >
            {t.retry}
          </button>
        }
      />
    </main>
  )
}
