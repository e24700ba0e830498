import { describe, expect, test } from 'vitest'

import type { CalendarDate } from '@/platform/domain/calendar'
import {
  checkAccepted,
  checkAddressLine,
  checkBirthdate,
  checkCardNumber,
  checkCity,
  checkCollaboratorDomain,
  checkCountry,
  checkDateAfter,
  checkDateBefore,
  checkDeparture,
  checkEmail,
  checkEmailsMatch,
  checkLength,
  checkMonthDay,
  checkNewPassword,
  checkPasswordsMatch,
  checkPersonName,
  checkPostalBox,
  checkRequired,
  checkSponsorCode,
  checkZip,
  countCharacters,
  isEmailAddress,
  listMissingPasswordClasses,
  normalizeCardNumber,
  normalizeEmail,
  normalizeText,
  type FieldError,
} from './validation'
import { checkPhone, normalizePhone } from './phone'

const today: CalendarDate = { year: 2025, month: 6, day: 15 }

describe('checkRequired', () => {
  test.each([
    [undefined, { code: 'required' }],
    [null, { code: 'required' }],
    ['', { code: 'required' }],
    ['   ', { code: 'required' }],
    ['x', null],
  ])('%j → %j', (value, expected) => {
    expect(checkRequired(value)).toEqual(expected)
  })
})

describe('checkLength', () => {
  test.each([
    ['ab', { min: 3 }, { code: 'minLength', params: { min: 3 } }],
    ['abc', { min: 3 }, null],
    ['abcd', { max: 3 }, { code: 'maxLength', params: { max: 3 } }],
    ['abc', { max: 3 }, null],
    // Counted in characters, not UTF-16 units: an emoji is one character.
    ['ab😀', { max: 3 }, null],
  ])('%j %j', (value, bounds, expected) => {
    expect(checkLength(value, bounds)).toEqual(expected)
  })

  test('counts accented letters once whatever their encoding', () => {
    expect(countCharacters(normalizeText('E\u0301loi\u0308se'))).toBe(6)
  })
})

describe('email', () => {
  test.each([
    ['jean.dupont@example.fr', true],
    ['Jean.Dupont@Example.FR', true],
    ['jean+casino@mail.example.com', true],
    ["o'brien@example.ie", true],
    ['user@xn--caf-dma.fr', true],
    ['jean@example', false],
    ['jean@@example.fr', false],
    ['@example.fr', false],
    ['jean@', false],
    ['jean dupont@example.fr', false],
    ['jean..dupont@example.fr', false],
    ['.jean@example.fr', false],
    ['jean@-example.fr', false],
    ['jean@example.f', false],
    ['jean@example.123', false],
    ['jéan@example.fr', false],
    ['"jean"@example.fr', false],
    ['jean@[192.168.0.1]', false],
    [`${'a'.repeat(65)}@example.fr`, false],
    [`${'a'.repeat(64)}@example.fr`, true],
  ])('%j valid: %s', (value, expected) => {
    expect(isEmailAddress(value)).toBe(expected)
  })

  test.each([
    ['jean@example.fr', null],
    ['nope', { code: 'email' }],
    [
      `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.fr`,
      { code: 'maxLength', params: { max: 254 } },
    ],
  ])('checkEmail %#', (value, expected) => {
    expect(checkEmail(value)).toEqual(expected)
  })

  test('is stored trimmed and in lower case', () => {
    expect(normalizeEmail('  Jean.Dupont@Example.FR ')).toBe('jean.dupont@example.fr')
  })

  test.each([
    ['jean@example.fr', 'jean@example.fr', null],
    ['jean@example.fr', ' JEAN@example.fr ', null],
    ['jean@example.fr', 'jeam@example.fr', { code: 'emailsMustMatch' }],
    ['jean@example.fr', '', { code: 'emailsMustMatch' }],
  ])('checkEmailsMatch(%j, %j)', (email, verify, expected) => {
    expect(checkEmailsMatch(email, verify)).toEqual(expected)
  })
})

describe('checkCollaboratorDomain', () => {
  const domains = ['atout-casinos.fr', 'Atout-Hotels.com']
  test.each([
    ['marie@atout-casinos.fr', null],
    ['MARIE@ATOUT-CASINOS.FR', null],
    ['marie@atout-hotels.com', null],
    ['marie@gmail.com', { code: 'collaboratorDomain' }],
    ['marie@mail.atout-casinos.fr', { code: 'collaboratorDomain' }],
    ['marie@atout-casinos.fr.evil.com', { code: 'collaboratorDomain' }],
    ['marie@evilatout-casinos.fr', { code: 'collaboratorDomain' }],
    ['not-an-email', { code: 'email' }],
  ])('%j', (email, expected) => {
    expect(checkCollaboratorDomain(email, domains)).toEqual(expected)
  })
})

