import { describe, expect, test } from 'vitest'

import { SignUpBodySchema } from '../../server/api-schemas'
import type { HintStrings } from '../strings'
import {
  checkSignUpStep,
  findFirstStep,
  INITIAL_SIGN_UP_VALUES,
  toSignUpBody,
  type SignUpValues,
} from './sign-up-model'

const today = { year: 2026, month: 11, day: 23 }
const hints = new Proxy({} as HintStrings, { get: (_, key) => `hint:${String(key)}` })

const complete: SignUpValues = {
  ...INITIAL_SIGN_UP_VALUES,
  path: 'newCustomer',
  civility: 'Mrs',
  firstname: 'Éloïse',
  lastname: 'N’Diaye',
  birthdate: '1990-05-17',
  email: 'eloise@example.fr',
  emailVerify: 'Eloise@Example.fr',
  addressLine1: '12 rue de la Paix',
  zip: '75002',
  city: 'Paris',
  country: 'FR',
  password: 'Correct-Horse-9',
  passwordVerify: 'Correct-Horse-9',
  acceptPrivacyPolicy: true,
  acceptTerms: true,
  ageCertified: true,
}

describe('findFirstStep', () => {
  test.each([
    [['password', 'email'], 'identity'],
    [['zip', 'acceptTerms'], 'address'],
    [['cvipCardNumber', 'city'], 'path'],
    [['ageCertified'], 'password'],
    [['optIns.sms'], 'password'],
    [['unknown'], null],
    [[], null],
  ])('%j → %s', (fields, step) => {
    expect(findFirstStep(fields)).toBe(step)
  })
})

