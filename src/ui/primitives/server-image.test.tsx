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

  test('a priority image loads at once, first', () => {
    const html = renderToStaticMarkup(
      <ServerImage src="/hero.jpg" alt="" fill sizes="100vw" priority />,
    )
    expect(html).toContain('loading="eager"')
    expect(html).toContain('fetchPriority="high"')
    expect(html).toContain('alt=""')
  })
})
