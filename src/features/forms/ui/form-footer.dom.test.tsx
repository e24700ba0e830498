// @vitest-environment happy-dom
import { afterEach, expect, test } from 'vitest'

import { hydrateAfter, unmount, type Mounted } from '../../../../tests/support/dom-test-kit'
import { FormFooter } from './public-form-kit'

let mounted: Mounted | undefined
afterEach(async () => {
  if (mounted) await unmount(mounted)
  mounted = undefined
})

// The public forms send by fetch or a server action called by hand: before their code runs, a
// click would submit them natively, by GET, the visitor's name, e-mail and message in the URL.
test('a public form cannot be sent before its code runs, and can after', async () => {
  let beforeHydration: boolean | undefined
  mounted = await hydrateAfter(
    <form>
      <FormFooter busy={false} submit="Send" sending="Sending" success={null} error={null} />
    </form>,
    (container) => {
      beforeHydration = container.querySelector('button')!.disabled
    },
  )
  expect(beforeHydration).toBe(true)
  expect(mounted.container.querySelector('button')!.disabled).toBe(false)
})
