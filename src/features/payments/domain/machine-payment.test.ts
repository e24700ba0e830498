import { describe, expect, test } from 'vitest'

import {
  DEFAULT_MACHINE_AMOUNT_RULES,
  checkMachineAmount,
  parseEuroAmount,
  parseMachineQr,
  pickMachineAmountInput,
  suggestedAmounts,
  validateMachineRules,
  type MachineAmountRules,
} from './machine-payment'

const rules = (minCents: number, maxCents: number, stepCents: number): MachineAmountRules => ({
  minCents,
  maxCents,
  stepCents,
})

describe('validateMachineRules', () => {
  test.each<[MachineAmountRules, string[]]>([
    [DEFAULT_MACHINE_AMOUNT_RULES, []],
    [rules(1000, 1000, 1000), []],
    [rules(500, 2500, 250), []],
    [rules(0, 1000, 100), ['minNotPositive']],
    [rules(-100, 1000, 100), ['minNotPositive']],
    [rules(1000, 900, 100), ['maxBelowMin']],
    [rules(1000, 5000, 0), ['stepNotPositive']],
    [rules(1000, 5000, -100), ['stepNotPositive']],
    [rules(1000, 5500, 1000), ['rangeNotMultipleOfStep']],
    [rules(0, -100, 0), ['minNotPositive', 'maxBelowMin', 'stepNotPositive']],
    [rules(1000.5, 5000, 1000), ['notIntegers']],
    [rules(1000, Number.NaN, 1000), ['notIntegers']],
    [rules(1000, Number.POSITIVE_INFINITY, 1000), ['notIntegers']],
  ])('%j → %j', (input, errors) => {
    expect(validateMachineRules(input)).toEqual(errors)
  })
})

describe('checkMachineAmount', () => {
  const refusal = { ok: false, code: 'invalidAmount', min: 1000, max: 50000, step: 1000 }

  test.each<[number, boolean]>([
    [1000, true],
    [2000, true],
    [50000, true],
    [999, false],
    [0, false],
    [-1000, false],
    [51000, false],
    [50001, false],
    [1500, false],
    [1000.5, false],
    [Number.NaN, false],
  ])('%d cents → ok %s', (amount, ok) => {
    expect(checkMachineAmount(amount, DEFAULT_MACHINE_AMOUNT_RULES)).toEqual(ok ? { ok } : refusal)
  })

  test.each<[number, boolean]>([
    [1500, true],
    [4000, true],
    [3000, false],
    [5000, false],
  ])('steps count from the minimum: %d cents under 15 € to 45 € by 25 € → %s', (amount, ok) => {
    expect(checkMachineAmount(amount, rules(1500, 4000, 2500)).ok).toBe(ok)
  })
})

describe('suggestedAmounts', () => {
  test.each<[string, MachineAmountRules, number | undefined, number[]]>([
    [
      'default rules: round amounts',
      DEFAULT_MACHINE_AMOUNT_RULES,
      undefined,
      [1000, 2000, 5000, 10000, 20000],
    ],
    ['three picks', DEFAULT_MACHINE_AMOUNT_RULES, 3, [1000, 2000, 5000]],
    ['one pick is the minimum', DEFAULT_MACHINE_AMOUNT_RULES, 1, [1000]],
    ['no pick', DEFAULT_MACHINE_AMOUNT_RULES, 0, []],
    ['few valid amounts: all of them', rules(500, 2500, 500), 5, [500, 1000, 1500, 2000, 2500]],
    ['a single valid amount', rules(2000, 2000, 1000), 5, [2000]],
    ['no round amount: evenly spaced', rules(1500, 4500, 1000), 5, [1500, 2500, 3500, 4500]],
    [
      'round amounts, then an even spread up to the maximum',
      rules(5000, 15000, 1000),
      5,
      [5000, 8000, 10000, 13000, 15000],
    ],
    ['invalid rules', rules(1000, 5500, 1000), 5, []],
  ])('%s', (_label, input, count, amounts) => {
    expect(suggestedAmounts(input, count)).toEqual(amounts)
  })

  test('every suggestion is valid, ascending and unique', () => {
    for (const input of [
      DEFAULT_MACHINE_AMOUNT_RULES,
      rules(700, 9100, 300),
      rules(100, 100000, 100),
    ]) {
      for (const count of [1, 2, 5, 8]) {
        const amounts = suggestedAmounts(input, count)
        expect(amounts[0]).toBe(input.minCents)
        expect(amounts.length).toBeLessThanOrEqual(count)
        expect([...new Set(amounts)].sort((a, b) => a - b)).toEqual(amounts)
        for (const amount of amounts) expect(checkMachineAmount(amount, input).ok).toBe(true)
      }
    }
  })
})

