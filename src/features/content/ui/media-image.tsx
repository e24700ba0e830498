import type { Media } from '@/payload-types'
import { mediaPath } from '@/ui/primitives/media-path'
import { ServerImage as Image } from '@/ui/primitives/server-image'

type Props = {
  media: Media | number | null | undefined
  sizes: string
  className?: string
  priority?: boolean
  fill?: boolean
  /** Empty for decorative images next to a text that says the same thing. */
  decorative?: boolean
}

/** An uploaded image through Next's optimiser (resized, modern formats, lazy unless priority). */
export function MediaImage({ media, sizes, className, priority, fill, decorative }: Props) {
  if (!media || typeof media !== 'object' || !media.url) return null
  const alt = decorative ? '' : (media.alt ?? '')
  if (fill) {
    return (
      <Image
        src={mediaPath(media.url)}
        alt={alt}
        fill
        fileWidth={media.width}
        sizes={sizes}
        className={className}
        priority={priority}
      />
    )
  }
  return (
    <Image
      src={mediaPath(media.url)}
      alt={alt}
      width={media.width ?? 1200}
      height={media.height ?? 800}
      fileWidth={media.width}
      sizes={sizes}
      className={className}
      priority={priority}
    />
  )
}
