import { describe, expect, test } from 'vitest'

import type { CalendarDate } from '@/platform/domain/calendar'
import {
  listLockedFieldChanges,
  validateCardLogin,
  validateEmailChange,
  validateEmailLogin,
  validateLuckyDays,
  validatePasswordReset,
  validatePasswordUpdate,
  validateProfileUpdate,
  validateSignUp,
  type ProfileData,
  type ProfileInput,
  type SignUpInput,
} from './member-forms'
import type { FieldErrorCode } from './validation'

const today: CalendarDate = { year: 2025, month: 6, day: 15 }

const newCustomer: SignUpInput = {
  path: 'newCustomer',
  civility: 'Mrs',
  firstname: ' Éloïse ',
  lastname: "N'Diaye",
  birthdate: '1990-05-17',
  email: ' Eloise.NDiaye@Example.fr ',
  emailVerify: 'eloise.ndiaye@example.fr',
  phone: '06 12 34 56 78',
  addressLine1: "12 bis, rue de l'Église",
  zip: '75008',
  city: 'Paris',
  country: 'fr',
  password: 'Abcdefgh1!xy',
  passwordVerify: 'Abcdefgh1!xy',
  acceptPrivacyPolicy: true,
  acceptTerms: true,
  ageCertified: true,
}

const cardHolder: SignUpInput = {
  path: 'cardHolder',
  civility: 'Mr',
  firstname: 'Jean-Pierre',
  lastname: 'Martin',
  birthdate: '1975-01-02',
  email: 'jp@example.fr',
  emailVerify: 'jp@example.fr',
  cvipCardNumber: '1234 5678 90',
  password: 'Abcdefgh1!xy',
  passwordVerify: 'Abcdefgh1!xy',
  acceptPrivacyPolicy: true,
  acceptTerms: true,
  ageCertified: true,
}

/** Field → codes, to compare error sets without the message parameters. */
function summarizeErrors(result: {
  ok: boolean
  fieldErrors?: Partial<Record<string, { code: FieldErrorCode }[]>>
}): Record<string, FieldErrorCode[]> {
  if (result.ok || !result.fieldErrors) return {}
  return Object.fromEntries(
    Object.entries(result.fieldErrors).map(([field, errors]) => [
      field,
      (errors ?? []).map((error) => error.code),
    ]),
  )
}

