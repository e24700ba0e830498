import type { CalendarDate } from '@/platform/domain/calendar'
import type { SignUpPath } from '../../domain/member-forms'
import { checkCardNumber, isBlank, isZipRequired } from '../../domain/validation'
import type { OptInValues, PreferenceValues } from '../shared/opt-ins-fieldsets'
import { EMPTY_DAY_MONTH, toMonthDay, type DayMonth } from '@/platform/domain/day-month'
import {
  collectHints as collect,
  hintAccepted,
  hintBirthdate,
  hintEmail,
  hintEmailsMatch,
  hintNewPassword,
  hintPasswordsMatch,
  hintPersonName,
  hintRequired,
} from '../shared/hints'
import { hintPhone } from '../shared/phone-hint'
import type { HintStrings } from '../strings'

/**
 * The sign-up form without React: its values, which step holds which field, the hints of each
 * step and the body sent to POST /api/epc/users/signup.
 */

export const SIGN_UP_STEPS = ['path', 'identity', 'address', 'password'] as const
export type SignUpStep = (typeof SIGN_UP_STEPS)[number]

export type SignUpValues = {
  path: SignUpPath | ''
  cvipCardNumber: string
  civility: '' | 'Mr' | 'Mrs'
  firstname: string
  lastname: string
  birthName: string
  birthdate: string
  email: string
  emailVerify: string
  phone: string
  addressLine1: string
  addressLine2: string
  postalBox: string
  placeKnownAs: string
  zip: string
  city: string
  country: string
  favouriteCasino: string
  luckyDay1: DayMonth
  luckyDay2: DayMonth
  sponsorCode: string
  password: string
  passwordVerify: string
  optIns: OptInValues
  preferences: PreferenceValues
  acceptPrivacyPolicy: boolean
  acceptTerms: boolean
  ageCertified: boolean
}

/** Consents are never pre-checked (spec: unchecked by default). */
export const INITIAL_SIGN_UP_VALUES: SignUpValues = {
  path: '',
  cvipCardNumber: '',
  civility: '',
  firstname: '',
  lastname: '',
  birthName: '',
  birthdate: '',
  email: '',
  emailVerify: '',
  phone: '',
  addressLine1: '',
  addressLine2: '',
  postalBox: '',
  placeKnownAs: '',
  zip: '',
  city: '',
  country: 'FR',
  favouriteCasino: '',
  luckyDay1: EMPTY_DAY_MONTH,
  luckyDay2: EMPTY_DAY_MONTH,
  sponsorCode: '',
  password: '',
  passwordVerify: '',
  optIns: { email: false, sms: false, mail: false, hotel: false, casino: false, partner: false },
  preferences: { games: false, barsRestaurants: false, shows: false },
  acceptPrivacyPolicy: false,
  acceptTerms: false,
  ageCertified: false,
}

/** The step each field of the API lives on (server field errors send the member back there). */
export const FIELD_STEP: Record<string, SignUpStep> = {
  path: 'path',
  cvipCardNumber: 'path',
  civility: 'identity',
  firstname: 'identity',
  lastname: 'identity',
  birthName: 'identity',
  commonName: 'identity',
  birthdate: 'identity',
  email: 'identity',
  emailVerify: 'identity',
  phone: 'identity',
  addressLine1: 'address',
  addressLine2: 'address',
  postalBox: 'address',
  placeKnownAs: 'address',
  zip: 'address',
  city: 'address',
  country: 'address',
  favouriteCasino: 'address',
  luckyDay1: 'address',
  luckyDay2: 'address',
  sponsorCode: 'address',
  password: 'password',
  passwordVerify: 'password',
  optIns: 'password',
  preferences: 'password',
  acceptPrivacyPolicy: 'password',
  acceptTerms: 'password',
  ageCertified: 'password',
  captcha: 'password',
}

/** Errors the API reports by code that belong to one field. */
export const CODE_FIELD: Record<string, string> = { '0053': 'email', '0005': 'sponsorCode' }

/** The earliest step holding one of these fields; null when none is known. */
export function findFirstStep(fields: readonly string[]): SignUpStep | null {
  let first: number | null = null
  for (const field of fields) {
    const step = FIELD_STEP[field.split('.')[0] ?? field]
    if (!step) continue
    const index = SIGN_UP_STEPS.indexOf(step)
    if (first === null || index < first) first = index
  }
  return first === null ? null : SIGN_UP_STEPS[first]!
}

