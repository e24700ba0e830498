import { getTranslations } from 'next-intl/server'

import type { VideoEmbedBlock } from '@/payload-types'
import { Container } from '@/ui/primitives/container'

import { parseVideoUrl, videoEmbedUrl } from '../../domain/video'
import { MediaImage } from '../media-image'
import type { BlockProps } from './types'
import { VideoPlayer } from './lazy-blocks'

const providerNames = { youtube: 'YouTube', vimeo: 'Vimeo' } as const

/** A video that loads the provider's player only when the visitor asks for it. */
export async function VideoEmbedBlockView({ block, context }: BlockProps<VideoEmbedBlock>) {
  const ref = parseVideoUrl(block.url)
  if (!ref) return null
  const t = await getTranslations({ locale: context.locale, namespace: 'video' })
  const provider = providerNames[ref.provider]
  return (
    <section className="py-12 lg:py-16">
      <Container className="max-w-5xl">
        <figure>
          <VideoPlayer
            embedUrl={videoEmbedUrl(ref)}
            title={block.title}
            playLabel={t('play', { title: block.title })}
            notice={t('consent', { provider })}
            poster={
              <MediaImage
                media={block.poster}
                fill
                sizes="(min-width: 1024px) 64rem, 100vw"
                className="object-cover opacity-70"
                decorative
              />
            }
          />
          {block.caption ? (
            <figcaption className="mt-3 text-sm text-ink-300">{block.caption}</figcaption>
          ) : null}
        </figure>
      </Container>
    </section>
  )
}
