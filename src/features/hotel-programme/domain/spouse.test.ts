import { describe, expect, test } from 'vitest'

import { decideAcceptance, decideInvitation, shownStatus } from './spouse'

describe('inviting a spouse', () => {
  const base = {
    holderEmail: 'marie@example.com',
    spouseEmail: 'paul@example.com',
    holderHasLink: false,
    holderIsSpouse: false,
  }
  test.each([
    ['a first spouse', {}, null],
    ['one’s own address, in capitals', { spouseEmail: ' MARIE@example.com' }, 'ownEmail'],
    ['while a spouse or an invitation exists', { holderHasLink: true }, 'alreadyLinked'],
    ['as someone’s spouse', { holderIsSpouse: true }, 'isSpouse'],
  ] as const)('%s → %s', (_, change, expected) => {
    expect(decideInvitation({ ...base, ...change })).toBe(expected)
  })
})

describe('accepting an invitation', () => {
  const pending = { spouseEmail: 'paul@example.com', state: 'pending' as const }
  const base = {
    invitation: pending,
    memberEmail: 'Paul@Example.com',
    memberIsHolder: false,
    memberIsSpouse: false,
  }
  test.each([
    ['the invited address (any case)', {}, null],
    ['no such invitation', { invitation: null }, 'invalidInvitation'],
    [
      'an invitation revoked',
      { invitation: { ...pending, state: 'revoked' } },
      'invalidInvitation',
    ],
    [
      'an invitation already accepted',
      { invitation: { ...pending, state: 'active' } },
      'invalidInvitation',
    ],
    ['another address', { memberEmail: 'jean@example.com' }, 'notYours'],
    ['already another holder’s spouse', { memberIsSpouse: true }, 'alreadySpouse'],
    ['a holder with a spouse of their own', { memberIsHolder: true }, 'isHolder'],
  ] as const)('%s → %s', (_, change, expected) => {
    expect(decideAcceptance({ ...base, ...change })).toBe(expected)
  })
})

describe('the status a card shows', () => {
  test.each([
    ['decouverte', 'infiniment', 'infiniment'],
    ['infiniment', 'decouverte', 'decouverte'],
    ['decouverte', null, 'decouverte'],
    ['collaborator', null, 'collaborator'],
  ] as const)('own %s, holder %s → %s', (own, holder, expected) => {
    expect(shownStatus(own, holder)).toBe(expected)
  })
})
