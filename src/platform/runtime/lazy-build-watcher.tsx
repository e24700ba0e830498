'use client'

import dynamic from 'next/dynamic'

/**
 * The build watcher shows nothing until a new build is live (it polls every few minutes): its code
 * loads once the page is interactive, not with the page (ADR 0074).
 */
export const BuildWatcher = dynamic(() => import('./build-watcher').then((m) => m.BuildWatcher), {
  ssr: false,
})
