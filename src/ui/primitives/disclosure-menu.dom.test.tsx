// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, test } from 'vitest'

import { click, mount, unmount, type Mounted } from '../../../tests/support/dom-test-kit'
import { DisclosureMenu, DisclosureMenuGroup } from './disclosure-menu'

let mounted: Mounted | null = null
afterEach(async () => {
  if (mounted) await unmount(mounted)
  mounted = null
})

const menu = (name: string) => (
  <DisclosureMenu trigger={name} triggerClassName="" panelClassName="">
    <a href={`/${name}`}>{`${name} page`}</a>
  </DisclosureMenu>
)

const buttonOf = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === name)!
const panelOf = (container: HTMLElement, name: string) =>
  document.getElementById(buttonOf(container, name).getAttribute('aria-controls')!)!
const press = (target: Element, key: string) =>
  act(async () => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
  })

describe('DisclosureMenu', () => {
  test('the button shows and hides its links, and says so', async () => {
    mounted = await mount(menu('Casinos'))
    const { container } = mounted
    const button = buttonOf(container, 'Casinos')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(panelOf(container, 'Casinos').hidden).toBe(true)
    // Closed, the links are not in the page (its HTML stays small).
    expect(container.querySelector('a')).toBeNull()
    await click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(panelOf(container, 'Casinos').hidden).toBe(false)
    expect(container.querySelector('a')?.textContent).toBe('Casinos page')
    await click(button)
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })

  test('Escape closes it and gives the focus back to its button', async () => {
    mounted = await mount(menu('Casinos'))
    const { container } = mounted
    const button = buttonOf(container, 'Casinos')
    await click(button)
    const link = container.querySelector('a')!
    link.focus()
    await press(link, 'Escape')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(button)
  })

  test('a click outside or a link followed closes it', async () => {
    mounted = await mount(menu('Casinos'))
    const { container } = mounted
    const button = buttonOf(container, 'Casinos')
    await click(button)
    await act(async () => {
      document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    await click(button)
    const link = container.querySelector('a')!
    link.addEventListener('click', (event) => event.preventDefault())
    await click(link)
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })

  test('in a group, opening one menu closes the other', async () => {
    mounted = await mount(
      <DisclosureMenuGroup>
        {menu('Casinos')}
        {menu('Shows')}
      </DisclosureMenuGroup>,
    )
    const { container } = mounted
    await click(buttonOf(container, 'Casinos'))
    await click(buttonOf(container, 'Shows'))
    expect(buttonOf(container, 'Casinos').getAttribute('aria-expanded')).toBe('false')
    expect(buttonOf(container, 'Shows').getAttribute('aria-expanded')).toBe('true')
    expect([...container.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Shows page'])
  })
})
