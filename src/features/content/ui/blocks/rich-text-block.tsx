import type { RichTextBlock } from '@/payload-types'
import { Container } from '@/ui/primitives/container'

import { RichText } from '../rich-text/rich-text'
import type { BlockProps } from './types'

export function RichTextBlockView({ block, context }: BlockProps<RichTextBlock>) {
  return (
    <section className="py-12 lg:py-16">
      <Container>
        <RichText
          data={block.content}
          className="prose-atout mx-auto text-lg"
          resolveDocHref={context.resolveDocHref}
        />
      </Container>
    </section>
  )
}
