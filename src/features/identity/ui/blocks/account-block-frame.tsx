import type { ReactNode } from 'react'

import { cn } from '@/ui/primitives/cn'
import { Container } from '@/ui/primitives/container'

type Props = {
  /** Unique on the page: names the section after its heading. */
  id: string
  heading: string
  intro?: string | null
  width?: 'narrow' | 'wide'
  children: ReactNode
}

/** The card an account block sits in: its heading (h2, under the page's h1), intro and content. */
export function AccountBlockFrame({ id, heading, intro, width = 'narrow', children }: Props) {
  const headingId = `${id}-title`
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24 py-10 lg:py-14">
      <Container>
        <div
          className={cn(
            'mx-auto rounded-card border border-ink-700 bg-ink-900 p-5 shadow-card sm:p-8',
            width === 'narrow' ? 'max-w-xl' : 'max-w-3xl',
          )}
        >
          <h2 id={headingId} className="text-2xl text-ivory-50 sm:text-3xl">
            {heading}
          </h2>
          {intro ? <p className="mt-3 whitespace-pre-line text-ink-200">{intro}</p> : null}
          <div className="mt-6">{children}</div>
        </div>
      </Container>
    </section>
  )
}

/** A stable id for a block's frame. */
export function frameId(block: { blockType: string; id?: string | null }): string {
  return `account-${block.blockType}-${block.id ?? 'block'}`
}