describe('validateSignUp', () => {
  test('accepts a new customer and normalises the values', () => {
    const result = validateSignUp(newCustomer, today)
    expect(result).toEqual({
      ok: true,
      value: {
        path: 'newCustomer',
        civility: 'Mrs',
        firstname: 'Éloïse',
        lastname: "N'Diaye",
        birthName: null,
        commonName: null,
        birthdate: '1990-05-17',
        email: 'eloise.ndiaye@example.fr',
        phone: '+33612345678',
        addressLine1: "12 bis, rue de l'Église",
        addressLine2: null,
        postalBox: null,
        placeKnownAs: null,
        zip: '75008',
        city: 'Paris',
        country: 'FR',
        favouriteCasino: null,
        optIns: {
          email: false,
          sms: false,
          mail: false,
          hotel: false,
          casino: false,
          partner: false,
        },
        preferences: { games: false, barsRestaurants: false, shows: false },
        password: 'Abcdefgh1!xy',
        sponsorCode: null,
        cvipCardNumber: null,
        luckyDays: null,
        acceptedPrivacyPolicy: true,
        acceptedTerms: true,
        ageCertified: true,
      },
    })
  })

  test('accepts a card holder without an address, with the card number normalised', () => {
    const result = validateSignUp(cardHolder, today)
    expect(result.ok && result.value.cvipCardNumber).toBe('1234567890')
    expect(result.ok && result.value.addressLine1).toBeNull()
  })

  test('reports every empty required field of a new customer at once', () => {
    expect(summarizeErrors(validateSignUp({}, today))).toEqual({
      civility: ['required'],
      firstname: ['required'],
      lastname: ['required'],
      birthdate: ['required'],
      addressLine1: ['required'],
      zip: ['required'],
      city: ['required'],
      country: ['required'],
      email: ['required'],
      emailVerify: ['required'],
      password: ['required'],
      passwordVerify: ['required'],
      acceptPrivacyPolicy: ['privacyPolicy'],
      acceptTerms: ['terms'],
      ageCertified: ['ageCertified'],
    })
  })

  test.each<[string, SignUpInput, Record<string, FieldErrorCode[]>]>([
    [
      'civility outside Mr/Mrs',
      { ...newCustomer, civility: 'Dr' },
      { civility: ['invalidChoice'] },
    ],
    [
      'name with digits',
      { ...newCustomer, firstname: 'Jean2' },
      { firstname: ['lettersAndSpaces'] },
    ],
    [
      'birth name too long',
      { ...newCustomer, birthName: 'a'.repeat(51) },
      { birthName: ['maxLength'] },
    ],
    [
      'common name with a dot',
      { ...newCustomer, commonName: 'J.' },
      { commonName: ['lettersAndSpaces'] },
    ],
    ['minor', { ...newCustomer, birthdate: '2010-01-01' }, { birthdate: ['adult'] }],
    ['impossible birthdate', { ...newCustomer, birthdate: '1990-02-30' }, { birthdate: ['date'] }],
    ['invalid email', { ...newCustomer, email: 'nope', emailVerify: 'nope' }, { email: ['email'] }],
    [
      'emails differ',
      { ...newCustomer, emailVerify: 'other@example.fr' },
      { emailVerify: ['emailsMustMatch'] },
    ],
    [
      'weak password',
      { ...newCustomer, password: 'abcdefghijkl', passwordVerify: 'abcdefghijkl' },
      { password: ['passwordPolicy'] },
    ],
    [
      'short and weak password',
      { ...newCustomer, password: 'abc', passwordVerify: 'abc' },
      { password: ['minLength', 'passwordPolicy'] },
    ],
    [
      'passwords differ',
      { ...newCustomer, passwordVerify: 'Abcdefgh1!xz' },
      { passwordVerify: ['passwordsMustMatch'] },
    ],
    ['invalid phone', { ...newCustomer, phone: '12 34' }, { phone: ['phone'] }],
    [
      'a number of no plan for a member living abroad',
      { ...newCustomer, phone: '0470 12', country: 'BE', zip: '1000' },
      { phone: ['phone'] },
    ],
    ['zip of the wrong shape', { ...newCustomer, zip: '7500' }, { zip: ['zipCode'] }],
    ['zip with letters in France', { ...newCustomer, zip: '75OO8' }, { zip: ['digitsOnly'] }],
    ['unknown country', { ...newCustomer, country: 'ZZ' }, { country: ['country'] }],
    ['city with symbols', { ...newCustomer, city: 'Paris!' }, { city: ['lettersDigitsAndSpaces'] }],
    [
      'address with markup',
      { ...newCustomer, addressLine2: '<b>' },
      { addressLine2: ['lettersDigitsAndSpaces'] },
    ],
    [
      'postal box with a hyphen',
      { ...newCustomer, postalBox: 'BP-12' },
      { postalBox: ['lettersDigitsAndSpaces'] },
    ],
    [
      'place known as too long',
      { ...newCustomer, placeKnownAs: 'a'.repeat(39) },
      { placeKnownAs: ['maxLength'] },
    ],
    [
      'malformed sponsor code',
      { ...newCustomer, sponsorCode: 'ABC' },
      { sponsorCode: ['sponsorCode'] },
    ],
    [
      'card holder without a card',
      { ...cardHolder, cvipCardNumber: '' },
      { cvipCardNumber: ['required'] },
    ],
    [
      'card number with letters',
      { ...cardHolder, cvipCardNumber: '12345ABCDE' },
      { cvipCardNumber: ['digitsOnly'] },
    ],
    [
      'card number too short',
      { ...cardHolder, cvipCardNumber: '123' },
      { cvipCardNumber: ['exactLength'] },
    ],
    [
      'privacy policy not accepted',
      { ...newCustomer, acceptPrivacyPolicy: false },
      { acceptPrivacyPolicy: ['privacyPolicy'] },
    ],
    ['terms not accepted', { ...newCustomer, acceptTerms: null }, { acceptTerms: ['terms'] }],
    [
      'age not certified',
      { ...newCustomer, ageCertified: false },
      { ageCertified: ['ageCertified'] },
    ],
    [
      'SMS opt-in without a phone',
      { ...newCustomer, phone: '', optIns: { sms: true } },
      { phone: ['required'] },
    ],
    [
      'card holder opting in to mail without an address',
      { ...cardHolder, optIns: { mail: true } },
      { addressLine1: ['required'], zip: ['required'], city: ['required'], country: ['required'] },
    ],
    [
      'card holder typing part of an address',
      { ...cardHolder, city: 'Nice' },
      { addressLine1: ['required'], zip: ['required'], country: ['required'] },
    ],
    ['one lucky day only', { ...newCustomer, luckyDay1: '07-14' }, { luckyDay2: ['required'] }],
    [
      'the same lucky day twice',
      { ...newCustomer, luckyDay1: '07-14', luckyDay2: '07-14' },
      { luckyDay2: ['luckyDaysDistinct'] },
    ],
    [
      'a lucky day that does not exist',
      { ...newCustomer, luckyDay1: '02-30', luckyDay2: '07-14' },
      { luckyDay1: ['date'] },
    ],
    [
      'favourite casino not in the list',
      { ...newCustomer, favouriteCasino: 'atlantis' },
      { favouriteCasino: ['invalidChoice'] },
    ],
  ])('%s', (_label, input, expected) => {
    expect(
      summarizeErrors(validateSignUp(input, today, { casinoIds: ['deauville', 'cannes'] })),
    ).toEqual(expected)
  })

  test.each<[string, SignUpInput]>([
    [
      'a card holder with a full foreign address',
      {
        ...cardHolder,
        addressLine1: '1 Grand-Place',
        zip: '1000',
        city: 'Bruxelles',
        country: 'BE',
      },
    ],
    [
      'no zip where the country has none in our table',
      { ...newCustomer, zip: '', country: 'AE', phone: '+971 50 123 4567' },
    ],
    ['a known favourite casino', { ...newCustomer, favouriteCasino: 'cannes' }],
    [
      'opt-ins with their channels',
      { ...newCustomer, optIns: { sms: true, mail: true, email: true } },
    ],
  ])('accepts %s', (_label, input) => {
    expect(
      summarizeErrors(validateSignUp(input, today, { casinoIds: ['deauville', 'cannes'] })),
    ).toEqual({})
  })

  test('keeps the valid values that the member chose', () => {
    const result = validateSignUp(
      {
        ...newCustomer,
        sponsorCode: '7k3m-9qxz',
        luckyDay1: '07-14',
        luckyDay2: '02-29',
        optIns: { email: true, partner: true },
        preferences: { shows: true },
      },
      today,
    )
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.value.sponsorCode).toBe('7K3M9QXZ')
    expect(result.value.luckyDays).toEqual(['07-14', '02-29'])
    expect(result.value.optIns).toEqual({
      email: true,
      sms: false,
      mail: false,
      hotel: false,
      casino: false,
      partner: true,
    })
    expect(result.value.preferences).toEqual({ games: false, barsRestaurants: false, shows: true })
  })

  test('an unknown path is the stricter new-customer path', () => {
    expect(summarizeErrors(validateSignUp({ ...cardHolder, path: 'vip' }, today))).toMatchObject({
      addressLine1: ['required'],
    })
  })
})

