import { describe, expect, test } from 'vitest'

import { toCalendarDateInZone } from '@/platform/domain/calendar'

import { checkInvitation, countInvitationsLeft, describeGodsonState } from './invitations'

const base = {
  sponsorActive: true,
  sponsorEmail: 'marie@example.com',
  godsonEmail: 'paul@example.com',
  isMember: false,
  alreadyInvited: false,
  godsonsThisYear: 0,
  invitedThisYear: 0,
}

describe('checkInvitation', () => {
  test.each<[string, Partial<typeof base>, string | null]>([
    ['a first invitation', {}, null],
    ['ten invited, none joined yet', { invitedThisYear: 10 }, null],
    ['nine godsons this year', { godsonsThisYear: 9, invitedThisYear: 12 }, null],
    ['ten godsons this year', { godsonsThisYear: 10 }, 'yearlyLimit'],
    ['the 30th invitation of the year', { invitedThisYear: 29 }, null],
    ['the 31st invitation of the year', { invitedThisYear: 30 }, 'invitationsLimit'],
    [
      'no godson place beats the invitations',
      { godsonsThisYear: 10, invitedThisYear: 30 },
      'yearlyLimit',
    ],
    ['himself, whatever the case', { godsonEmail: 'Marie@Example.com' }, 'self'],
    ['an existing member', { isMember: true }, 'alreadyMember'],
    ['someone already invited', { alreadyInvited: true }, 'alreadyInvited'],
    ['a pre-member sponsor', { sponsorActive: false }, 'notActiveMember'],
  ])('%s → %s', (_label, overrides, expected) => {
    expect(checkInvitation({ ...base, ...overrides })).toBe(expected)
  })
})

describe('the yearly limits follow the calendar year in Paris', () => {
  // Invitations are counted by their Paris year: 31 December 23:30 in Paris is still that year,
  // 1 January 00:30 in Paris (23:30 UTC the day before) is the next one.
  test.each([
    ['2026-12-31T22:29:00Z', 2026],
    ['2026-12-31T23:30:00Z', 2027],
    ['2027-01-01T10:00:00Z', 2027],
  ])('%s is counted in %i', (instant, year) => {
    expect(toCalendarDateInZone(Date.parse(instant)).year).toBe(year)
  })

  test.each([
    [0, 30],
    [10, 20],
    [30, 0],
    [31, 0],
  ])('%i invited this year → %i invitations left', (invited, remaining) => {
    expect(countInvitationsLeft(invited)).toBe(remaining)
  })
})

describe('describeGodsonState', () => {
  test.each([
    [null, 'invited'],
    [{ state: 'PreMember' }, 'signedUp'],
    [{ state: 'Active' }, 'active'],
  ])('%j → %s', (member, state) => {
    expect(describeGodsonState(member)).toBe(state)
  })
})
