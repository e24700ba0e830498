'use client'

import { useSyncExternalStore } from 'react'

const subscribeNever = () => () => {}

/**
 * False in the server's HTML and during hydration, true once React runs in the browser. A control
 * that only works with JavaScript (a fetch on click, a form whose submit is prevented) stays
 * disabled until then, so an early click neither does nothing nor submits the form natively (which
 * would put its fields in the page's URL).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
}