describe('validateProfileUpdate', () => {
  const profile: ProfileInput = {
    civility: 'Mr',
    firstname: 'Jean',
    lastname: 'Martin',
    birthdate: '1975-01-02',
    phone: '+33 6 12 34 56 78',
    optIns: { email: true },
  }

  test('a national number is read in the plan of the member’s country (issue 25)', () => {
    const belgian = { ...profile, phone: '0470 12 34 56', country: 'BE', zip: '1000' }
    const result = validateProfileUpdate(
      { ...belgian, addressLine1: '1 Grand-Place', city: 'Bruxelles' },
      today,
    )
    expect(result.ok && result.value.phone).toBe('+32470123456')
    const french = validateProfileUpdate({ ...profile, phone: '04 70 12 34 56' }, today)
    expect(french.ok && french.value.phone).toBe('+33470123456')
  })

  test('accepts a profile without an address and clears blank optional fields', () => {
    const result = validateProfileUpdate({ ...profile, birthName: '  ', addressLine2: '' }, today)
    expect(result.ok && result.value.birthName).toBeNull()
    expect(result.ok && result.value.addressLine2).toBeNull()
    expect(result.ok && result.value.phone).toBe('+33612345678')
  })

  test.each<[string, ProfileInput, Record<string, FieldErrorCode[]>]>([
    ['a required name cleared', { ...profile, lastname: '' }, { lastname: ['required'] }],
    ['a minor birthdate', { ...profile, birthdate: '2008-01-01' }, { birthdate: ['adult'] }],
    [
      'SMS without a phone',
      { ...profile, phone: null, optIns: { sms: true } },
      { phone: ['required'] },
    ],
    [
      'mail without an address',
      { ...profile, optIns: { mail: true } },
      { addressLine1: ['required'], zip: ['required'], city: ['required'], country: ['required'] },
    ],
    [
      'a Monaco zip that is French',
      { ...profile, addressLine1: '1 avenue', city: 'Monaco', country: 'MC', zip: '75008' },
      { zip: ['zipCode'] },
    ],
  ])('rejects %s', (_label, input, expected) => {
    expect(summarizeErrors(validateProfileUpdate(input, today))).toEqual(expected)
  })
})

