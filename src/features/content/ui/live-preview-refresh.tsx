'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Payload live preview, server-rendered flavour: the admin (same origin) posts a
 * 'payload-document-event' on every save or autosave, and the preview re-renders on the server.
 * We speak the two messages of Payload's protocol directly rather than pulling a package whose
 * version lags the rest of Payload.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  useEffect(() => {
    const origin = window.location.origin
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown } | null
      if (
        event.origin === origin &&
        data &&
        typeof data === 'object' &&
        data.type === 'payload-document-event'
      ) {
        router.refresh()
      }
    }
    window.addEventListener('message', onMessage)
    const host = window.opener ?? (window.parent !== window ? window.parent : null)
    host?.postMessage({ type: 'payload-live-preview', ready: true }, origin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
