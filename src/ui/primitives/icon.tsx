import type { IconNode } from 'lucide'
import { createElement, type SVGProps } from 'react'

import { cn } from './cn'

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & {
  /** The icon's shapes, from the `lucide` package: `import { Menu } from 'lucide'`. */
  icon: IconNode
}

/**
 * A Lucide icon as a plain SVG, rendered wherever it is used: on the server from a server
 * component, in the browser from a client one. lucide-react's icons are client components
 * ("use client"): each one a server component drew became a client reference, so every page
 * loaded their runtime and its payload carried each icon's shapes as props (ADR 0080). Decorative
 * unless given a label: hidden from assistive technology by default, as lucide-react did.
 */
export function Icon({ icon, className, ...props }: IconProps) {
  const labelled = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={labelled ? undefined : true}
      {...props}
      className={cn('lucide', className)}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  )
}
