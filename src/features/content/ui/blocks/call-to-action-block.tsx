import type { CallToActionBlock } from '@/payload-types'
import { ButtonLink } from '@/ui/primitives/button-link'
import { Container } from '@/ui/primitives/container'

import { resolveLink } from '../../domain/links'
import type { BlockProps } from './types'

export function CallToActionBlockView({ block, context }: BlockProps<CallToActionBlock>) {
  const links = (block.links ?? []).flatMap((entry) => {
    const link = resolveLink(entry.link, context.linkContext)
    return link ? [{ ...link, key: entry.id ?? link.href }] : []
  })
  return (
    <section className="py-12 lg:py-16">
      <Container>
        <div className="relative overflow-hidden rounded-3xl border border-gold-500/40 bg-gradient-to-br from-ink-800 via-ink-900 to-ink-950 px-6 py-12 text-center sm:px-12">
          <h2 className="text-3xl text-ivory-50 sm:text-4xl">{block.heading}</h2>
          {block.text ? (
            <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-200">{block.text}</p>
          ) : null}
          {links.length > 0 ? (
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              {links.map((link, index) => (
                <ButtonLink
                  key={link.key}
                  href={link.href}
                  external={link.external}
                  newTab={link.newTab}
                  appearance={index === 0 ? 'primary' : 'secondary'}
                >
                  {link.label}
                </ButtonLink>
              ))}
            </div>
          ) : null}
        </div>
      </Container>
    </section>
  )
}