describe('password', () => {
  test.each([
    ['Abcdefgh1!xy', []],
    ['Éléphant-2024', []],
    ['Correct Horse 9!', []],
    ['abcdefgh1!xy', ['uppercase']],
    ['ABCDEFGH1!XY', ['lowercase']],
    ['Abcdefghij!x', ['digit']],
    ['Abcdefghij1x', ['special']],
    // A space is allowed but is not a special character.
    ['Abcdefghij 1', ['special']],
    ['', ['lowercase', 'uppercase', 'digit', 'special']],
  ])('%j misses %j', (password, missing) => {
    expect(listMissingPasswordClasses(password)).toEqual(missing)
  })

  test.each<[string, FieldError[]]>([
    ['Abcdefgh1!xy', []],
    ['Abcdefg1!xy', [{ code: 'minLength', params: { min: 12 } }]],
    [`Aa1!${'x'.repeat(124)}`, []],
    [`Aa1!${'x'.repeat(125)}`, [{ code: 'maxLength', params: { max: 128 } }]],
    [
      'abc',
      [
        { code: 'minLength', params: { min: 12 } },
        {
          code: 'passwordPolicy',
          missing: ['uppercase', 'digit', 'special'],
          params: { minPerClass: 1 },
        },
      ],
    ],
  ])('checkNewPassword(%j)', (password, expected) => {
    expect(checkNewPassword(password)).toEqual(expected)
  })

  test.each([
    ['Abcdefgh1!xy', 'Abcdefgh1!xy', null],
    ['Abcdefgh1!xy', 'abcdefgh1!xy', { code: 'passwordsMustMatch' }],
    // Never trimmed: a trailing space is part of the password.
    ['Abcdefgh1!xy', 'Abcdefgh1!xy ', { code: 'passwordsMustMatch' }],
  ])('checkPasswordsMatch(%j, %j)', (password, verify, expected) => {
    expect(checkPasswordsMatch(password, verify)).toEqual(expected)
  })
})

describe('checkPersonName', () => {
  test.each([
    ['Jean-Pierre', null],
    ["N'Diaye", null],
    ['N’Diaye', null],
    ['Éloïse', null],
    ['E\u0301loi\u0308se', null],
    ['de La Tour du Pin', null],
    ['  Marie   Claire ', null],
    ['Ø', null],
    ['Zoë', null],
    ['李', null],
    ['a'.repeat(50), null],
    ['a'.repeat(51), { code: 'maxLength', params: { max: 50 } }],
    ['Jean2', { code: 'lettersAndSpaces' }],
    ['Jean_Pierre', { code: 'lettersAndSpaces' }],
    ['-Jean', { code: 'lettersAndSpaces' }],
    ['Jean-', { code: 'lettersAndSpaces' }],
    ["'", { code: 'lettersAndSpaces' }],
    ['Jean.', { code: 'lettersAndSpaces' }],
    ['<script>', { code: 'lettersAndSpaces' }],
  ])('%j', (value, expected) => {
    expect(checkPersonName(value)).toEqual(expected)
  })
})

describe('addresses', () => {
  test.each([
    ["12 bis, rue de l'Église", null],
    ['Bât. B/3, 2° étage', null],
    ['Résidence #4', null],
    ['a'.repeat(38), null],
    ['a'.repeat(39), { code: 'maxLength', params: { max: 38 } }],
    ['12 rue <b>', { code: 'lettersDigitsAndSpaces' }],
    ['rue du 8 mai; DROP', { code: 'lettersDigitsAndSpaces' }],
    ['---', { code: 'lettersDigitsAndSpaces' }],
  ])('checkAddressLine(%j)', (value, expected) => {
    expect(checkAddressLine(value)).toEqual(expected)
  })

  test.each([
    ['BP 1234', null],
    ['CS 70001', null],
    ['BP-1234', { code: 'lettersDigitsAndSpaces' }],
  ])('checkPostalBox(%j)', (value, expected) => {
    expect(checkPostalBox(value)).toEqual(expected)
  })

  test.each([
    ['Saint-Étienne', null],
    ["L'Haÿ-les-Roses", null],
    ['Paris 15', null],
    ['St. Louis', null],
    ['Saint-Remy-en-Bouzemont-Saint-Genest-et-Isson', null],
    ['a'.repeat(51), { code: 'maxLength', params: { max: 50 } }],
    ['Lyon!', { code: 'lettersDigitsAndSpaces' }],
    ['-Nice', { code: 'lettersDigitsAndSpaces' }],
  ])('checkCity(%j)', (value, expected) => {
    expect(checkCity(value)).toEqual(expected)
  })
})

