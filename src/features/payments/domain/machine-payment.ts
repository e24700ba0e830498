/**
 * Paying credit onto a slot machine from the member's phone. The member scans the QR code stuck on
 * the machine (it carries the casino's three-letter trigram and the machine's UUID), types or picks
 * an amount, and pays. Amounts are integer cents of euros and must respect the casino's rules: a
 * minimum, a maximum and a step (e.g. 10 € to 500 € by 10 €). Nothing here throws for bad input: the
 * functions return error codes.
 */

export type MachineAmountRules = { minCents: number; maxCents: number; stepCents: number }

/** 10 € to 500 €, by 10 €. */
export const DEFAULT_MACHINE_AMOUNT_RULES: MachineAmountRules = {
  minCents: 1000,
  maxCents: 50000,
  stepCents: 1000,
}

export type MachineRulesError =
  'notIntegers' | 'minNotPositive' | 'maxBelowMin' | 'stepNotPositive' | 'rangeNotMultipleOfStep'

/**
 * What is wrong with amount rules entered by staff, as error codes (empty when valid): all three
 * values must be safe integers ('notIntegers', then nothing else is checked), the minimum positive
 * ('minNotPositive'), the maximum at least the minimum ('maxBelowMin'), the step positive
 * ('stepNotPositive') and the range a whole number of steps ('rangeNotMultipleOfStep') so that the
 * maximum itself can be paid.
 */
export function validateMachineRules(rules: MachineAmountRules): MachineRulesError[] {
  const { minCents, maxCents, stepCents } = rules
  if (![minCents, maxCents, stepCents].every((value) => Number.isSafeInteger(value))) {
    return ['notIntegers']
  }
  const errors: MachineRulesError[] = []
  if (minCents <= 0) errors.push('minNotPositive')
  if (maxCents < minCents) errors.push('maxBelowMin')
  if (stepCents <= 0) errors.push('stepNotPositive')
  else if (maxCents >= minCents && (maxCents - minCents) % stepCents !== 0) {
    errors.push('rangeNotMultipleOfStep')
  }
  return errors
}

export type CheckedMachineAmount =
  { ok: true } | { ok: false; code: 'invalidAmount'; min: number; max: number; step: number }

/**
 * Whether `amountCents` may be paid under `rules`: an integer within [min, max] reached from the
 * minimum by whole steps. The refusal carries the rules (in cents) so the form can explain them.
 */
export function checkMachineAmount(
  amountCents: number,
  rules: MachineAmountRules,
): CheckedMachineAmount {
  const { minCents, maxCents, stepCents } = rules
  const valid =
    Number.isSafeInteger(amountCents) &&
    amountCents >= minCents &&
    amountCents <= maxCents &&
    stepCents > 0 &&
    (amountCents - minCents) % stepCents === 0
  if (valid) return { ok: true }
  return { ok: false, code: 'invalidAmount', min: minCents, max: maxCents, step: stepCents }
}

/** Round amounts people like to pay, in cents: 1, 2, 5 × powers of ten, from 1 € to 1 000 000 €. */
function roundAmounts(): number[] {
  const amounts: number[] = []
  for (let power = 100; power <= 100_000_000; power *= 10) {
    for (const digit of [1, 2, 5]) amounts.push(digit * power)
  }
  return amounts
}

/**
 * Up to `count` amount buttons for the payment form, ascending and unique, all valid under the
 * rules, always starting with the minimum. After the minimum come the round amounts (1-2-5 series:
 * 20 €, 50 €, 100 €, 200 €, ...) allowed by the rules; when there are not enough of them, evenly
 * spaced valid amounts (the maximum included) fill in. Invalid rules or a count below 1 give [].
 */
