'use client'

import { useEffect } from 'react'

import { isChunkLoadError, RELOAD_GUARD_KEY, shouldReload } from './chunk-reload'

function reloadOnce() {
  const raw = window.sessionStorage.getItem(RELOAD_GUARD_KEY)
  const last = raw === null ? null : Number(raw)
  const now = Date.now()
  if (!shouldReload(last, now)) return
  window.sessionStorage.setItem(RELOAD_GUARD_KEY, String(now))
  window.location.reload()
}

/** Reloads the page once when a script chunk fails to load (typically after a new deployment). */
export function ChunkReloadGuard() {
  useEffect(() => {
    const onError = (event: ErrorEvent | Event) => {
      const target = event.target as HTMLElement | null
      const failedScript =
        target instanceof HTMLScriptElement && target.src.includes('/_next/static/chunks/')
      if (failedScript || ('error' in event && isChunkLoadError(event.error))) reloadOnce()
    }
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadOnce()
    }
    window.addEventListener('error', onError, true)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError, true)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
  return null
}
