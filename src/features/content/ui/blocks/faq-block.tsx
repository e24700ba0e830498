import type { FaqBlock } from '@/payload-types'
import { Container } from '@/ui/primitives/container'
import { Accordion, type AccordionEntry } from '@/ui/primitives/accordion'

import { RichText } from '../rich-text/rich-text'
import type { BlockProps } from './types'

/** Questions and answers (native disclosure, no client code); answers are rich text. */
export function FaqBlockView({ block, context }: BlockProps<FaqBlock>) {
  const entries: AccordionEntry[] = (block.items ?? []).map((item, index) => ({
    id: item.id ?? String(index),
    title: item.question,
    content: (
      <RichText
        data={item.answer}
        className="prose-atout"
        resolveDocHref={context.resolveDocHref}
      />
    ),
  }))
  if (entries.length === 0) return null
  return (
    <section className="py-12 lg:py-16">
      <Container className="max-w-3xl">
        {block.heading ? (
          <h2 className="text-3xl text-ivory-50 sm:text-4xl">{block.heading}</h2>
        ) : null}
        <Accordion entries={entries} className="mt-8" />
      </Container>
    </section>
  )
}
