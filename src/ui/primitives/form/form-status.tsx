import type { ReactNode } from 'react'

import { cn } from '../cn'

type Props = {
  children?: ReactNode
  tone?: 'success' | 'info'
  className?: string
}

/**
 * A polite status message ("Saved", "Link sent"). The region is always in the page so that
 * screen readers notice when text appears in it.
 */
export function FormStatus({ children, tone = 'success', className }: Props) {
  const hasContent = Boolean(children)
  return (
    <div
      role="status"
      className={
        cn(
          hasContent && 'rounded-card border p-4 text-sm',
          hasContent &&
            tone === 'success' &&
            'border-emerald-400/60 bg-emerald-700/20 text-ivory-50',
          hasContent && tone === 'info' && 'border-gold-400/50 bg-gold-400/10 text-ivory-50',
          className,
        ) || undefined
      }
    >
      {children}
    </div>
  )
}
