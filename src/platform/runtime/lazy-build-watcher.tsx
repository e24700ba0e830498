'use client'

import { useEffect, useState, type ComponentProps, type ComponentType } from 'react'

import type { BuildWatcher as Watcher } from './build-watcher'

type Props = ComponentProps<typeof Watcher>

/**
 * The build watcher shows nothing until a new build is live (it asks when the page opens, when the
 * tab comes back and every few minutes): its code loads once the page is interactive, not with
 * the page (ADR 0074). A plain state update once the import arrives, not `next/dynamic`: a
 * client-only Suspense boundary revealing after hydration starts a view transition (the layout's
 * `<ViewTransition>`), and clicks made during one land on the document, not on the page (a
 * language switch clicked then did nothing).
 */
export function BuildWatcher(props: Props) {
  const [Loaded, setLoaded] = useState<ComponentType<Props> | null>(null)
  useEffect(() => {
    let live = true
    void import('./build-watcher').then((module) => {
      if (live) setLoaded(() => module.BuildWatcher)
    })
    return () => {
      live = false
    }
  }, [])
  return Loaded ? <Loaded {...props} /> : null
}
