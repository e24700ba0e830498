// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'

import {
  byLabel,
  click,
  hydrateAfter,
  mount,
  type,
  unmount,
  type Mounted,
} from '../../../../tests/support/dom-test-kit'

import { pickMachineAmountInput } from '../domain'
import { MachineAmountChoices } from './machine-amount-choices'

const strings = {
  legend: 'Amount',
  otherChoice: 'Other amount',
  otherField: 'Other amount (€)',
  otherHint: 'Between €5 and €500',
}
const presets = [
  { value: '10', label: '€10' },
  { value: '20', label: '€20' },
]

let mounted: Mounted | undefined

afterEach(async () => {
  if (mounted) await unmount(mounted)
  mounted = undefined
})

async function render(typed: string | null) {
  mounted = await mount(
    <form>
      <MachineAmountChoices presets={presets} typed={typed} strings={strings} />
    </form>,
  )
  return mounted.container
}

/** What the form would post, read the way the payments route reads it. */
function postedAmount(container: HTMLElement) {
  const data = new FormData(container.querySelector('form')!)
  return pickMachineAmountInput({
    amount: data.get('amount')?.toString(),
    otherAmount: data.get('otherAmount')?.toString(),
  })
}

describe('MachineAmountChoices', () => {
  test('the first suggested amount is chosen at first', async () => {
    const container = await render(null)
    expect(byLabel(container, '€10').checked).toBe(true)
    expect(postedAmount(container)).toBe('10')
  })

  test('typing an amount chooses "other amount"', async () => {
    const container = await render(null)
    await type(byLabel(container, 'Other amount (€)'), '35')
    expect(byLabel(container, 'Other amount').checked).toBe(true)
    expect(postedAmount(container)).toBe('35')
  })

  test('after a refused amount, the suggested amount chosen wins over the box', async () => {
    const container = await render('7,3')
    expect(byLabel(container, 'Other amount').checked).toBe(true)
    expect(byLabel(container, 'Other amount (€)').value).toBe('7,3')
    await click(byLabel(container, '€20'))
    expect(postedAmount(container)).toBe('20')
  })

  test('a refused suggested amount comes back chosen, with an empty box', async () => {
    const container = await render('20')
    expect(byLabel(container, '€20').checked).toBe(true)
    expect(byLabel(container, 'Other amount (€)').value).toBe('')
  })
})

describe('MachineAmountChoices typed before it became interactive', () => {
  async function hydrateAfterMember(memberActs: (container: HTMLElement) => void) {
    mounted = await hydrateAfter(
      <form>
        <MachineAmountChoices presets={presets} typed={null} strings={strings} />
      </form>,
      memberActs,
    )
    return mounted.container
  }

  test('an amount typed before hydration is the amount paid', async () => {
    const container = await hydrateAfterMember((c) => {
      byLabel(c, 'Other amount (€)').value = '60'
    })
    expect(byLabel(container, 'Other amount').checked).toBe(true)
    expect(postedAmount(container)).toBe('60')
  })

  test('a suggested amount picked after typing, before hydration, stays chosen', async () => {
    const container = await hydrateAfterMember((c) => {
      byLabel(c, 'Other amount (€)').value = '60'
      byLabel(c, '€20').checked = true
    })
    expect(byLabel(container, '€20').checked).toBe(true)
    expect(postedAmount(container)).toBe('20')
  })
})
