import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test, vi } from 'vitest'

import { logger } from '@/platform/logger'

import { RenderBlocks } from './render-blocks'

const context = {
  locale: 'fr' as const,
  pageId: 1,
  linkContext: { homePageId: 1, localize: (p: string) => p },
  resolveDocHref: () => null,
  draft: false,
  member: null,
  query: {},
}

const paragraph = (text: string) => ({
  root: {
    type: 'root',
    children: [{ type: 'paragraph', children: [{ type: 'text', text, format: 0 }] }],
  },
})

describe('RenderBlocks', () => {
  test('renders known blocks in order and skips unknown ones with a warning', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined)
    const html = renderToStaticMarkup(
      <RenderBlocks
        context={context}
        blocks={
          [
            { blockType: 'richText', id: 'a', content: paragraph('Premier') },
            { blockType: 'carousel3d', id: 'b' },
            { blockType: 'richText', id: 'c', content: paragraph('Second') },
          ] as never
        }
      />,
    )
    expect(html).toContain('<p>Premier</p>')
    expect(html).toContain('<p>Second</p>')
    expect(html.indexOf('Premier')).toBeLessThan(html.indexOf('Second'))
    expect(warn).toHaveBeenCalledWith('unknown block type skipped', { blockType: 'carousel3d' })
  })

  test('a page without blocks renders nothing', () => {
    expect(renderToStaticMarkup(<RenderBlocks context={context} blocks={null} />)).toBe('')
    expect(renderToStaticMarkup(<RenderBlocks context={context} blocks={[]} />)).toBe('')
  })
})
