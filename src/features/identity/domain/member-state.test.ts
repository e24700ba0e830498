import { describe, expect, test } from 'vitest'

import {
  canAccessVipPages,
  findLoginBlocker,
  hasAcceptedTerms,
  isActiveMember,
  isConnected,
  isFullMember,
  isPremember,
  isSameSitePath,
  needsEmailActivation,
  resolveConnectedGuard,
  resolveMemberStanding,
  resolveVipGuard,
  type MemberSnapshot,
} from './member-state'

const active: MemberSnapshot = {
  emailVerified: true,
  customFields: { state: 'Active' },
  consents: { acceptCgu: true, termsVersion: '2025-01' },
}
const premember: MemberSnapshot = {
  emailVerified: true,
  customFields: { state: 'Premember' },
  consents: { acceptCgu: true, termsVersion: '2025-01' },
}
const unconfirmed: MemberSnapshot = { ...premember, emailVerified: false }
const noTerms: MemberSnapshot = { ...active, consents: { acceptCgu: false } }
/** A card holder imported from the casino system: no email flag, no state yet. */
const legacy: MemberSnapshot = { consents: { acceptCgu: true } }

describe('member state predicates', () => {
  test.each<[string, MemberSnapshot, boolean, boolean, boolean]>([
    // label, member, isActiveMember, isPremember, needsEmailActivation
    ['active', active, true, false, false],
    ['pre-member', premember, false, true, false],
    ['unconfirmed pre-member', unconfirmed, false, true, true],
    ['state in another case', { customFields: { state: 'active' } }, false, true, false],
    ['empty state', { customFields: { state: '' } }, false, true, false],
    ['null state', { customFields: { state: null } }, false, false, false],
    ['no custom fields', {}, false, false, false],
    ['email flag undefined', { emailVerified: undefined }, false, false, false],
    ['email flag null', { emailVerified: null }, false, false, false],
    ['email flag false', { emailVerified: false }, false, false, true],
  ])('%s', (_label, member, active, pre, activation) => {
    expect(isActiveMember(member)).toBe(active)
    expect(isPremember(member)).toBe(pre)
    expect(needsEmailActivation(member)).toBe(activation)
  })
})

describe('hasAcceptedTerms', () => {
  test.each<[string, MemberSnapshot, string | undefined, boolean]>([
    ['accepted, no version required', active, undefined, true],
    ['accepted the current version', active, '2025-01', true],
    ['accepted an older version', active, '2025-06', false],
    ['accepted, version unknown, a version required', legacy, '2025-01', false],
    ['not accepted', noTerms, undefined, false],
    ['no consents', {}, undefined, false],
  ])('%s', (_label, member, version, expected) => {
    expect(hasAcceptedTerms(member, version)).toBe(expected)
  })
})

describe('the connected rule', () => {
  test.each<[string, MemberSnapshot | null | undefined, boolean, boolean, boolean, string]>([
    // label, member of the session, isConnected, isFullMember, canAccessVipPages, standing
    ['no session', null, false, false, false, 'visitor'],
    ['no session (undefined)', undefined, false, false, false, 'visitor'],
    ['active member', active, true, true, true, 'member'],
    // Reading A alone would say "not connected" here; the rule keeps pre-members connected.
    ['pre-member', premember, true, false, true, 'premember'],
    ['email awaiting activation', unconfirmed, false, false, false, 'awaitingEmailActivation'],
    ['active without terms', noTerms, true, true, false, 'member'],
    // emailVerified undefined is not "needs activation": the card holder is connected.
    ['imported card holder', legacy, true, false, true, 'premember'],
  ])('%s', (_label, member, connected, full, vip, standing) => {
    expect(isConnected(member)).toBe(connected)
    expect(isFullMember(member)).toBe(full)
    expect(canAccessVipPages(member)).toBe(vip)
    expect(resolveMemberStanding(member)).toBe(standing)
  })

  test('VIP access asks again when the terms change', () => {
    expect(canAccessVipPages(active, '2025-01')).toBe(true)
    expect(canAccessVipPages(active, '2026-01')).toBe(false)
  })
})

describe('findLoginBlocker', () => {
  test.each<[string, MemberSnapshot, 'hotel.0026' | null]>([
    ['email unconfirmed', unconfirmed, 'hotel.0026'],
    ['pre-member with a confirmed email', premember, null],
    ['active', active, null],
    ['imported card holder', legacy, null],
  ])('%s', (_label, member, expected) => {
    expect(findLoginBlocker(member)).toBe(expected)
  })
})

describe('guards', () => {
  test.each([
    ['no session', null, { kind: 'redirect', route: 'home', path: '/' }],
    ['email awaiting activation', unconfirmed, { kind: 'redirect', route: 'home', path: '/' }],
    ['pre-member', premember, { kind: 'allow' }],
    ['without terms', noTerms, { kind: 'allow' }],
  ])('connected guard: %s', (_label, member, expected) => {
    expect(resolveConnectedGuard(member)).toEqual(expected)
  })

  test.each([
    ['no session', null, '/vip', undefined, { kind: 'redirect', route: 'home', path: '/' }],
    [
      'email awaiting activation',
      unconfirmed,
      '/vip',
      undefined,
      { kind: 'redirect', route: 'home', path: '/' },
    ],
    ['terms accepted', active, '/vip', undefined, { kind: 'allow' }],
    ['pre-member with terms', premember, '/vip', undefined, { kind: 'allow' }],
    [
      'without terms',
      noTerms,
      '/en/vip/le-carre?tab=2',
      undefined,
      {
        kind: 'redirect',
        route: 'acceptTerms',
        path: '/account/accept-cgu',
        returnTo: '/en/vip/le-carre?tab=2',
      },
    ],
    [
      'older terms',
      active,
      '/vip',
      '2026-01',
      { kind: 'redirect', route: 'acceptTerms', path: '/account/accept-cgu', returnTo: '/vip' },
    ],
    [
      'without terms, unsafe return path',
      noTerms,
      '//evil.example/vip',
      undefined,
      { kind: 'redirect', route: 'acceptTerms', path: '/account/accept-cgu', returnTo: null },
    ],
    [
      'without terms, no return path',
      noTerms,
      null,
      undefined,
      { kind: 'redirect', route: 'acceptTerms', path: '/account/accept-cgu', returnTo: null },
    ],
  ])('VIP guard: %s', (_label, member, path, version, expected) => {
    expect(resolveVipGuard(member, path, version)).toEqual(expected)
  })
})

describe('isSameSitePath', () => {
  test.each([
    ['/', true],
    ['/en/vip?x=1#top', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['/a\\b', false],
    ['https://evil.example', false],
    ['javascript:alert(1)', false],
    ['vip', false],
    ['/vip\n', false],
    ['/vip\u0000', false],
  ])('%j → %s', (path, expected) => {
    expect(isSameSitePath(path)).toBe(expected)
  })
})
