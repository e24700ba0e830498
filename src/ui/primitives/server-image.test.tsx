import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'

import { ServerImage } from './server-image'

describe('ServerImage', () => {
  test('a plain <img> with next/image’s optimised sources, lazy by default', () => {
    const html = renderToStaticMarkup(
      <ServerImage
        src="/api/cms/media/file/casino.jpg"
        alt="La salle"
        width={1200}
        height={800}
        sizes="100vw"
      />,
    )
    expect(html).toMatch(/^<img /)
    expect(html).toContain('alt="La salle"')
    expect(html).toContain('loading="lazy"')
    expect(html).toMatch(
      /srcSet="\/_next\/image\?url=%2Fapi%2Fcms%2Fmedia%2Ffile%2Fcasino\.jpg&amp;w=\d+&amp;q=75 \d+w/,
    )
    expect(html).not.toContain('fetchPriority')
  })

  test('with the file’s width, no source larger than the file is listed', () => {
    const html = renderToStaticMarkup(
      <ServerImage
        src="/card.webp"
        alt=""
        width={480}
        height={320}
        fileWidth={480}
        sizes="100vw"
      />,
    )
    expect(html).toContain('w=640&amp;q=75 640w"')
    expect(html).not.toContain('828w')
    expect(html).toContain('src="/_next/image?url=%2Fcard.webp&amp;w=640&amp;q=75"')
  })

  test('a priority image loads at once, first', () => {
    const html = renderToStaticMarkup(
      <ServerImage src="/hero.jpg" alt="" fill sizes="100vw" priority />,
    )
    expect(html).toContain('loading="eager"')
    expect(html).toContain('fetchPriority="high"')
    expect(html).toContain('alt=""')
  })
})
