// @vitest-environment happy-dom
import { act } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test } from 'vitest'

import '../../../../tests/support/dom-test-kit'
import { FormFooter } from './public-form-kit'

let root: Root | null = null
afterEach(async () => {
  if (root) await act(async () => root!.unmount())
  root = null
  document.body.innerHTML = ''
})

// The public forms send by fetch or a server action called by hand: before their code runs, a
// click would submit them natively, by GET, the visitor's name, e-mail and message in the URL.
test('a public form cannot be sent before its code runs, and can after', async () => {
  const form = (
    <form>
      <FormFooter busy={false} submit="Send" sending="Sending" success={null} error={null} />
    </form>
  )
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
