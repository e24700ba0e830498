'use client'

import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

import { cn } from './cn'

/**
 * A wide table on a narrow screen: it scrolls inside this region, never the page. The region is
 * named and focusable (keyboard users scroll it with the arrow keys), and while its content is
 * wider than it, a line above it says it scrolls sideways.
 */
export function ScrollRegion({
  label,
  hint,
  children,
  className,
}: {
  /** The region's accessible name, e.g. the table's caption. */
  label: string
  /** The visible cue shown while the content overflows. */
  hint: string
  children: ReactNode
  className?: string
}) {
  const ref = useRef<HTMLDivElement>(null)
  const hintId = useId()
  const [overflowing, setOverflowing] = useState(false)

  useEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    if (element.firstElementChild) observer.observe(element.firstElementChild)
    return () => observer.disconnect()
  }, [])

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <p id={hintId} hidden={!overflowing} className="text-sm text-ink-300">
        <span aria-hidden="true">↔ </span>
        {hint}
      </p>
      <div
        ref={ref}
        role="region"
        aria-label={label}
        aria-describedby={overflowing ? hintId : undefined}
        // Scrollable content must be reachable without a mouse (WCAG 2.1.1).
        tabIndex={0}
        // Positioned, so that absolutely positioned content (the screen-reader-only labels in
        // table cells) is clipped here too instead of widening the page.
        className={cn('relative overflow-x-auto', className)}
      >
        {children}
      </div>
    </div>
  )
}
