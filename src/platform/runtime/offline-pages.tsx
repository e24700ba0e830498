'use client'

import { useEffect } from 'react'

/**
 * On a page a member may need without a network (their card, their vouchers): installs the
 * site's service worker (public/sw.js) with the pages it keeps and the paths that empty its
 * store, and says when the page was made — which is what a kept page shown offline says too.
 */
export function OfflinePages({
  pages,
  clearOn,
  stamp,
}: {
  /** The paths kept for offline use (every language). */
  pages: readonly string[]
  /** Paths whose request empties the store (logging in or out). */
  clearOn: readonly string[]
  /** "Updated on …", written when the page was made. */
  stamp: string
}) {
  const script = `/sw.js?${new URLSearchParams({ pages: pages.join(','), clear: clearOn.join(',') })}`
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    navigator.serviceWorker.register(script, { scope: '/' }).catch(() => undefined)
  }, [script])
  return <p className="text-sm text-ink-300">{stamp}</p>
}
