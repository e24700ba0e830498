import { describe, expect, test } from 'vitest'

import { isAllowedCollaboratorEmail, normalizeDomain } from './domains'

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
