import { act, type ReactElement } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'

/**
 * A small harness for the forms' DOM tests (happy-dom): render, type, click, find by label, and
 * texts that are their own keys so tests read without a catalogue.
 */
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

export function keyStrings<T extends object>(overrides: Record<string, string> = {}): T {
  return new Proxy({} as T, {
    get: (_, key) => (typeof key === 'string' ? (overrides[key] ?? key) : undefined),
  })
}

export const kit = {
  common: keyStrings<import('@/features/identity/ui/strings').CommonStrings>({
    summaryItem: '{field}: {message}',
  }),
  hints: keyStrings<import('@/features/identity/ui/strings').HintStrings>(),
}

export type Mounted = { container: HTMLElement; root: Root }

export async function mount(element: ReactElement): Promise<Mounted> {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  await act(async () => root.render(element))
  return { container, root }
}

/**
 * The page as the server sent it, what the visitor does before the component's code runs
 * (`before`: typing, ticking, in the plain HTML), then hydration: how forms loaded in their own
 * chunk meet a visitor who was faster than them (ADR 0070). Unmount it like `mount`'s.
 */
export async function hydrateAfter(
  element: ReactElement,
  before: (container: HTMLElement) => void = () => undefined,
): Promise<Mounted> {
  const container = document.createElement('div')
  container.innerHTML = renderToString(element)
  document.body.append(container)
  before(container)
  let root: Root | undefined
  await act(async () => {
    root = hydrateRoot(container, element)
  })
  return { container, root: root! }
}

export async function unmount({ container, root }: Mounted) {
  await act(async () => root.unmount())
  container.remove()
}

/** The control labelled `label` (exact label text, required marker aside). */
export function byLabel<T extends HTMLElement = HTMLInputElement>(
  container: HTMLElement,
  label: string,
): T {
  const found = [...container.querySelectorAll('label')].find(
    (element) => element.textContent?.replace(/\*$/, '').trim() === label,
  )
  if (!found) throw new Error(`no label "${label}"`)
  const control = document.getElementById(found.htmlFor)
  if (!control) throw new Error(`label "${label}" points to nothing`)
  return control as T
}

export function byText<T extends HTMLElement = HTMLButtonElement>(
  container: HTMLElement,
  selector: string,
  text: string,
): T {
  const found = [...container.querySelectorAll<T>(selector)].find(
    (element) => element.textContent?.trim() === text,
  )
  if (!found) throw new Error(`no ${selector} with text "${text}"`)
  return found
}

export async function type(control: HTMLInputElement | HTMLSelectElement, value: string) {
  const prototype =
    control instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(control, value)
    control.dispatchEvent(
      new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    )
  })
}

export async function click(element: HTMLElement) {
  await act(async () => element.click())
}

/** Lets pending promises (fetch answers, state updates) settle. */
export async function flush() {
  for (let index = 0; index < 5; index++) {
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
  }
}

export function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}
