import type { ReactNode } from 'react'

import type { Locale } from '@/platform/i18n/locales'

import { Container } from './container'

/** What a CMS block's view is given: its block, and the page's locale. */
export type BlockViewProps<T> = { block: T; context: { locale: Locale } }

/** The id of a CMS block's section: its kind and the block's own id, stable across renders. */
export function blockId(kind: string, block: { id?: string | null }): string {
  return `${kind}-${block.id ?? 'block'}`
}

/** The frame of a page block: a section with its heading and intro. */
export function BlockFrame({
  id,
  heading,
  intro,
  children,
}: {
  id: string
  heading: string | null | undefined
  intro?: string | null
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={heading ? `${id}-title` : undefined}
      id={id}
      className="py-10 lg:py-14"
    >
      <Container className="flex flex-col gap-6">
        {heading ? (
          <h2 id={`${id}-title`} className="text-3xl text-ivory-50 sm:text-4xl">
            {heading}
          </h2>
        ) : null}
        {intro ? <p className="max-w-3xl text-ink-200">{intro}</p> : null}
        {children}
      </Container>
    </section>
  )
}
