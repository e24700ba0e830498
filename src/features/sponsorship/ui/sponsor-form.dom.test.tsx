// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest'

import {
  hydrateAfter,
  keyStrings,
  unmount,
  type Mounted,
} from '../../../../tests/support/dom-test-kit'
import { SponsorForm, type SponsorFormStrings } from './sponsor-form'

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => undefined }) }))

let mounted: Mounted | undefined
afterEach(async () => {
  if (mounted) await unmount(mounted)
  mounted = undefined
})

// The form sends by fetch: before its code runs, a click would submit it natively, by GET, the
// godson's name and e-mail in the page's URL.
test('the sponsor form cannot be sent before its code runs, and can after', async () => {
  const submit = (container: HTMLElement) =>
    container.querySelector<HTMLButtonElement>('button[type="submit"]')!
  let beforeHydration: boolean | undefined
  mounted = await hydrateAfter(<SponsorForm strings={keyStrings<SponsorFormStrings>()} />, (c) => {
    beforeHydration = submit(c).disabled
  })
  expect(beforeHydration).toBe(true)
  expect(submit(mounted.container).disabled).toBe(false)
})
