'use client'

import { lazy, Suspense, useEffect, useRef, ViewTransition, type ComponentType } from 'react'

/** How far below the viewport an island starts loading, so it is ready when scrolled to. */
const LOAD_MARGIN = '300px 0px'
/** Touching the island before it is near the viewport (keyboard, pointer) loads it at once. */
const TOUCH_EVENTS = ['focusin', 'pointerdown', 'pointerover', 'keydown'] as const

/**
 * A client component rendered on the server like any other, whose code is fetched only when it
 * comes near the viewport or is touched (focus, pointer, key), whichever comes first: it is not
 * part of the page's first load (`next/dynamic` with `ssr` preloads the chunk of every island the
 * server rendered; this does not).
 *
 * Until its code arrives React keeps the server's HTML as it is (a Suspense boundary left
 * dehydrated): the island is visible, links work, text typed into its fields stays and is handed
 * to the form once hydrated (the field primitives do that), and its submit buttons stay disabled
 * (`SubmitButton`), so nothing can be sent before the form can check it. For below-the-fold
 * islands (the newsletter form); an island the visitor needs at once is a plain client component.
 */
export function deferredIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let open: () => void = () => {}
  const opened =
    typeof window === 'undefined'
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          open = resolve
        })
  const Island = lazy(async () => {
    await opened
    return { default: await load() }
  })

  function DeferredIsland(props: P) {
    const ref = useRef<HTMLDivElement>(null)
    useEffect(() => {
      const element = ref.current
      if (!element) return
      const observer =
        typeof IntersectionObserver === 'undefined'
          ? null
          : new IntersectionObserver(
              (entries) => {
                if (entries.some((entry) => entry.isIntersecting)) open()
              },
              { rootMargin: LOAD_MARGIN },
            )
      if (observer) observer.observe(element)
      else open()
      // On the window, capturing: React stops the propagation of events aimed at a part of the
      // page it has not hydrated yet (it replays them once hydrated), so a listener on the island
      // itself would never hear them.
      const touched = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) open()
      }
      for (const type of TOUCH_EVENTS) {
        window.addEventListener(type, touched, { capture: true, passive: true })
      }
      return () => {
        observer?.disconnect()
        for (const type of TOUCH_EVENTS) {
          window.removeEventListener(type, touched, { capture: true })
        }
      }
    }, [])
    // On a page longer than React's progressive chunk (12.8 KB) the server sends the island's
    // HTML after the rest, and an inline script moves it into place as the page loads. That
    // script animates the move with a view transition when an element around it takes part in
    // one (the layout's <ViewTransition>), and while a transition runs the page takes no click:
    // the visitor's first click would be lost. The outer element says "no update animation
    // here" (vt-update="none"), where the script stops looking (tests/e2e/motion.spec.ts).
    return (
      <ViewTransition default="none">
        <div ref={ref}>
          <div>
            <Suspense fallback={null}>
              <Island {...props} />
            </Suspense>
          </div>
        </div>
      </ViewTransition>
    )
  }
  return DeferredIsland
}
