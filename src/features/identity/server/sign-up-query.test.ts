import { describe, expect, test } from 'vitest'

import { readSponsorCodeParam } from './sign-up-query'

describe('the sponsor code of a sign-up link', () => {
  test('is read from the parameter of the page’s language, normalised', () => {
    expect(readSponsorCodeParam({ parrain: '7k2m-9pqr' }, 'fr')).toBe('7K2M9PQR')
    expect(readSponsorCodeParam({ sponsor: '7K2M9PQR' }, 'en')).toBe('7K2M9PQR')
    expect(readSponsorCodeParam({ parrain: ['7K2M9PQR', 'XXXXXXXX'] }, 'fr')).toBe('7K2M9PQR')
  })

  test('is dropped when it cannot be a code, is too long or is absent', () => {
    expect(readSponsorCodeParam({}, 'fr')).toBeNull()
    expect(readSponsorCodeParam({ parrain: '' }, 'fr')).toBeNull()
    expect(readSponsorCodeParam({ parrain: 'ABC' }, 'fr')).toBeNull()
    expect(readSponsorCodeParam({ parrain: '7'.repeat(40) }, 'fr')).toBeNull()
    expect(readSponsorCodeParam({ parrain: '<script>' }, 'fr')).toBeNull()
    // The other language's parameter is not this page's.
    expect(readSponsorCodeParam({ sponsor: '7K2M9PQR' }, 'fr')).toBeNull()
  })
})
