import { Link } from '@/ui/primitives/link'
import type { ReactNode } from 'react'

export type LinkTarget = { href: string; label: string; external: boolean; newTab: boolean }

type Props = {
  link: LinkTarget
  className?: string
  children?: ReactNode
  newTabLabel?: string
  /** false for secondary links (footer): no prefetch when they scroll into view. */
  prefetch?: boolean
}

/** Renders a resolved CMS link: next/link inside the site, a plain anchor outside it. */
export function SmartLink({ link, className, children, newTabLabel, prefetch }: Props) {
  const content = children ?? link.label
  if (link.external || link.newTab) {
    return (
      <a
        href={link.href}
        className={className}
        target={link.newTab ? '_blank' : undefined}
        rel="noopener noreferrer"
      >
        {content}
        {link.newTab && newTabLabel ? <span className="sr-only"> {newTabLabel}</span> : null}
      </a>
    )
  }
  return (
    <Link href={link.href} className={className} prefetch={prefetch}>
      {content}
    </Link>
  )
}