describe('checkSignUpStep', () => {
  test.each<[string, Partial<SignUpValues>, Record<string, string>]>([
    ['17 years old', { birthdate: '2008-11-24' }, { birthdate: 'hint:adult' }],
    ['18 today', { birthdate: '2008-11-23' }, {}],
    ['born tomorrow', { birthdate: '2026-11-24' }, { birthdate: 'hint:birthdate' }],
    ['121 years old', { birthdate: '1905-01-01' }, { birthdate: 'hint:birthdate' }],
    ['digits in a name', { firstname: 'Jean2' }, { firstname: 'hint:name' }],
    ['a 51-letter name', { lastname: 'A'.repeat(51) }, { lastname: 'hint:nameTooLong' }],
    ['a birth name with a digit', { birthName: 'Martin 2' }, { birthName: 'hint:name' }],
    ['a phone that is not one', { phone: '12 34' }, { phone: 'hint:phone' }],
    ['a French mobile', { phone: '06 12 34 56 78' }, {}],
    ['no phone (optional here)', { phone: '' }, {}],
    [
      'an empty e-mail is required, not invalid',
      { email: '', emailVerify: '' },
      { email: 'hint:required', emailVerify: 'hint:required' },
    ],
  ])('identity step: %s', (_label, change, expected) => {
    expect(checkSignUpStep('identity', { ...complete, ...change }, hints, today)).toEqual(expected)
  })

  test('the card path checks the name and the age on its own step', () => {
    const cardHolder = { ...complete, path: 'cardHolder' as const, cvipCardNumber: '5000000001' }
    expect(
      checkSignUpStep(
        'path',
        { ...cardHolder, lastname: 'R2D2', birthdate: '2010-01-01' },
        hints,
        today,
      ),
    ).toEqual({ lastname: 'hint:name', birthdate: 'hint:adult' })
  })

  test('a complete new customer passes every step', () => {
    for (const step of ['path', 'identity', 'address', 'password'] as const) {
      expect(checkSignUpStep(step, complete, hints, today), step).toEqual({})
    }
  })

  test('the path must be chosen; a card holder needs a 10-digit card, name and birthdate', () => {
    expect(checkSignUpStep('path', INITIAL_SIGN_UP_VALUES, hints, today)).toEqual({
      path: 'hint:choose',
    })
    expect(
      checkSignUpStep(
        'path',
        { ...INITIAL_SIGN_UP_VALUES, path: 'cardHolder', cvipCardNumber: '123' },
        hints,
        today,
      ),
    ).toEqual({
      cvipCardNumber: 'hint:cardNumber',
      lastname: 'hint:required',
      birthdate: 'hint:required',
    })
    expect(
      checkSignUpStep(
        'path',
        { ...complete, path: 'cardHolder', cvipCardNumber: '12 3456 7890' },
        hints,
        today,
      ),
    ).toEqual({})
  })

  test('identity: civility, names, birthdate, email format and confirmation', () => {
    expect(
      checkSignUpStep(
        'identity',
        {
          ...complete,
          civility: '',
          firstname: ' ',
          email: 'nope',
          emailVerify: 'other@example.fr',
        },
        hints,
        today,
      ),
    ).toEqual({
      civility: 'hint:choose',
      firstname: 'hint:required',
      email: 'hint:email',
      emailVerify: 'hint:emailsMustMatch',
    })
  })

  test('the address is required for new customers only', () => {
    const noAddress = { ...complete, addressLine1: '', zip: '', city: '' }
    expect(Object.keys(checkSignUpStep('address', noAddress, hints, today)).sort()).toEqual([
      'addressLine1',
      'city',
      'zip',
    ])
    expect(checkSignUpStep('address', { ...noAddress, path: 'cardHolder' }, hints, today)).toEqual(
      {},
    )
  })

  test.each([
    [
      { day: '01', month: '' },
      { day: '', month: '' },
      { luckyDay1: 'hint:luckyDayIncomplete', luckyDay2: 'hint:luckyDaysPair' },
    ],
    [{ day: '01', month: '02' }, { day: '', month: '' }, { luckyDay2: 'hint:luckyDaysPair' }],
    [
      { day: '01', month: '02' },
      { day: '01', month: '02' },
      { luckyDay2: 'hint:luckyDaysDistinct' },
    ],
    [{ day: '01', month: '02' }, { day: '14', month: '07' }, {}],
    [{ day: '', month: '' }, { day: '', month: '' }, {}],
  ])('lucky days %j and %j', (luckyDay1, luckyDay2, expected) => {
    expect(checkSignUpStep('address', { ...complete, luckyDay1, luckyDay2 }, hints, today)).toEqual(
      expected,
    )
  })

  test('password rules, confirmation and the three certifications', () => {
    expect(
      checkSignUpStep(
        'password',
        {
          ...complete,
          password: 'short',
          passwordVerify: 'shorter',
          acceptPrivacyPolicy: false,
          acceptTerms: false,
          ageCertified: false,
        },
        hints,
        today,
      ),
    ).toEqual({
      password: 'hint:passwordPolicy',
      passwordVerify: 'hint:passwordsMustMatch',
      acceptPrivacyPolicy: 'hint:mustAccept',
      acceptTerms: 'hint:mustAccept',
      ageCertified: 'hint:mustAccept',
    })
  })
})

describe('toSignUpBody', () => {
  test('has the SignUp shape of the API, blanks as null, consents unchecked by default', () => {
    const body = toSignUpBody({
      ...complete,
      luckyDay1: { day: '14', month: '07' },
      luckyDay2: { day: '25', month: '12' },
    })
    expect(SignUpBodySchema.strict().safeParse(body).success).toBe(true)
    expect(body).toMatchObject({
      path: 'newCustomer',
      cvipCardNumber: null,
      birthName: null,
      luckyDay1: '07-14',
      luckyDay2: '12-25',
      optIns: {
        email: false,
        sms: false,
        mail: false,
        hotel: false,
        casino: false,
        partner: false,
      },
      preferences: { games: false, barsRestaurants: false, shows: false },
    })
  })

  test('a card holder sends the card number', () => {
    const body = toSignUpBody({ ...complete, path: 'cardHolder', cvipCardNumber: '1234567890' })
    expect(body).toMatchObject({ path: 'cardHolder', cvipCardNumber: '1234567890' })
  })
})