function hintLuckyDays(values: SignUpValues, hints: HintStrings): Record<string, string> {
  const first = toMonthDay(values.luckyDay1)
  const second = toMonthDay(values.luckyDay2)
  if (first === '' && second === '') return {}
  return collect({
    luckyDay1:
      first === null ? hints.luckyDayIncomplete : first === '' ? hints.luckyDaysPair : null,
    luckyDay2:
      second === null
        ? hints.luckyDayIncomplete
        : second === ''
          ? hints.luckyDaysPair
          : first !== null && first === second
            ? hints.luckyDaysDistinct
            : null,
  })
}

/**
 * The client hints of one step, by the same rules as the server (names, adult birthdate, phone):
 * a member learns what is wrong on the step where the field is, not three steps later. The
 * server checks everything again. `today` is the calendar day in the group's time zone.
 */
export function checkSignUpStep(
  step: SignUpStep,
  values: SignUpValues,
  hints: HintStrings,
  today: CalendarDate,
): Record<string, string> {
  switch (step) {
    case 'path': {
      if (values.path === '') return { path: hints.choose }
      if (values.path === 'newCustomer') return {}
      return collect({
        cvipCardNumber: isBlank(values.cvipCardNumber)
          ? hints.required
          : checkCardNumber(values.cvipCardNumber)
            ? hints.cardNumber
            : null,
        lastname: hintPersonName(values.lastname, true, hints),
        birthdate: hintBirthdate(values.birthdate, today, hints),
      })
    }
    case 'identity':
      return collect({
        civility: values.civility === '' ? hints.choose : null,
        firstname: hintPersonName(values.firstname, true, hints),
        lastname: hintPersonName(values.lastname, true, hints),
        birthName: hintPersonName(values.birthName, false, hints),
        birthdate: hintBirthdate(values.birthdate, today, hints),
        email: hintEmail(values.email, hints),
        emailVerify: hintEmailsMatch(values.email, values.emailVerify, hints),
        // Required only with SMS opt-in, chosen on the last step: the server says so there.
        phone: hintPhone(values.phone, values.country, false, hints),
      })
    case 'address': {
      const required = values.path === 'newCustomer'
      const need = (value: string) => (required ? hintRequired(value, hints) : null)
      return {
        ...collect({
          addressLine1: need(values.addressLine1),
          zip: required && isZipRequired(values.country) ? hintRequired(values.zip, hints) : null,
          city: need(values.city),
          country: need(values.country),
        }),
        ...hintLuckyDays(values, hints),
      }
    }
    case 'password':
      return collect({
        password: hintNewPassword(values.password, hints),
        passwordVerify: hintPasswordsMatch(values.password, values.passwordVerify, hints),
        acceptPrivacyPolicy: hintAccepted(values.acceptPrivacyPolicy, hints),
        acceptTerms: hintAccepted(values.acceptTerms, hints),
        ageCertified: hintAccepted(values.ageCertified, hints),
      })
  }
}

const optional = (value: string) => (value.trim() === '' ? null : value)

/** The SignUp body of the API. Blank optional fields are sent as null. */
export function toSignUpBody(values: SignUpValues) {
  const isCardHolder = values.path === 'cardHolder'
  return {
    path: isCardHolder ? 'cardHolder' : 'newCustomer',
    cvipCardNumber: isCardHolder ? optional(values.cvipCardNumber) : null,
    civility: optional(values.civility),
    firstname: optional(values.firstname),
    lastname: optional(values.lastname),
    birthName: optional(values.birthName),
    birthdate: optional(values.birthdate),
    email: optional(values.email),
    emailVerify: optional(values.emailVerify),
    phone: optional(values.phone),
    addressLine1: optional(values.addressLine1),
    addressLine2: optional(values.addressLine2),
    postalBox: optional(values.postalBox),
    placeKnownAs: optional(values.placeKnownAs),
    zip: optional(values.zip),
    city: optional(values.city),
    country: optional(values.country),
    favouriteCasino: optional(values.favouriteCasino),
    luckyDay1: toMonthDay(values.luckyDay1) || null,
    luckyDay2: toMonthDay(values.luckyDay2) || null,
    sponsorCode: optional(values.sponsorCode),
    password: values.password,
    passwordVerify: values.passwordVerify,
    optIns: values.optIns,
    preferences: values.preferences,
    acceptPrivacyPolicy: values.acceptPrivacyPolicy,
    acceptTerms: values.acceptTerms,
    ageCertified: values.ageCertified,
  }
}
