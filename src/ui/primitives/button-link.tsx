import { Link } from '@/ui/primitives/link'
import type { ReactNode } from 'react'

import { cn } from './cn'

export type ButtonAppearance = 'primary' | 'secondary' | 'ghost'

const appearances: Record<ButtonAppearance, string> = {
  primary:
    'bg-gold-400 text-ink-950 hover:bg-gold-300 shadow-[0_8px_24px_-10px_rgb(217_178_90/0.8)]',
  secondary: 'border border-gold-400/70 text-gold-200 hover:bg-gold-400/10',
  ghost: 'text-ivory-100 hover:text-gold-300',
}

export const buttonClasses = (appearance: ButtonAppearance = 'primary', className?: string) =>
  cn(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-sm font-semibold tracking-wide transition-colors duration-200',
    appearances[appearance],
    className,
  )

type Props = {
  href: string
  children: ReactNode
  appearance?: ButtonAppearance
  external?: boolean
  newTab?: boolean
  newTabLabel?: string
  className?: string
}

/** A link styled as a button. External links and new tabs get the right rel and a spoken hint. */
export function ButtonLink({
  href,
  children,
  appearance = 'primary',
  external = false,
  newTab = false,
  newTabLabel,
  className,
}: Props) {
  const classes = buttonClasses(appearance, className)
  const hint = newTab && newTabLabel ? <span className="sr-only"> {newTabLabel}</span> : null
  if (external || newTab) {
    return (
      <a
        href={href}
        className={classes}
        target={newTab ? '_blank' : undefined}
        rel={external || newTab ? 'noopener noreferrer' : undefined}
      >
        {children}
        {hint}
      </a>
    )
  }
  return (
    <Link href={href} className={classes}>
      {children}
    </Link>
  )
}
