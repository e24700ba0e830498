import { z } from 'zod'

/**
 * Shapes and sizes of the product API (/api/epc). They reject what is not even the right type;
 * the business rules (spec section 5) are in domain/ and answer with field error codes. The
 * OpenAPI document (/api/epc/openapi.json) is generated from these schemas.
 */
const text = (max = 200) => z.string().max(max).nullish()
const checkbox = z.boolean().nullish()

export const OptInsSchema = z.object({
  email: checkbox,
  sms: checkbox,
  mail: checkbox,
  hotel: checkbox,
  casino: checkbox,
  partner: checkbox,
})

export const PreferencesSchema = z.object({
  games: checkbox,
  barsRestaurants: checkbox,
  shows: checkbox,
})

export const ProfileUpdateBodySchema = z
  .object({
    civility: text(10),
    firstname: text(),
    lastname: text(),
    birthName: text(),
    commonName: text(),
    birthdate: text(20),
    phone: text(40),
    addressLine1: text(),
    addressLine2: text(),
    postalBox: text(),
    placeKnownAs: text(),
    zip: text(20),
    city: text(),
    country: text(10),
    favouriteCasino: text(),
    optIns: OptInsSchema.nullish(),
    preferences: PreferencesSchema.nullish(),
  })
  .meta({ id: 'ProfileUpdate' })

export const SignUpBodySchema = ProfileUpdateBodySchema.extend({
  path: z.enum(['newCustomer', 'cardHolder']).nullish(),
  /** The hotel programme's collaborator sign-up: an e-mail of an allowed domain (hotel codes). */
  door: z.enum(['hub', 'collaborator']).nullish(),
  email: text(320),
  emailVerify: text(320),
  password: text(),
  passwordVerify: text(),
  sponsorCode: text(40),
  cvipCardNumber: text(40),
  luckyDay1: text(10),
  luckyDay2: text(10),
  acceptPrivacyPolicy: checkbox,
  acceptTerms: checkbox,
  ageCertified: checkbox,
  /** The captcha's answer (ALTCHA payload or reCAPTCHA token, docs/decisions/0023-captcha.md). */
  captcha: text(5000),
}).meta({ id: 'SignUp' })

export const LuckyDaysBodySchema = z
  .object({ luckyDay1: text(10), luckyDay2: text(10) })
  .meta({ id: 'LuckyDays', description: 'Two different days of the year, MM-DD' })

/**
 * Logins carry the captcha only when the answer asked for it (`login.tooManyFailures`: too many
 * failures from the caller's network, ADR 0017).
 */
const loginCaptcha = text(5000)
export const LoginBodySchema = z
  .object({ email: text(320), password: text(), captcha: loginCaptcha })
  .meta({ id: 'Login' })
export const CardLoginBodySchema = z
  .object({ cardNumber: text(40), birthdate: text(20), captcha: loginCaptcha })
  .meta({ id: 'CardLogin' })
export const EmailBodySchema = z.object({ email: text(320) }).meta({ id: 'EmailOnly' })
export const ForgotPasswordBodySchema = z
  .object({ email: text(320), captcha: text(5000) })
  .meta({ id: 'ForgotPassword' })
export const TokenBodySchema = z.object({ token: text(200) }).meta({ id: 'Token' })
export const ResetPasswordBodySchema = z
  .object({ token: text(200), password: text(), passwordVerify: text() })
  .meta({ id: 'ResetPassword' })
export const UpdatePasswordBodySchema = z
  .object({ currentPassword: text(), password: text(), passwordVerify: text() })
  .meta({ id: 'UpdatePassword' })
export const EmptyBodySchema = z.unknown()

export const CardValidateQuerySchema = z.object({ cardNumber: text(40), lang: text(5) })
export const CardSearchQuerySchema = z.object({
  cardNumber: text(40),
  birthdate: text(20),
  lastname: text(),
  lang: text(5),
})
export const LangQuerySchema = z.object({ lang: text(5) })

const ErrorSchema = z
  .object({
    code: z.string().meta({
      description: "The spec's code: '0053', 'tooManyAttempts', 'validation', 'unauthenticated'…",
    }),
    key: z.string().optional(),
    message: z
      .string()
      .meta({ description: 'Translated (lang query, locale cookie or Accept-Language)' }),
    fieldErrors: z
      .record(z.string(), z.array(z.object({ code: z.string(), message: z.string() })))
      .optional(),
  })
  .meta({ id: 'Error' })

export const ProfileSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    emailVerified: z.boolean(),
    locale: z.enum(['fr', 'en']),
    civility: z.enum(['Mr', 'Mrs']).nullable(),
    firstname: z.string(),
    lastname: z.string(),
    birthName: z.string().nullable(),
    commonName: z.string().nullable(),
    birthdate: z.string().nullable(),
    phone: z.string().nullable(),
    addressLine1: z.string().nullable(),
    addressLine2: z.string().nullable(),
    postalBox: z.string().nullable(),
    placeKnownAs: z.string().nullable(),
    zip: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string().nullable(),
    favouriteCasino: z.string().nullable(),
    luckyDays: z.tuple([z.string(), z.string()]).nullable(),
    optIns: z.object({
      email: z.boolean(),
      sms: z.boolean(),
      mail: z.boolean(),
      hotel: z.boolean(),
      casino: z.boolean(),
      partner: z.boolean(),
    }),
    preferences: z.object({ games: z.boolean(), barsRestaurants: z.boolean(), shows: z.boolean() }),
    customFields: z.object({ state: z.enum(['Active', 'PreMember']) }),
    consents: z.object({
      acceptCgu: z.boolean(),
      acceptCguAt: z.string().nullable(),
      termsVersion: z.string().nullable(),
    }),
    isEmployee: z.boolean(),
    cardNumber: z.string().nullable(),
  })
  .meta({ id: 'Profile' })

/**
 * The init answer; its `loyalty` and `sponsorship` parts are the loyalty and sponsorship areas'
 * schemas (each area owns its part of init, ADR 0049).
 */
export function createInitSchema(parts: {
  loyalty: z.ZodType
  sponsorship: z.ZodType
  hotel: z.ZodType
}) {
  return z
    .object({
      profile: ProfileSchema,
      loyalty: parts.loyalty,
      hotel: parts.hotel,
      sponsorship: parts.sponsorship,
    })
    .meta({ id: 'Init' })
}

export const SessionSchema = z
  .object({ profile: ProfileSchema, expiresIn: z.number().int() })
  .meta({
    id: 'Session',
    description: 'Session cookies (access_token, refresh_token, id_token) are set',
  })

export const SignUpResultSchema = z
  .object({
    data: z
      .object({
        state: z.enum(['Active', 'PreMember']),
        emailVerified: z.boolean(),
        path: z.enum(['newCustomer', 'cardHolder']),
      })
      .nullable(),
    status: z.number().int(),
    error: ErrorSchema.nullable(),
  })
  .meta({ id: 'SignUpResult' })

export const OkSchema = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' })
export const PasswordChangedSchema = z
  .object({ ok: z.literal(true), endedSessions: z.number().int().min(0) })
  .meta({ id: 'PasswordChanged', description: 'How many other sessions of the member ended' })
export const CardValidationSchema = z
  .object({
    valid: z.boolean().meta({ description: 'A known card that may open an online account' }),
    hasAccount: z
      .boolean()
      .meta({ description: 'A member account already carries this card (ADR 0043)' }),
  })
  .meta({ id: 'CardValidation' })
export const CardSearchSchema = z
  .object({ found: z.boolean(), firstname: z.string().nullable() })
  .meta({ id: 'CardSearch' })

export { ErrorSchema }
