import { describe, expect, test } from 'vitest'

import en from '../../../../messages/en.json'
import fr from '../../../../messages/fr.json'
import {
  HOTEL_ERROR_CODES,
  hotelCodeForFields,
  IDENTITY_ERROR_CODES,
  IdentityError,
  isIdentityError,
  isIdentityErrorCode,
  maskAccountExistence,
  splitIdentityErrorCode,
  suggestHttpStatus,
  type IdentityErrorCode,
} from './error-codes'
import { FIELD_ERROR_CODES, PASSWORD_CLASSES } from './validation'

describe('catalogues', () => {
  test('the hotel catalogue has the 21 codes of the spec', () => {
    expect(HOTEL_ERROR_CODES).toEqual([
      '0005',
      '0011',
      '0012',
      '0026',
      '0029',
      '0041',
      '0044',
      '0050',
      '0053',
      '0072',
      '0086',
      '0088',
      '0089',
      '0090',
      '0106',
      '0109',
      '0112',
      '0113',
      '0117',
      '0118',
      '0135',
    ])
  })

  test('codes are unique once namespaced, although 0005 and 0053 exist in two catalogues', () => {
    expect(new Set(IDENTITY_ERROR_CODES).size).toBe(IDENTITY_ERROR_CODES.length)
    expect(IDENTITY_ERROR_CODES).toContain('hub.0005')
    expect(IDENTITY_ERROR_CODES).toContain('hotel.0005')
  })

  test.each([
    ['hub.0005', true],
    ['hotel.0135', true],
    ['login.invalidBirthdate', true],
    ['0005', false],
    ['hub.0011', false],
    ['hotel.9999', false],
    [42, false],
    [null, false],
  ])('isIdentityErrorCode(%j) → %s', (value, expected) => {
    expect(isIdentityErrorCode(value)).toBe(expected)
  })
})

describe('suggestHttpStatus', () => {
  test.each<[IdentityErrorCode, number]>([
    ['hub.0005', 400],
    ['hub.0053', 409],
    ['hub.invalid_grant', 400],
    ['hub.tooManyAttempts', 429],
    ['hub.blocked', 423],
    ['hub.technical', 500],
    ['hotel.0011', 400],
    ['hotel.0026', 403],
    ['hotel.0041', 403],
    ['hotel.0044', 404],
    ['hotel.0050', 401],
    ['hotel.0053', 409],
    ['hotel.0072', 423],
    ['hotel.0088', 400],
    ['hotel.0090', 401],
    ['hotel.0106', 409],
    ['hotel.0112', 403],
    ['hotel.0117', 429],
    ['login.invalidBirthdate', 401],
    ['login.card', 401],
    ['login.cardNotFound', 401],
    ['session.unauthenticated', 401],
    ['session.termsNotAccepted', 403],
  ])('%s → %i', (code, status) => {
    expect(suggestHttpStatus(code)).toBe(status)
  })

  test('every code has a status', () => {
    for (const code of IDENTITY_ERROR_CODES) {
      expect([400, 401, 403, 404, 409, 423, 429, 500]).toContain(suggestHttpStatus(code))
    }
  })
})

describe('maskAccountExistence', () => {
  test.each<[IdentityErrorCode, IdentityErrorCode]>([
    ['hotel.0044', 'hotel.0090'],
    ['hotel.0109', 'hotel.0090'],
    ['hotel.0118', 'hotel.0090'],
    ['hotel.0090', 'hotel.0090'],
    ['hub.blocked', 'hub.blocked'],
  ])('%s → %s', (code, expected) => {
    expect(maskAccountExistence(code)).toBe(expected)
  })
})

describe('IdentityError', () => {
  test('carries its code, parameters and cause', () => {
    const cause = new Error('smtp down')
    const error = new IdentityError('hub.blocked', { params: { minutes: 4 }, cause })
    expect(error).toBeInstanceOf(Error)
    expect(isIdentityError(error)).toBe(true)
    expect(error.code).toBe('hub.blocked')
    expect(error.params).toEqual({ minutes: 4 })
    expect(error.cause).toBe(cause)
    expect(error.name).toBe('IdentityError')
  })

  test.each([[new Error('x')], ['hub.blocked'], [{ code: 'hub.blocked' }], [null]])(
    'isIdentityError(%j) is false',
    (value) => {
      expect(isIdentityError(value)).toBe(false)
    },
  )

  test.each<[IdentityErrorCode, string, string]>([
    ['hub.0005', 'hub', '0005'],
    ['hub.invalid_grant', 'hub', 'invalid_grant'],
    ['session.termsNotAccepted', 'session', 'termsNotAccepted'],
  ])('splitIdentityErrorCode(%s)', (code, catalogue, key) => {
    expect(splitIdentityErrorCode(code)).toEqual({ catalogue, key })
  })
})

type MessageTree = { [key: string]: string | MessageTree }

function listKeys(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : listKeys(value, `${prefix}${key}.`),
  )
}

function readMessage(tree: MessageTree, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as MessageTree)[key] : undefined),
      tree,
    )
}

describe.each([
  ['fr', fr as unknown as MessageTree],
  ['en', en as unknown as MessageTree],
])('messages/%s.json', (_locale, messages) => {
  test('has the same identity keys as the other language', () => {
    const frKeys = listKeys((fr as unknown as MessageTree).identity as MessageTree)
    const enKeys = listKeys((en as unknown as MessageTree).identity as MessageTree)
    expect(frKeys.sort()).toEqual(enKeys.sort())
  })

  test.each(IDENTITY_ERROR_CODES)('has a message for %s', (code) => {
    expect(readMessage(messages, `identity.errors.${code}`)).toEqual(expect.any(String))
  })

  test.each(FIELD_ERROR_CODES)('has a message for the field error %s', (code) => {
    expect(readMessage(messages, `identity.fieldErrors.${code}`)).toEqual(expect.any(String))
  })

  test.each(PASSWORD_CLASSES)('names the password class %s', (passwordClass) => {
    expect(readMessage(messages, `identity.passwordClasses.${passwordClass}`)).toEqual(
      expect.any(String),
    )
  })
})

describe('the hotel code of a form refused field by field', () => {
  test.each([
    ['a missing e-mail', { email: [{ code: 'required' }] }, 'hotel.0011'],
    [
      'a missing field before a bad e-mail',
      { email: [{ code: 'email' }], password: [{ code: 'required' }] },
      'hotel.0011',
    ],
    ['an e-mail that is not one', { email: [{ code: 'email' }] }, 'hotel.0012'],
    [
      'a password the rules refuse',
      { password: [{ code: 'passwordPolicy', missing: ['digit'], params: { minPerClass: 1 } }] },
      'hotel.0005',
    ],
    ['passwords that differ', { passwordVerify: [{ code: 'passwordsMustMatch' }] }, 'hotel.0005'],
    ['the terms not accepted', { acceptTerms: [{ code: 'terms' }] }, 'hotel.0041'],
    ['a name with digits', { lastname: [{ code: 'lettersAndSpaces' }] }, null],
  ] as const)('%s → %s', (_, fieldErrors, expected) => {
    expect(hotelCodeForFields(fieldErrors as never)).toBe(expected)
  })
})
