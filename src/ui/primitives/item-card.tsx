import type { ReactNode } from 'react'

import { Link } from './link'

export type ItemCardProps = {
  eyebrow?: string | null
  title: string
  href: string | null
  lines: Array<string | null | undefined>
  badge?: ReactNode
}

/** A grid of ItemCards. */
export function ItemCardList({ children }: { children: ReactNode }) {
  return <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>
}

/** A list item card: eyebrow, a title (a link when there is a page), a few lines, a badge. */
export function ItemCard({ eyebrow, title, href, lines, badge }: ItemCardProps) {
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-ink-800 bg-ink-900/60 p-4 transition-colors focus-within:border-gold-400 hover:border-ink-600">
      {eyebrow ? (
        <p className="text-xs font-semibold tracking-widest text-gold-300 uppercase">{eyebrow}</p>
      ) : null}
      <h3 className="text-lg text-ivory-50">
        {href ? (
          <Link
            href={href}
            prefetch={false}
            className="hover:text-gold-300 focus-visible:underline"
          >
            {title}
          </Link>
        ) : (
          title
        )}
      </h3>
      {lines.filter(Boolean).map((line, index) => (
        <p key={index} className="text-sm text-ink-200">
          {line}
        </p>
      ))}
      {badge}
    </li>
  )
}
