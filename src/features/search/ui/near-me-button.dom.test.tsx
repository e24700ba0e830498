// @vitest-environment happy-dom
import { afterEach, expect, test } from 'vitest'

import { hydrateAfter, unmount, type Mounted } from '../../../../tests/support/dom-test-kit'
import { NearMeButton } from './near-me-button'

const strings = {
  label: 'Around me',
  locating: 'Locating…',
  denied: 'Denied',
  unsupported: 'Unsupported',
}

let mounted: Mounted | undefined
afterEach(async () => {
  if (mounted) await unmount(mounted)
  mounted = undefined
})

test('"Around me" is disabled in the server HTML and enabled once hydrated', async () => {
  let before: boolean | undefined
  mounted = await hydrateAfter(<NearMeButton formId="search" strings={strings} />, (container) => {
    before = container.querySelector('button')!.disabled
  })
  expect(before).toBe(true)
  expect(mounted.container.querySelector('button')!.disabled).toBe(false)
})
