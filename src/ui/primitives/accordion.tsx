'use client'

import { ChevronDown } from 'lucide-react'
import { Accordion as RadixAccordion } from 'radix-ui'
import type { ReactNode } from 'react'

import { cn } from './cn'

export type AccordionEntry = { id: string; title: string; content: ReactNode }

/** Accessible disclosure list (Radix Accordion): buttons with aria-expanded, arrow-key navigation. */
export function Accordion({
  entries,
  className,
}: {
  entries: AccordionEntry[]
  className?: string
}) {
  return (
    <RadixAccordion.Root
      type="multiple"
      className={cn('divide-y divide-ink-800 border-y border-ink-800', className)}
    >
      {entries.map((entry) => (
        <RadixAccordion.Item key={entry.id} value={entry.id}>
          <RadixAccordion.Header asChild>
            <h3>
              <RadixAccordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 py-4 text-left font-sans text-lg font-medium text-ivory-100 hover:text-gold-300">
                {entry.title}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-gold-400 transition-transform duration-200 group-data-[state=open]:rotate-180"
                />
              </RadixAccordion.Trigger>
            </h3>
          </RadixAccordion.Header>
          <RadixAccordion.Content
            forceMount
            className="overflow-hidden pb-5 data-[state=closed]:hidden"
          >
            {entry.content}
          </RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  )
}
