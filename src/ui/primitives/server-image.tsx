import type { ImageProps } from 'next/image'
import { preload } from 'react-dom'

import { imageAttributes } from './image-attributes'

type Props = Omit<ImageProps, 'src' | 'alt' | 'loader' | 'placeholder' | 'onLoad' | 'onError'> & {
  src: string
  alt: string
  /** The stored file's width, when known: sources larger than the file are not listed. */
  fileWidth?: number | null
}

/**
 * An image through Next's optimiser (resized, modern formats, `srcset`, lazy unless priority) as a
 * plain `<img>` rendered on the server: `getImageProps` gives next/image's attributes without its
 * client component, so no page downloads image JavaScript. A priority image (the hero) is
 * preloaded from the document's head, as next/image does.
 */
export function ServerImage({ priority, fileWidth, ...props }: Props) {
  const img = imageAttributes(
    {
      ...props,
      loading: priority ? 'eager' : (props.loading ?? 'lazy'),
      fetchPriority: priority ? 'high' : props.fetchPriority,
    },
    fileWidth,
  )
  if (priority && img.src) {
    preload(img.src, {
      as: 'image',
      imageSrcSet: img.srcSet,
      imageSizes: img.sizes,
      fetchPriority: 'high',
    })
  }
  // next/image's own attributes, rendered without its client component (the point of this file).
  // eslint-disable-next-line @next/next/no-img-element
  return <img {...img} alt={props.alt} />
}
