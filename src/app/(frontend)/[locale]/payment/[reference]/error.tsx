'use client'

import { ServerErrorView } from '@/features/content/ui/errors/server-error-view'

/**
 * The payment result page failed: the error page says the payment itself is not lost (the
 * provider's notifications record it; a confirmation mail follows if it went through).
 */
export default function PaymentResultError(props: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  return <ServerErrorView {...props} help="paymentHelp" />
}