export function suggestedAmounts(rules: MachineAmountRules, count = 5): number[] {
  if (validateMachineRules(rules).length > 0 || !Number.isSafeInteger(count) || count < 1) return []
  const { minCents, maxCents, stepCents } = rules
  const stepsCount = (maxCents - minCents) / stepCents + 1
  const picked = new Set<number>([minCents])
  const add = (amount: number) => {
    if (picked.size < count) picked.add(amount)
  }
  for (const amount of roundAmounts()) {
    if (checkMachineAmount(amount, rules).ok) add(amount)
  }
  // Evenly spaced picks over the valid amounts, from the maximum down to keep the spread wide.
  for (let index = count - 1; index >= 1 && picked.size < count; index -= 1) {
    const stepIndex = Math.round((index * (stepsCount - 1)) / Math.max(1, count - 1))
    add(minCents + stepIndex * stepCents)
  }
  for (let stepIndex = 1; stepIndex < stepsCount && picked.size < count; stepIndex += 1) {
    add(minCents + stepIndex * stepCents)
  }
  return [...picked].sort((a, b) => a - b)
}

export type MachineQrError =
  | 'missingCasinoData'
  | 'missingTrigram'
  | 'missingMachineId'
  | 'invalidTrigram'
  | 'invalidMachineId'

export type ParsedMachineQr =
  { ok: true; trigram: string; machineId: string } | { ok: false; error: MachineQrError }

const TRIGRAM_PATTERN = /^[A-Z]{3}$/
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * Reads the `casino` and `machine` query parameters of a machine QR code. Values are trimmed and an
 * empty value counts as missing: both missing → 'missingCasinoData' (not a machine QR at all), else
 * 'missingTrigram' / 'missingMachineId'. The trigram must be exactly three letters A–Z (any case,
 * returned upper case) and the machine id a UUID of any version (any case, returned lower case).
 */
export function parseMachineQr(query: {
  casino?: string | null
  machine?: string | null
}): ParsedMachineQr {
  const casino = (query.casino ?? '').trim()
  const machine = (query.machine ?? '').trim()
  if (!casino && !machine) return { ok: false, error: 'missingCasinoData' }
  if (!casino) return { ok: false, error: 'missingTrigram' }
  if (!machine) return { ok: false, error: 'missingMachineId' }
  const trigram = casino.toUpperCase()
  if (!TRIGRAM_PATTERN.test(trigram)) return { ok: false, error: 'invalidTrigram' }
  const machineId = machine.toLowerCase()
  if (!UUID_PATTERN.test(machineId)) return { ok: false, error: 'invalidMachineId' }
  return { ok: true, trigram, machineId }
}

const EURO_PATTERN = /^(\d+)(?:[.,](\d{1,2}))?$/

/**
 * The amount a member typed, in cents: digits with an optional decimal comma or point and at most
 * two decimals, a '€' sign or 'EUR' before or after and spaces (also non-breaking, used as thousands
 * separators) allowed, e.g. '20', '20,50', '20.5', '€ 20', '1 000 €'. Garbage, signs (negative
 * amounts), more than two decimals, thousands separators other than spaces and amounts beyond
 * JavaScript's safe integers give null. Zero is returned as 0 (the amount rules refuse it).
 */
export function parseEuroAmount(input: string): number | null {
  const compact = input
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/^(?:€|EUR)/i, '')
    .replace(/(?:€|EUR)$/i, '')
  const match = EURO_PATTERN.exec(compact)
  if (!match) return null
  const euros = Number(match[1])
  const cents = Number((match[2] ?? '').padEnd(2, '0'))
  const total = euros * 100 + cents
  return Number.isSafeInteger(total) ? total : null
}

/**
 * Which amount of the machine form counts, as typed: the box when "other amount" is chosen
 * (`amount: 'other'`) or when no choice came (API callers sending only `otherAmount`); otherwise
 * the suggested amount chosen, whatever is left in the box (an amount refused earlier).
 */
export function pickMachineAmountInput(form: {
  amount?: string | null
  otherAmount?: string | null
}): string | null {
  const choice = form.amount?.trim() ?? ''
  const typed = form.otherAmount?.trim() ?? ''
  if (choice === 'other' || choice === '') return typed || null
  return choice
}
