'use client'

import { ServerErrorView } from '@/features/content/ui/errors/server-error-view'

/** A member page that failed: the error page says the member's points, bookings and payments are safe. */
export default function MemberAreaError(props: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  return <ServerErrorView {...props} help="memberAreaHelp" />
}
