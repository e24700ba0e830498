import { use } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { describe, expect, test } from 'vitest'

import { streamedBlockViews } from './streamed-block'
import type { BlockProps } from './types'

/** Reads a stream's chunks as they come, so a test sees what was sent before what. */
async function chunksOf(stream: ReadableStream<Uint8Array>, until: Promise<unknown>) {
  const reader = stream.getReader()
  const decoder = new TextDecoder()
  const first = await reader.read()
  const before = decoder.decode(first.value)
  await until
  let after = ''
  for (;;) {
    const next = await reader.read()
    if (next.done) break
    after += decoder.decode(next.value)
  }
  return { before, after }
}

describe('member blocks stream behind a skeleton', () => {
  test.each([
    ['fr', 'Chargement…'],
    ['en', 'Loading…'],
  ] as const)('%s: the frame first with a busy skeleton, then the block', async (locale, label) => {
    let release!: (points: number) => void
    const points = new Promise<number>((resolve) => (release = resolve))
    function SlowHistory() {
      return <p>History: {use(points)} points</p>
    }
    const views = streamedBlockViews({ loyaltyHistory: SlowHistory })
    const Streamed = views.loyaltyHistory!
    const props = { block: {}, context: { locale } } as unknown as BlockProps<never>
    const stream = await renderToReadableStream(
      <main>
        <h1>Frame</h1>
        <Streamed {...props} />
      </main>,
    )
    setTimeout(() => release(1234), 20)
    const { before, after } = await chunksOf(stream, points)
    expect(before).toContain('<h1>Frame</h1>')
    expect(before).toContain('aria-busy="true"')
    expect(before).toContain(`<p role="status" class="sr-only">${label}</p>`)
    expect(before).not.toContain('1234')
    expect(after).toContain('History: <!-- -->1234<!-- --> points')
  })
})
