// @vitest-environment happy-dom
import { act, Suspense, ViewTransition } from 'react'
import { renderToString } from 'react-dom/server'
import { hydrateRoot, type Root } from 'react-dom/client'
import { afterEach, expect, test, vi } from 'vitest'

import { unmount } from '../../../tests/support/dom-test-kit'
import { deferredIsland } from './deferred-island'
import { useHydrated } from './use-hydrated'

function Island({ label }: { label: string }) {
  const hydrated = useHydrated()
  return (
    <form>
      <label>
        {label}
        <input name="email" />
      </label>
      <button type="submit" disabled={!hydrated}>
        Send
      </button>
    </form>
  )
}

/** What the server sends for a deferred island: its HTML inside a resolved Suspense boundary. */
const serverHtml = (label: string) =>
  renderToString(
    <ViewTransition default="none">
      <div>
        <div>
          <Suspense fallback={null}>
            <Island label={label} />
          </Suspense>
        </div>
      </div>
    </ViewTransition>,
  )

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
  vi.unstubAllGlobals()
})

async function hydrate(element: React.ReactElement, html: string) {
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const errors: unknown[] = []
  let root: Root | undefined
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) })
  })
  cleanup = () => unmount({ container, root: root! })
  return { container, errors }
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)))

test('keeps the server HTML, without loading its code, until the island is touched', async () => {
  const load = vi.fn(async () => Island)
  const Deferred = deferredIsland(load)
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  )
  const { container, errors } = await hydrate(<Deferred label="E-mail" />, serverHtml('E-mail'))
  await settle()

  expect(load).not.toHaveBeenCalled()
  const input = container.querySelector('input')!
  expect(input).not.toBeNull()
  expect(container.textContent).toContain('E-mail')
  expect(container.querySelector('button')!.disabled).toBe(true)

  // Typed before the code arrives: the text stays in the field.
  input.value = 'early@example.com'
  await act(async () => {
    input.dispatchEvent(new Event('focusin', { bubbles: true }))
  })
  await settle()

  expect(load).toHaveBeenCalledTimes(1)
  expect(container.querySelector('button')!.disabled).toBe(false)
  expect(container.querySelector('input')).toBe(input)
  expect(input.value).toBe('early@example.com')
  expect(errors).toEqual([])
})

test('loads its code when it comes near the viewport', async () => {
  const load = vi.fn(async () => Island)
  const Deferred = deferredIsland(load)
  const observers: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        observers.push(callback)
      }
      observe() {}
      disconnect() {}
    },
  )
  const { container, errors } = await hydrate(<Deferred label="Name" />, serverHtml('Name'))
  await settle()
  expect(observers).toHaveLength(1)

  await act(async () => observers[0]!([{ isIntersecting: false }]))
  await settle()
  expect(load).not.toHaveBeenCalled()

  await act(async () => observers[0]!([{ isIntersecting: true }]))
  await settle()
  await settle()
  expect(load).toHaveBeenCalledTimes(1)
  expect(container.querySelector('button')!.disabled).toBe(false)
  expect(errors).toEqual([])
})
