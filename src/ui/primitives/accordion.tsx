import { ChevronDown } from 'lucide'
import type { ReactNode } from 'react'

import { cn } from './cn'
import { Icon } from './icon'

export type AccordionEntry = { id: string; title: string; content: ReactNode }

/**
 * Questions that open to their answers: native `<details>`/`<summary>` (keyboard, screen readers
 * and find-in-page work without JavaScript; the answers are in the page's HTML for search
 * engines). Each question is a heading inside its summary. No client code.
 */
export function Accordion({
  entries,
  className,
}: {
  entries: AccordionEntry[]
  className?: string
}) {
  return (
    <div className={cn('divide-y divide-ink-800 border-y border-ink-800', className)}>
      {entries.map((entry) => (
        <details key={entry.id} className="group">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 text-left font-sans text-lg font-medium text-ivory-100 hover:text-gold-300 [&::-webkit-details-marker]:hidden">
            <h3 className="font-sans text-lg font-medium">{entry.title}</h3>
            <Icon
              icon={ChevronDown}
              aria-hidden="true"
              className="size-5 shrink-0 text-gold-400 transition-transform duration-200 group-open:rotate-180"
            />
          </summary>
          <div className="pb-5">{entry.content}</div>
        </details>
      ))}
    </div>
  )
}
