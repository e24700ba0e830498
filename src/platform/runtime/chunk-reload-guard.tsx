'use client'

import { useEffect } from 'react'

import { isAbortedViewTransition } from './aborted-transition'
import {
  decideChunkRecovery,
  isChunkLoadError,
  readNavigationTarget,
  RELOAD_GUARD_KEY,
  type PendingNavigation,
} from './chunk-reload'

function readGuard(): number | null {
  const raw = window.sessionStorage.getItem(RELOAD_GUARD_KEY)
  return raw === null ? null : Number(raw)
}

/**
 * Recovers once when a script chunk fails to load (typically after a new deployment): opens the
 * page of the link just clicked with a full page load, or reloads the page when no click is
 * pending. A record in sessionStorage keeps it to once per 10 seconds.
 *
 * It also handles the one rejection React leaves unhandled: a view transition the browser
 * aborted (the window resized as a late part of the page was revealed), which is not an error.
 */
export function ChunkReloadGuard() {
  useEffect(() => {
    let pending: PendingNavigation | null = null

    const recover = () => {
      const now = Date.now()
      const decision = decideChunkRecovery({
        lastRecoveryAt: readGuard(),
        now,
        pending,
        location: window.location.href,
      })
      if (decision.kind === 'none') return
      window.sessionStorage.setItem(RELOAD_GUARD_KEY, String(now))
      if (decision.kind === 'navigate') window.location.assign(decision.url)
      else window.location.reload()
    }
    // Capture phase: next/link cancels the click to route it itself, after this sees it.
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(anchor instanceof HTMLAnchorElement)) return
      const url = readNavigationTarget(
        {
          button: event.button,
          modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
          defaultPrevented: false,
          href: anchor.href,
          target: anchor.target,
          download: anchor.hasAttribute('download'),
        },
        window.location.href,
      )
      if (url) pending = { url, at: Date.now() }
    }
    const onError = (event: ErrorEvent | Event) => {
      const target = event.target as HTMLElement | null
      const failedScript =
        target instanceof HTMLScriptElement && target.src.includes('/_next/static/chunks/')
      if (failedScript || ('error' in event && isChunkLoadError(event.error))) recover()
    }
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isAbortedViewTransition(event.reason)) event.preventDefault()
      else if (isChunkLoadError(event.reason)) recover()
    }
    document.addEventListener('click', onClick, true)
    window.addEventListener('error', onError, true)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('error', onError, true)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
  return null
}
