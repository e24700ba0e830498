'use client'

import { ServerErrorView } from '@/features/content/ui/errors/server-error-view'

/** The generic error page (500 'Internal Server Error'), translated, without any stack trace. */
export default function ErrorPage(props: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  return <ServerErrorView {...props} />
}
