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

  test("another area's block renders with the view the composition root passes", () => {
    const views = {
      jackpotTicker: ({ block }: { block: { amount: number } }) => <p>Jackpot {block.amount}</p>,
    }
    const blocks = [
      { blockType: 'richText', id: 'a', content: paragraph('Avant') },
      { blockType: 'jackpotTicker', id: 'b', amount: 5000 },
    ] as never
    const html = renderToStaticMarkup(
      <RenderBlocks context={context} blocks={blocks} views={views as never} />,
    )
    expect(html).toMatch(/<p>Avant<\/p>.*<p>Jackpot 5000<\/p>$/)
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined)
    const without = renderToStaticMarkup(<RenderBlocks context={context} blocks={blocks} />)
    expect(without).toContain('<p>Avant</p>')
    expect(without).not.toContain('Jackpot')
    expect(warn).toHaveBeenCalledWith('unknown block type skipped', { blockType: 'jackpotTicker' })
  })

  test('a page without blocks renders nothing', () => {
    expect(renderToStaticMarkup(<RenderBlocks context={context} blocks={null} />)).toBe('')
    expect(renderToStaticMarkup(<RenderBlocks context={context} blocks={[]} />)).toBe('')
  })
})
