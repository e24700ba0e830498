// @vitest-environment happy-dom
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import {
  byLabel,
  byText,
  click,
  mount,
  type,
  unmount,
  type Mounted,
} from '../../../../tests/support/dom-test-kit'

import { TournamentBrowser, type TournamentListItem } from './tournament-browser'

vi.mock('@/ui/primitives/link', () => ({
  Link: ({
    href,
    children,
    className,
  }: {
    href: string
    children: ReactNode
    className?: string
  }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}))

const NOW = new Date('2026-11-22T10:00:00Z')

function item(id: number, name: string, daysAhead: number, buyInCents: number): TournamentListItem {
  return {
    id,
    name,
    variant: id % 2 ? 'texas-holdem' : 'omaha',
    startsAt: new Date(NOW.getTime() + daysAhead * 86_400_000),
    buyInCents,
    startingChips: 20_000,
    seats: 100,
    registeredCount: 10,
    href: `/cannes/tournois-poker/${id}`,
    casinoName: 'Cannes',
    dateLabel: `J+${daysAhead}`,
    buyInLabel: `${buyInCents / 100} €`,
    variantLabel: id % 2 ? "Texas Hold'em" : 'Omaha',
    statusLabel: null,
  }
}

const items = [
  item(1, 'Deepstack', 1, 5_000),
  item(2, 'Omaha night', 2, 10_000),
  item(3, 'High roller', 40, 50_000),
]

const strings = {
  filtersLabel: 'Filters',
  buyInMin: 'Min buy-in',
  buyInMax: 'Max buy-in',
  dates: 'Dates',
  variant: 'Variant',
  anyVariant: 'Any',
  apply: 'Apply',
  reset: 'Reset',
  empty: 'Nothing',
  resultCount: '{count} shown',
  presets: {
    all: 'All',
    next3days: 'Next 3 days',
    thisMonth: 'This month',
    next3months: '3 months',
  },
  errors: {
    notANumber: 'Not a number',
    negative: 'Negative',
    tooLarge: 'Too large',
    minAboveMax: 'Min value must be inferior to max',
    unknownPreset: 'Unknown preset',
    unknownVariant: 'Unknown variant',
  },
}

function render() {
  return mount(
    <TournamentBrowser
      id="list"
      items={items}
      variants={[
        { value: 'texas-holdem', label: "Texas Hold'em" },
        { value: 'omaha', label: 'Omaha' },
      ]}
      showFilters
      strings={strings}
      renderedAt={NOW.getTime()}
    />,
  )
}

const names = (container: HTMLElement) =>
  [...container.querySelectorAll('h3')].map((heading) => heading.textContent)

describe('tournament list filters', () => {
  let mounted: Mounted | undefined
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] })
    window.history.replaceState(null, '', '/cannes/tournois-poker')
  })
  afterEach(async () => {
    if (mounted) await unmount(mounted)
    mounted = undefined
    vi.useRealTimers()
  })

  test('min above max: the error is on the min field and nothing is applied', async () => {
    mounted = await render()
    const { container } = mounted
    await type(byLabel(container, 'Min buy-in'), '200')
    await type(byLabel(container, 'Max buy-in'), '50')
    await click(byText(container, 'button', 'Apply'))
    const min = byLabel(container, 'Min buy-in')
    expect(min.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(`${min.id}-error`)?.textContent).toContain(
      'Min value must be inferior to max',
    )
    expect(window.location.search).toBe('')
    expect(names(container)).toHaveLength(3)
  })

  test('valid filters go to the URL and filter the list; back restores it', async () => {
    mounted = await render()
    const { container } = mounted
    await type(byLabel(container, 'Max buy-in'), '100')
    await type(byLabel<HTMLSelectElement>(container, 'Variant'), 'omaha')
    await click(byText(container, 'button', 'Apply'))
    expect(window.location.search).toBe('?buyInMax=100&variant=omaha')
    expect(names(container)).toEqual(['Omaha night'])
    expect(container.textContent).toContain('1 shown')
  })

  test('a shared URL with min above max shows the error on load', async () => {
    window.history.replaceState(null, '', '/cannes/tournois-poker?buyInMin=300&buyInMax=10')
    mounted = await render()
    expect(mounted.container.textContent).toContain('Min value must be inferior to max')
    expect(names(mounted.container)).toHaveLength(3)
  })

  test('the date preset narrows the list', async () => {
    window.history.replaceState(null, '', '/cannes/tournois-poker?dates=next3days')
    mounted = await render()
    expect(names(mounted.container)).toEqual(['Deepstack', 'Omaha night'])
  })
})
