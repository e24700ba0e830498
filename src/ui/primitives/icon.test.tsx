import { Menu, Play } from 'lucide'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'

import { Icon } from './icon'

describe('Icon: a Lucide icon as plain SVG, on the server as in the browser', () => {
  test('draws the icon’s shapes with Lucide’s attributes, hidden from assistive technology', () => {
    const html = renderToStaticMarkup(<Icon icon={Play} className="size-4" />)
    expect(html).toMatch(/^<svg [^>]*viewBox="0 0 24 24"/)
    expect(html).toContain('aria-hidden="true"')
    expect(html).toContain('class="lucide size-4"')
    expect(html).toContain('stroke="currentColor"')
    expect(html).toContain(`<path d="${(Play[0]![1] as { d: string }).d}"></path>`)
  })

  test('one element per shape', () => {
    const html = renderToStaticMarkup(<Icon icon={Menu} />)
    expect(html.match(/<(path|line|circle|rect|polyline)\b/g)).toHaveLength(Menu.length)
  })

  test('a labelled icon is announced', () => {
    const html = renderToStaticMarkup(<Icon icon={Menu} aria-label="Menu" role="img" />)
    expect(html).not.toContain('aria-hidden')
    expect(html).toContain('aria-label="Menu"')
  })
})
