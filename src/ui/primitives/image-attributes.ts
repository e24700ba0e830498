import { getImageProps, type ImageProps } from 'next/image'

type Sources = { src?: string; srcSet?: string }

/**
 * Cuts a width-described `srcset` after its first width that covers a file `fileWidth` pixels
 * wide. Next's optimiser never enlarges a picture, so every larger entry is the same picture again
 * under another URL: bytes in each page (eight widths of a 480 px card were a sixth of the rewards
 * catalogue's HTML) and as many copies in the optimiser's cache. `src` becomes the largest entry
 * kept, as next/image makes it the largest listed. Density-described sets (`1x, 2x`) are kept.
 */
export function trimSources<T extends Sources>(img: T, fileWidth: number | null | undefined): T {
  if (!fileWidth || fileWidth <= 0 || !img.srcSet) return img
  const entries = img.srcSet.split(', ').map((entry) => {
    const match = /^(\S+) (\d+)w$/.exec(entry)
    return match ? { url: match[1]!, width: Number(match[2]) } : null
  })
  if (entries.some((entry) => entry === null)) return img
  const kept: { url: string; width: number }[] = []
  for (const entry of entries as { url: string; width: number }[]) {
    kept.push(entry)
    if (entry.width >= fileWidth) break
  }
  if (kept.length === entries.length) return img
  return {
    ...img,
    src: kept[kept.length - 1]!.url,
    srcSet: kept.map((entry) => `${entry.url} ${entry.width}w`).join(', '),
  }
}

/**
 * next/image's attributes for a plain `<img>` (no image component shipped to the browser), with
 * the sources cut at the file's own width when it is known.
 */
export function imageAttributes(props: ImageProps, fileWidth?: number | null) {
  return trimSources(getImageProps(props).props, fileWidth)
}
