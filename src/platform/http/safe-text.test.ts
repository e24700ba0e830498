import { describe, expect, test } from 'vitest'
import { z } from 'zod'

import { isSafeText, isUnsafeTextIssue, requireSafeText, toSafeText } from './safe-text'

describe('isSafeText', () => {
  test.each([
    ['evt-2026-000123'],
    [''],
    ['Fortune Dragon'],
    ['évt-été'],
    ['事件'],
    ['🎰 (a surrogate pair)'],
    ['\u00a0no-break space, U+00A0 (just past C1)'],
    ['\u200b zero-width space (a format character, not a control one)'],
  ])('%j is safe', (value) => {
    expect(isSafeText(value)).toBe(true)
  })

  test.each([
    ['n123\u0000b'],
    ['\u0000'],
    ['a\u0001'],
    ['tab\tinside'],
    ['line\nfeed'],
    ['carriage\rreturn'],
    ['\u001b[31mred'],
    ['\u001f'],
    ['del\u007f'],
    ['c1\u0080'],
    ['next line\u0085'],
    ['\u009f'],
    ['n\uD800x'],
    ['\uDC00 low first'],
    ['end\uDBFF'],
    ['\uDE00\uD83C reversed pair'],
  ])('%j is refused', (value) => {
    expect(isSafeText(value)).toBe(false)
  })
})

describe('requireSafeText', () => {
  const Schema = z.object({ id: requireSafeText(z.string().trim().min(1).max(20)) })

  test('outer blanks are trimmed before the rule, as before', () => {
    expect(Schema.parse({ id: '  evt-1\n' })).toEqual({ id: 'evt-1' })
  })

  test('an unsafe string is an issue the edge can recognise, with its path', () => {
    const parsed = Schema.safeParse({ id: 'n\u0000' })
    expect(parsed.success).toBe(false)
    const issue = parsed.error!.issues[0]!
    expect(isUnsafeTextIssue(issue)).toBe(true)
    expect(issue.path).toEqual(['id'])
  })

  test('other issues are not mistaken for it', () => {
    const parsed = Schema.safeParse({ id: '' })
    expect(parsed.error!.issues.some(isUnsafeTextIssue)).toBe(false)
  })

  test('works on string formats too', () => {
    const Email = requireSafeText(z.email())
    expect(Email.safeParse('a@example.com').success).toBe(true)
    expect(Email.safeParse('a@example.com\u0000').error!.issues.some(isUnsafeTextIssue)).toBe(true)
  })
})

describe('toSafeText: a refused string made fit to store and show', () => {
  test.each([
    ['evt-1', 'evt-1'],
    ['evt\u0000b', 'evt\uFFFDb'],
    ['evt\uD800x', 'evt\uFFFDx'],
    ['evt\uDC00', 'evt\uFFFD'],
    ['\u001b[31mred\u0085', '\uFFFD[31mred\uFFFD'],
    ['Café 🎰', 'Café 🎰'],
  ])('%j → %j', (value, safe) => {
    expect(toSafeText(value)).toBe(safe)
    expect(isSafeText(toSafeText(value))).toBe(true)
  })
})
