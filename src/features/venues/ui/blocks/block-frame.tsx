import type { ReactNode } from 'react'

import { Container } from '@/ui/primitives/container'

/** The frame of a venue block: a section with its heading and intro. */
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

export type VenueCardProps = {
  eyebrow?: string | null
  title: string
  href: string | null
  lines: Array<string | null | undefined>
  badge?: ReactNode
}

export function VenueCardList({ children }: { children: ReactNode }) {
  return <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>
}
