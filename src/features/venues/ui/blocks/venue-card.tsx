import { Link } from '@/ui/primitives/link'

import type { VenueCardProps } from './block-frame'

export function VenueCard({ eyebrow, title, href, lines, badge }: VenueCardProps) {
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