describe('listLockedFieldChanges', () => {
  const current: Pick<
    ProfileData,
    'civility' | 'firstname' | 'lastname' | 'birthName' | 'birthdate'
  > = {
    civility: 'Mr',
    firstname: 'Jean',
    lastname: 'Martin',
    birthName: null,
    birthdate: '1975-01-02',
  }
  test.each([
    ['nothing changed', {}, []],
    ['first name', { firstname: 'Jeanne' }, ['firstname']],
    [
      'birthdate and civility',
      { birthdate: '1975-01-03', civility: 'Mrs' as const },
      ['civility', 'birthdate'],
    ],
    ['birth name added', { birthName: 'Durand' }, ['birthName']],
  ])('%s', (_label, change, expected) => {
    expect(listLockedFieldChanges(current, { ...current, ...change })).toEqual(expected)
  })
})

describe('validateLuckyDays', () => {
  test.each<
    [
      string,
      { luckyDay1?: string | null; luckyDay2?: string | null },
      Record<string, FieldErrorCode[]>,
    ]
  >([
    ['two different days', { luckyDay1: '07-14', luckyDay2: '12-25' }, {}],
    ['29 February', { luckyDay1: '02-29', luckyDay2: '12-25' }, {}],
    ['nothing', {}, { luckyDay1: ['required'], luckyDay2: ['required'] }],
    ['one day', { luckyDay1: '07-14' }, { luckyDay2: ['required'] }],
    [
      'the same day twice',
      { luckyDay1: '07-14', luckyDay2: '07-14' },
      { luckyDay2: ['luckyDaysDistinct'] },
    ],
    ['30 February', { luckyDay1: '02-30', luckyDay2: '12-25' }, { luckyDay1: ['date'] }],
    ['31 April', { luckyDay1: '07-14', luckyDay2: '04-31' }, { luckyDay2: ['date'] }],
    ['a full date', { luckyDay1: '2025-07-14', luckyDay2: '12-25' }, { luckyDay1: ['date'] }],
  ])('%s', (_label, input, expected) => {
    expect(summarizeErrors(validateLuckyDays(input))).toEqual(expected)
  })

  test('returns the pair in the given order', () => {
    expect(validateLuckyDays({ luckyDay1: ' 12-25', luckyDay2: '07-14 ' })).toEqual({
      ok: true,
      value: ['12-25', '07-14'],
    })
  })
})