describe('parseMachineQr', () => {
  const uuid = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b'

  test.each([
    [
      { casino: 'ABC', machine: uuid },
      { ok: true, trigram: 'ABC', machineId: uuid },
    ],
    [
      { casino: ' abc ', machine: ` ${uuid.toUpperCase()} ` },
      { ok: true, trigram: 'ABC', machineId: uuid },
    ],
    [
      { casino: 'xyz', machine: '00000000-0000-0000-0000-000000000000' },
      { ok: true, trigram: 'XYZ', machineId: '00000000-0000-0000-0000-000000000000' },
    ],
    [
      { casino: 'Nce', machine: '01890f6a-7b1c-7d2e-9f3a-4b5c6d7e8f90' },
      { ok: true, trigram: 'NCE', machineId: '01890f6a-7b1c-7d2e-9f3a-4b5c6d7e8f90' },
    ],
    [{}, { ok: false, error: 'missingCasinoData' }],
    [
      { casino: null, machine: null },
      { ok: false, error: 'missingCasinoData' },
    ],
    [
      { casino: ' ', machine: '' },
      { ok: false, error: 'missingCasinoData' },
    ],
    [{ machine: uuid }, { ok: false, error: 'missingTrigram' }],
    [
      { casino: '', machine: uuid },
      { ok: false, error: 'missingTrigram' },
    ],
    [{ casino: 'ABC' }, { ok: false, error: 'missingMachineId' }],
    [
      { casino: 'ABC', machine: '  ' },
      { ok: false, error: 'missingMachineId' },
    ],
    [
      { casino: 'AB', machine: uuid },
      { ok: false, error: 'invalidTrigram' },
    ],
    [
      { casino: 'ABCD', machine: uuid },
      { ok: false, error: 'invalidTrigram' },
    ],
    [
      { casino: 'A1C', machine: uuid },
      { ok: false, error: 'invalidTrigram' },
    ],
    [
      { casino: 'ÉTÉ', machine: uuid },
      { ok: false, error: 'invalidTrigram' },
    ],
    [
      { casino: 'A C', machine: uuid },
      { ok: false, error: 'invalidTrigram' },
    ],
    [
      { casino: 'AB', machine: 'nope' },
      { ok: false, error: 'invalidTrigram' },
    ],
    [
      { casino: 'ABC', machine: 'nope' },
      { ok: false, error: 'invalidMachineId' },
    ],
    [
      { casino: 'ABC', machine: uuid.replace(/-/g, '') },
      { ok: false, error: 'invalidMachineId' },
    ],
    [
      { casino: 'ABC', machine: `${uuid}0` },
      { ok: false, error: 'invalidMachineId' },
    ],
    [
      { casino: 'ABC', machine: uuid.replace('3f', 'g3') },
      { ok: false, error: 'invalidMachineId' },
    ],
    [
      { casino: 'ABC', machine: `{${uuid}}` },
      { ok: false, error: 'invalidMachineId' },
    ],
  ])('%j → %j', (query, result) => {
    expect(parseMachineQr(query)).toEqual(result)
  })
})

describe('parseEuroAmount', () => {
  test.each<[string, number | null]>([
    ['20', 2000],
    ['20,50', 2050],
    ['20.5', 2050],
    ['20.05', 2005],
    ['0,99', 99],
    ['€ 20', 2000],
    ['€20', 2000],
    ['20 €', 2000],
    ['20€', 2000],
    ['20 EUR', 2000],
    ['eur 20', 2000],
    [' 150 ', 15000],
    ['1 000', 100000],
    ['1\u00a0000,50 €', 100050],
    ['007', 700],
    ['0', 0],
    ['', null],
    ['€', null],
    ['abc', null],
    ['20,505', null],
    ['20.', null],
    [',50', null],
    ['-20', null],
    ['+20', null],
    ['- 20', null],
    ['20,5,0', null],
    ['1.000,50', null],
    ['1e3', null],
    ['20$', null],
    ['99999999999999999999', null],
  ])('%j → %j', (input, cents) => {
    expect(parseEuroAmount(input)).toBe(cents)
  })
})

describe('pickMachineAmountInput: the amount the member chose counts', () => {
  test.each<[string, { amount?: string; otherAmount?: string }, string | null]>([
    ['a suggested amount', { amount: '20' }, '20'],
    [
      'a suggested amount wins over an amount left in the box',
      { amount: '20', otherAmount: '7,3' },
      '20',
    ],
    ['"other amount" takes the box', { amount: 'other', otherAmount: '35' }, '35'],
    ['"other amount" with an empty box is no amount', { amount: 'other', otherAmount: '  ' }, null],
    ['no choice (API caller): the box', { otherAmount: '40' }, '40'],
    ['nothing at all', {}, null],
  ])('%s', (_, form, expected) => {
    expect(pickMachineAmountInput(form)).toBe(expected)
  })
})
