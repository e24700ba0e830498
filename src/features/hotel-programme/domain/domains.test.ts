import { describe, expect, test } from 'vitest'

import { decideCollaborator, isAllowedCollaboratorEmail, normalizeDomain } from './domains'

const allowed = ['atout-hotels.fr', '@Groupe-Atout.COM', 'not a domain']

describe('collaborator e-mails: allowed domains, sub-domains and case', () => {
  test.each([
    ['jeanne@atout-hotels.fr', true],
    ['Jeanne@ATOUT-HOTELS.FR', true],
    ['jeanne@paris.atout-hotels.fr', true],
    ['jeanne@groupe-atout.com', true],
    ['jeanne@notatout-hotels.fr', false],
    ['jeanne@atout-hotels.fr.evil.com', false],
    ['jeanne@gmail.com', false],
    ['jeanne@', false],
    ['@atout-hotels.fr', false],
    ['not an email', false],
  ])('%s → %s', (email, expected) => {
    expect(isAllowedCollaboratorEmail(email, allowed)).toBe(expected)
  })

  test.each([
    ['Atout-Hotels.FR.', 'atout-hotels.fr'],
    ['@atout.fr', 'atout.fr'],
    ['localhost', null],
    ['-bad.fr', null],
    ['a..b.fr', null],
  ])('domain %j → %j', (value, expected) => {
    expect(normalizeDomain(value)).toBe(expected)
  })
})

describe('who may be a collaborator', () => {
  test.each([
    ['jeanne@atout-hotels.fr', false, null],
    ['jeanne@paris.atout-hotels.fr', false, null],
    ['jeanne@gmail.com', false, '0113'],
    ['jeanne@gmail.com', true, '0113'],
    ['jeanne@atout-hotels.fr', true, '0112'],
  ] as const)('%s, withdrawn %s → %s', (email, withdrawn, expected) => {
    expect(decideCollaborator({ email, allowedDomains: allowed, withdrawn })).toBe(expected)
  })
})
