import { ViewTransition } from 'react'
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

/** An island worth sending apart (React outlines boundaries of more than 500 bytes). */
function Form() {
  return <p>{'Subscribe to our newsletter. '.repeat(30)}</p>
}

test('on a long page the island is sent after the rest, and moving it into place animates nothing', async () => {
  const Deferred = deferredIsland(async () => Form)
  // Past React's progressive chunk (12.8 KB), a finished boundary is sent at the end and an
  // inline script moves it into place; the script animates the move (a view transition, during
  // which the page takes no click) unless an element around it says vt-update="none".
  const stream = await renderToReadableStream(
    <ViewTransition>
      <main>
        <p>{'Casino '.repeat(2000)}</p>
        <Deferred />
      </main>
    </ViewTransition>,
  )
  await stream.allReady
  const html = await new Response(stream).text()
  expect(html).toContain('$RC("B:0","S:0")')
  expect(html).toContain('<main vt-update="auto">')
  expect(html).toMatch(/<div vt-update="none"><div><!--\$\?--><template id="B:0"><\/template>/)
})
