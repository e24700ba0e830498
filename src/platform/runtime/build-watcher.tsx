'use client'

import { useEffect, useState } from 'react'

const POLL_MS = 5 * 60 * 1000

type Props = { buildId: string; labels: { available: string; reload: string; dismiss: string } }

/**
 * Polls the server's build id and offers a reload when a new build is live, so visitors never
 * navigate on a stale client into missing chunks.
 */
export function BuildWatcher({ buildId, labels }: Props) {
  const [stale, setStale] = useState(false)
  const [dismissed, setDismissed] = useState(false)

  useEffect(() => {
    let cancelled = false
    const check = async () => {
      if (document.visibilityState !== 'visible') return
      try {
        const response = await fetch(`/api/build?ts=${Date.now()}`, { cache: 'no-store' })
        if (!response.ok) return
        const body = (await response.json()) as { buildId?: unknown }
        if (!cancelled && typeof body.buildId === 'string' && body.buildId !== buildId)
          setStale(true)
      } catch {
        // Offline or server restarting: try again at the next tick.
      }
    }
    const timer = window.setInterval(check, POLL_MS)
    const onVisible = () => void check()
    document.addEventListener('visibilitychange', onVisible)
    void check()
    return () => {
      cancelled = true
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [buildId])

  if (!stale || dismissed) return null
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md items-center gap-3 rounded-2xl border border-gold-500/50 bg-ink-900 p-4 text-sm shadow-card"
    >
      <p className="flex-1">{labels.available}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="min-h-11 rounded-full bg-gold-400 px-4 font-semibold text-ink-950 hover:bg-gold-300"
      >
        {labels.reload}
      </button>
      <button
        type="button"
        onClick={() => setDismissed(true)}
        className="min-h-11 rounded-full px-3 text-ink-200 hover:text-gold-300"
      >
        {labels.dismiss}
      </button>
    </div>
  )
}