describe('checkCountry', () => {
  test.each([
    ['FR', null],
    ['fr', null],
    ['MC', null],
    ['XK', null],
    ['UK', { code: 'country' }],
    ['EU', { code: 'country' }],
    ['FRA', { code: 'country' }],
    ['France', { code: 'country' }],
  ])('%j', (value, expected) => {
    expect(checkCountry(value)).toEqual(expected)
  })
})

describe('checkZip', () => {
  test.each([
    ['75008', 'FR', null],
    ['75008', undefined, null],
    ['97400', 'RE', null],
    ['7500', 'FR', { code: 'zipCode', params: { example: '75008' } }],
    ['750080', 'FR', { code: 'zipCode', params: { example: '75008' } }],
    ['75OO8', 'FR', { code: 'digitsOnly' }],
    ['7500A', null, { code: 'digitsOnly' }],
    ['98000', 'MC', null],
    ['75008', 'MC', { code: 'zipCode', params: { example: '98000' } }],
    ['1000', 'BE', null],
    ['10000', 'BE', { code: 'zipCode', params: { example: '1000' } }],
    ['1201', 'CH', null],
    ['10115', 'DE', null],
    ['1012 ab', 'NL', null],
    ['1000-001', 'PT', null],
    ['sw1a 1aa', 'GB', null],
    ['SW1A1AA', 'GB', null],
    ['12345', 'GB', { code: 'zipCode', params: { example: 'SW1A 1AA' } }],
    ['10001-1234', 'US', null],
    ['H2X 1Y4', 'CA', null],
    ['110001', 'IN', null],
    ['ABC-123', 'JP', null],
    ['1234567890X', 'JP', { code: 'zipCode', params: { example: '75008' } }],
    ['12#45', 'JP', { code: 'zipCode', params: { example: '75008' } }],
  ])('%j in %j', (zip, country, expected) => {
    expect(checkZip(zip, country)).toEqual(expected)
  })
})

describe('phone', () => {
  test.each([
    ['06 12 34 56 78', undefined, '+33612345678'],
    ['06.12.34.56.78', 'FR', '+33612345678'],
    ['06-12-34-56-78', 'fr', '+33612345678'],
    ['01 23 45 67 89', null, '+33123456789'],
    ['+33 6 12 34 56 78', undefined, '+33612345678'],
    ['+33 (0)6 12 34 56 78', undefined, '+33612345678'],
    ['0033 6 12 34 56 78', undefined, '+33612345678'],
    ['+32 470 12 34 56', 'BE', '+32470123456'],
    ['0032 470 12 34 56', 'BE', '+32470123456'],
    ['+1 (212) 555-0123', 'US', '+12125550123'],
    ['+262 692 12 34 56', 'RE', '+262692123456'],
    // A national number is read in the plan of the member's country (src/platform/domain/phone.ts).
    ['0470 12 34 56', 'BE', '+32470123456'],
    ['0470 12 34 56', undefined, '+33470123456'],
    ['06 12 34 56 7', undefined, null],
    ['06 12 34 56 789', undefined, null],
    ['00 12 34 56 78', undefined, null],
    // The trunk 0 written after +33 is dropped, as the plan says.
    ['+33 06 12 34 56 78', undefined, '+33612345678'],
    ['+33 6 12 34 56', undefined, null],
    ['+0 123 456 789', undefined, null],
    ['+1234567', undefined, null],
    ['+1234567890123456', undefined, null],
    ['06 12 AB 56 78', undefined, null],
    ['612345678', undefined, '+33612345678'],
    ['0470 12 34 56', 'XX', null],
  ])('%j (%j) → %j', (value, country, expected) => {
    expect(normalizePhone(value, country)).toBe(expected)
  })

  test.each([
    ['06 12 34 56 78', null],
    ['12', { code: 'phone', params: { example: '+33 6 12 34 56 78' } }],
  ])('checkPhone(%j)', (value, expected) => {
    expect(checkPhone(value)).toEqual(expected)
  })
})

describe('checkCardNumber', () => {
  test.each([
    ['1234567890', null],
    ['1234 5678 90', null],
    ['123-456-7890', null],
    ['123456789', { code: 'exactLength', params: { length: 10 } }],
    ['12345678901', { code: 'exactLength', params: { length: 10 } }],
    ['12345ABCDE', { code: 'digitsOnly' }],
    ['１２３４５６７８９０', { code: 'digitsOnly' }],
  ])('%j', (value, expected) => {
    expect(checkCardNumber(value)).toEqual(expected)
  })

  test('is stored as digits only', () => {
    expect(normalizeCardNumber(' 1234 5678-90 ')).toBe('1234567890')
  })
})