describe('validateEmailChange', () => {
  test.each<[string, { email?: string; emailVerify?: string }, Record<string, FieldErrorCode[]>]>([
    ['a new email', { email: 'new@example.fr', emailVerify: 'NEW@example.fr' }, {}],
    [
      'the same email in another case',
      { email: 'Old@Example.fr', emailVerify: 'old@example.fr' },
      { email: ['emailUnchanged'] },
    ],
    ['not an email', { email: 'new', emailVerify: 'new' }, { email: ['email'] }],
    [
      'different confirmation',
      { email: 'new@example.fr', emailVerify: 'neww@example.fr' },
      { emailVerify: ['emailsMustMatch'] },
    ],
    ['nothing', {}, { email: ['required'], emailVerify: ['required'] }],
  ])('%s', (_label, input, expected) => {
    expect(summarizeErrors(validateEmailChange(input, 'old@example.fr'))).toEqual(expected)
  })
})

describe('password forms', () => {
  test.each<
    [string, { password?: string; passwordVerify?: string }, Record<string, FieldErrorCode[]>]
  >([
    ['a strong password twice', { password: 'Abcdefgh1!xy', passwordVerify: 'Abcdefgh1!xy' }, {}],
    ['nothing', {}, { password: ['required'], passwordVerify: ['required'] }],
    [
      'weak',
      { password: 'Abcdefghijkl', passwordVerify: 'Abcdefghijkl' },
      { password: ['passwordPolicy'] },
    ],
    [
      'mismatch',
      { password: 'Abcdefgh1!xy', passwordVerify: 'Abcdefgh1!x' },
      { passwordVerify: ['passwordsMustMatch'] },
    ],
  ])('validatePasswordReset: %s', (_label, input, expected) => {
    expect(summarizeErrors(validatePasswordReset(input))).toEqual(expected)
  })

  test.each<
    [
      string,
      { currentPassword?: string; password?: string; passwordVerify?: string },
      Record<string, FieldErrorCode[]>,
    ]
  >([
    [
      'a new password',
      { currentPassword: 'old', password: 'Abcdefgh1!xy', passwordVerify: 'Abcdefgh1!xy' },
      {},
    ],
    [
      'no current password',
      { password: 'Abcdefgh1!xy', passwordVerify: 'Abcdefgh1!xy' },
      { currentPassword: ['required'] },
    ],
    [
      'the same password',
      { currentPassword: 'Abcdefgh1!xy', password: 'Abcdefgh1!xy', passwordVerify: 'Abcdefgh1!xy' },
      { password: ['passwordUnchanged'] },
    ],
  ])('validatePasswordUpdate: %s', (_label, input, expected) => {
    expect(summarizeErrors(validatePasswordUpdate(input))).toEqual(expected)
  })
})

describe('login forms', () => {
  test.each<[string, { email?: string; password?: string }, Record<string, FieldErrorCode[]>]>([
    ['email and password', { email: ' Jean@Example.fr', password: 'x' }, {}],
    // An old password that the current policy would refuse still logs in.
    ['a password below today’s policy', { email: 'jean@example.fr', password: 'short' }, {}],
    ['nothing', {}, { email: ['required'], password: ['required'] }],
    ['not an email', { email: 'jean', password: 'x' }, { email: ['email'] }],
  ])('validateEmailLogin: %s', (_label, input, expected) => {
    expect(summarizeErrors(validateEmailLogin(input))).toEqual(expected)
  })

  test('validateEmailLogin normalises the email', () => {
    expect(validateEmailLogin({ email: ' Jean@Example.fr', password: ' x ' })).toEqual({
      ok: true,
      value: { email: 'jean@example.fr', password: ' x ' },
    })
  })

  test.each<
    [string, { cardNumber?: string; birthdate?: string }, Record<string, FieldErrorCode[]>]
  >([
    ['card and birthdate', { cardNumber: '1234 5678 90', birthdate: '1975-01-02' }, {}],
    ['nothing', {}, { cardNumber: ['required'], birthdate: ['required'] }],
    [
      'letters in the card',
      { cardNumber: 'ABCD', birthdate: '1975-01-02' },
      { cardNumber: ['digitsOnly'] },
    ],
    [
      'a birthdate that does not exist',
      { cardNumber: '1234567890', birthdate: '1975-02-30' },
      { birthdate: ['date'] },
    ],
  ])('validateCardLogin: %s', (_label, input, expected) => {
    expect(summarizeErrors(validateCardLogin(input))).toEqual(expected)
  })
})
