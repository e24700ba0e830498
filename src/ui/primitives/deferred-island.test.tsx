import { renderToReadableStream } from 'react-dom/server'
import { expect, test, vi } from 'vitest'

import { deferredIsland } from './deferred-island'

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

test('the server renders the island itself (no fallback), loading it at once', async () => {
  const load = vi.fn(async () => Greeting)
  const Deferred = deferredIsland(load)
  const stream = await renderToReadableStream(<Deferred name="Marie" />)
  await stream.allReady
  const html = await new Response(stream).text()
  expect(load).toHaveBeenCalledTimes(1)
  expect(html).toContain('<p>Hello <!-- -->Marie</p>')
  // No streamed replacement: the content is in place, inside its Suspense boundary.
  expect(html).not.toContain('$RC')
})