describe('checkSponsorCode', () => {
  test.each([
    ['7K3M9QXZ', null],
    ['7k3m-9qxz', null],
    ['7K3M9QX', { code: 'sponsorCode' }],
    ['7K3M9QXU', { code: 'sponsorCode' }],
    ['7K3M9QX!', { code: 'sponsorCode' }],
  ])('%j', (value, expected) => {
    expect(checkSponsorCode(value)).toEqual(expected)
  })
})

describe('checkAccepted', () => {
  test.each([
    [true, 'terms', null],
    [false, 'terms', { code: 'terms' }],
    [undefined, 'privacyPolicy', { code: 'privacyPolicy' }],
    [null, 'ageCertified', { code: 'ageCertified' }],
  ] as const)('%j %s', (value, code, expected) => {
    expect(checkAccepted(value, code)).toEqual(expected)
  })
})

describe('dates', () => {
  const bound: CalendarDate = { year: 2025, month: 6, day: 15 }
  test.each([
    ['2025-06-16', null],
    ['2025-06-15', { code: 'dateAfter', params: { date: '2025-06-15' } }],
    ['2025-06-14', { code: 'dateAfter', params: { date: '2025-06-15' } }],
    ['2025-02-30', { code: 'date' }],
  ])('checkDateAfter(%j)', (value, expected) => {
    expect(checkDateAfter(value, bound)).toEqual(expected)
  })

  test.each([
    ['2025-06-14', null],
    ['2025-06-15', { code: 'dateBefore', params: { date: '2025-06-15' } }],
    ['2025-06-16', { code: 'dateBefore', params: { date: '2025-06-15' } }],
    ['15/06/2025', { code: 'date' }],
  ])('checkDateBefore(%j)', (value, expected) => {
    expect(checkDateBefore(value, bound)).toEqual(expected)
  })

  test.each([
    ['adult since yesterday', '2007-06-14', null],
    ['typed with spaces around', ' 2007-06-14 ', null],
    ['18 today', '2007-06-15', null],
    ['18 tomorrow', '2007-06-16', { code: 'adult', params: { age: 18 } }],
    ['a child', '2015-01-01', { code: 'adult', params: { age: 18 } }],
    ['born today', '2025-06-15', { code: 'dateBefore', params: { date: '2025-06-15' } }],
    ['in the future', '2030-01-01', { code: 'dateBefore', params: { date: '2025-06-15' } }],
    ['just under 120 years ago', '1905-06-16', null],
    ['120 years ago', '1905-06-15', { code: 'dateAfter', params: { date: '1905-06-15' } }],
    ['a typo', '1093-01-01', { code: 'dateAfter', params: { date: '1905-06-15' } }],
    ['not a day', '2000-02-30', { code: 'date' }],
    ['not a date', 'yesterday', { code: 'date' }],
  ])('checkBirthdate: %s', (_label, value, expected) => {
    expect(checkBirthdate(value, today)).toEqual(expected)
  })

  test('checkBirthdate: born on 29 February is adult on 1 March of a common year', () => {
    expect(checkBirthdate('2007-02-29', today)).toEqual({ code: 'date' })
    expect(checkBirthdate('2004-02-29', { year: 2022, month: 2, day: 28 })).toEqual({
      code: 'adult',
      params: { age: 18 },
    })
    expect(checkBirthdate('2004-02-29', { year: 2022, month: 3, day: 1 })).toBeNull()
  })

  test.each([
    ['2025-07-01', '2025-07-03', null],
    [null, null, null],
    ['2025-07-01', '', null],
    ['', '2025-07-03', { code: 'departureNeedsArrival' }],
    [undefined, '2025-07-03', { code: 'departureNeedsArrival' }],
    ['2025-07-03', '2025-07-03', { code: 'dateAfter', params: { date: '2025-07-03' } }],
    ['2025-07-03', '2025-07-01', { code: 'dateAfter', params: { date: '2025-07-03' } }],
    ['2025-07-01', '2025-02-30', { code: 'date' }],
    ['not a date', '2025-07-03', null],
    ['not a date', 'nope', { code: 'date' }],
  ])('checkDeparture(%j, %j)', (arrival, departure, expected) => {
    expect(checkDeparture(arrival, departure)).toEqual(expected)
  })

  test.each([
    ['07-14', null],
    ['02-29', null],
    ['02-30', { code: 'date' }],
    ['06-31', { code: 'date' }],
    ['2025-07-14', { code: 'date' }],
  ])('checkMonthDay(%j)', (value, expected) => {
    expect(checkMonthDay(value)).toEqual(expected)
  })
})
