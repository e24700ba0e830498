import { describe, expect, it } from 'vitest'

import {
  EXPORT_INTERVAL_MS,
  EXPORT_LINK_VALIDITY_MS,
  exportExpiresAt,
  exportFileName,
  exportState,
  nextExportAllowedAt,
  type ExportFacts,
} from './data-export'

const NOW = Date.UTC(2026, 10, 28, 10, 0, 0)
const HOUR = 60 * 60 * 1000

const facts = (status: ExportFacts['status'], hoursAgo: number, expiresInHours?: number) => ({
  status,
  requestedAt: NOW - hoursAgo * HOUR,
  expiresAt: expiresInHours === undefined ? null : NOW + expiresInHours * HOUR,
})

describe('the spec numbers', () => {
  it('one export per 24 hours, a link of 7 days', () => {
    expect(EXPORT_INTERVAL_MS).toBe(24 * HOUR)
    expect(EXPORT_LINK_VALIDITY_MS).toBe(7 * 24 * HOUR)
    expect(exportExpiresAt(NOW)).toBe(NOW + 7 * 24 * HOUR)
  })
})

describe('exportState', () => {
  it.each([
    ['requested', undefined, 'preparing'],
    ['building', undefined, 'preparing'],
    ['ready', 1, 'ready'],
    ['ready', 0, 'expired'],
    ['ready', -1, 'expired'],
    ['expired', undefined, 'expired'],
    ['failed', undefined, 'failed'],
  ] as const)('%s, expiring in %s h → %s', (status, expiresIn, state) => {
    expect(exportState(facts(status, 0.5, expiresIn), NOW)).toBe(state)
  })
})

describe('an export stopped while being built', () => {
  it.each([
    ['requested', 0.5, 'preparing'],
    ['building', 0.99, 'preparing'],
    ['building', 1, 'failed'],
    ['requested', 3, 'failed'],
  ] as const)('%s %s h ago → %s', (status, hoursAgo, state) => {
    expect(exportState(facts(status, hoursAgo), NOW)).toBe(state)
  })
})

describe('nextExportAllowedAt', () => {
  it.each([
    ['no export yet', [], { allowed: true }],
    ['one ready 25 h ago', [facts('ready', 25, 100)], { allowed: true }],
    ['one asked exactly 24 h ago', [facts('ready', 24, 100)], { allowed: true }],
    ['one asked 23 h ago', [facts('ready', 23, 100)], { allowed: false, from: NOW + 1 * HOUR }],
    [
      'one expired 2 h ago, asked 3 h ago',
      [facts('expired', 3)],
      { allowed: false, from: NOW + 21 * HOUR },
    ],
    [
      'one being prepared for half an hour',
      [facts('building', 0.5)],
      { allowed: false, from: null },
    ],
    ['one waiting', [facts('requested', 0)], { allowed: false, from: null }],
    ['a failed one an hour ago', [facts('failed', 1)], { allowed: true }],
    [
      'one still building 2 h after it was asked for (stale)',
      [facts('building', 2)],
      { allowed: true },
    ],
    [
      'a failed one and an older ready one',
      [facts('failed', 1), facts('ready', 20, 100)],
      { allowed: false, from: NOW + 4 * HOUR },
    ],
  ] as const)('%s', (_, previous, answer) => {
    expect(nextExportAllowedAt(previous, NOW)).toEqual(answer)
  })
})

describe('exportFileName', () => {
  it('names the card and the day, with nothing a file system refuses', () => {
    expect(exportFileName('7001 0000 0042', NOW)).toBe(
      'atout-mes-donnees-700100000042-2026-11-28.zip',
    )
    expect(exportFileName('../m-12', NOW)).toBe('atout-mes-donnees-m-12-2026-11-28.zip')
  })
})
