import { describe, expect, test } from 'vitest'

import {
  hashPassword,
  PASSWORD_HASH_PARAMS,
  passwordHashParams,
  TEST_PASSWORD_HASH_PARAMS,
  verifyPassword,
} from './crypto'

describe('password hashing cost', () => {
  test.each([
    { NODE_ENV: 'production', ATOUT_TEST_BUILD: false, expected: PASSWORD_HASH_PARAMS },
    { NODE_ENV: 'development', ATOUT_TEST_BUILD: false, expected: PASSWORD_HASH_PARAMS },
    { NODE_ENV: 'production', ATOUT_TEST_BUILD: true, expected: TEST_PASSWORD_HASH_PARAMS },
    { NODE_ENV: 'test', ATOUT_TEST_BUILD: false, expected: TEST_PASSWORD_HASH_PARAMS },
  ])('$NODE_ENV, test build $ATOUT_TEST_BUILD', ({ expected, ...env }) => {
    expect(passwordHashParams(env)).toEqual(expected)
  })

  test('a deployed site hashes at the OWASP cost', () => {
    expect(PASSWORD_HASH_PARAMS).toEqual({ N: 2 ** 15, r: 8, p: 3 })
  })

  test('a hash records its cost and verifies whichever cost this process uses', async () => {
    const stored = await hashPassword('Correct-horse-9')
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', '1024', '8', '1'])
    expect(await verifyPassword('Correct-horse-9', stored)).toBe(true)
    expect(await verifyPassword('correct-horse-9', stored)).toBe(false)
    // A hash made at the deployed cost (salt "salt", key computed once with N=2^15, r=8, p=3).
    const deployed =
      'scrypt$32768$8$3$c2FsdA$' +
      (await import('node:crypto'))
        .scryptSync('Correct-horse-9', 'salt', 64, {
          N: 2 ** 15,
          r: 8,
          p: 3,
          maxmem: 96 * 1024 * 1024,
        })
        .toString('base64url')
    expect(await verifyPassword('Correct-horse-9', deployed)).toBe(true)
    expect(await verifyPassword('Wrong-horse-9', deployed)).toBe(false)
  })
})
