'use client'

import { useEffect } from 'react'

import { useErrorMessages } from '@/features/content/ui/errors/error-messages'
import { ErrorPanel } from '@/features/content/ui/errors/error-panel'

/** The generic error page (500 'Internal Server Error'), translated, without any stack trace. */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
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
        help={t.serverErrorHelp}
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
