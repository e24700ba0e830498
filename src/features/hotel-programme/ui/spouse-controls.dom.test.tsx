// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, expect, test, vi } from 'vitest'

import {
  click,
  flush,
  jsonResponse,
  keyStrings,
  mount,
  type,
  unmount,
  type Mounted,
} from '../../../../tests/support/dom-test-kit'
import type { ProgrammeActionStrings } from './programme-action'
import { SpouseControls, type SpouseInviteStrings } from './spouse-invite-form'

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => undefined }) }))

let mounted: Mounted | undefined
afterEach(async () => {
  vi.unstubAllGlobals()
  if (mounted) await unmount(mounted)
  mounted = undefined
})

const invite = keyStrings<SpouseInviteStrings>()
const revoke = keyStrings<ProgrammeActionStrings>()
const status = (container: HTMLElement) =>
  container.querySelector('[role="status"]')?.textContent ?? null

// After a revoke the page is refreshed on the server and shows the invitation form again: the
// confirmation must still be there (it vanished with the revoke button it belonged to).
test('the confirmation of a revoke stays when the refreshed page shows the invitation form', async () => {
  const fetch = vi.fn(async () => jsonResponse(200, { ok: true }))
  vi.stubGlobal('fetch', fetch)
  mounted = await mount(<SpouseControls mode="revoke" invite={invite} revoke={revoke} />)
  const button = mounted.container.querySelector<HTMLButtonElement>('button')!
  expect(button.textContent).toBe('button')
  await click(button)
  await flush()
  expect(fetch).toHaveBeenCalledWith(
    '/api/epc/hotel-programme/spouse',
    expect.objectContaining({ method: 'DELETE' }),
  )
  expect(status(mounted.container)).toBe('done')

  // The server's new state: no spouse card, so the form.
  const { root, container } = mounted
  await act(async () =>
    root.render(<SpouseControls mode="invite" invite={invite} revoke={revoke} />),
  )
  expect(container.querySelector('input[type="email"]')).not.toBeNull()
  expect(status(container)).toBe('done')
})

test('the confirmation of an invitation stays when the refreshed page shows the cancel button', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(201, { ok: true })),
  )
  mounted = await mount(<SpouseControls mode="invite" invite={invite} revoke={revoke} />)
  const { root, container } = mounted
  const input = container.querySelector<HTMLInputElement>('input[type="email"]')!
  await type(input, 'spouse@example.com')
  await click(container.querySelector<HTMLButtonElement>('button[type="submit"]')!)
  await flush()
  expect(status(container)).toBe('invited')
  await act(async () =>
    root.render(<SpouseControls mode="revoke" invite={invite} revoke={revoke} />),
  )
  expect(container.querySelector('input[type="email"]')).toBeNull()
  expect(status(container)).toBe('invited')
})
