// @vitest-environment happy-dom
import { act } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test, vi } from 'vitest'

import { keyStrings } from '../../../../tests/support/dom-test-kit'
import { SponsorForm, type SponsorFormStrings } from './sponsor-form'

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => undefined }) }))

let root: Root | null = null
afterEach(async () => {
  if (root) await act(async () => root!.unmount())
  root = null
  document.body.innerHTML = ''
})

// The form sends by fetch: before its code runs, a click would submit it natively, by GET, the
// godson's name and e-mail in the page's URL.
test('the sponsor form cannot be sent before its code runs, and can after', async () => {
  const form = <SponsorForm strings={keyStrings<SponsorFormStrings>()} />
  const container = document.createElement('div')
  container.innerHTML = renderToString(form)
  document.body.append(container)
  const button = () => container.querySelector<HTMLButtonElement>('button[type="submit"]')!
  expect(button().disabled).toBe(true)
  await act(async () => {
    root = hydrateRoot(container, form)
  })
  expect(button().disabled).toBe(false)
})
