import {
  ADULT_AGE,
  CARD_NUMBER_LENGTH,
  PASSWORD_MIN_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PHONE_EXAMPLE,
} from '../domain/validation'
import { MEMBER_PAGE_ROUTES } from '../domain/account-routes'
import { SPONSOR_CODE_LENGTH } from '../domain/sponsorship'

/**
 * The texts of the account screens. Block views (server) read them from `identity.ui` in
 * messages/*.json and hand plain strings to the client forms, so next-intl never ships to the
 * browser. Each list below is the keys one group needs; a unit test checks that every key exists
 * in both languages.
 */

/** What the server side needs of next-intl's translator. */
export type Translate = {
  (key: string, values?: Record<string, string | number>): string
  raw: (key: string) => unknown
}

type Keys = readonly string[]
export type StringsOf<K extends Keys> = Record<K[number], string>

export const COMMON_KEYS = [
  'requiredNote',
  'errorSummaryTitle',
  'sending',
  'network',
  'technical',
  'showPassword',
  'hidePassword',
] as const
/** Raw messages with placeholders filled in the browser (see fillTemplate). */
export const COMMON_TEMPLATE_KEYS = ['summaryItem'] as const

export const HINT_KEYS = [
  'required',
  'email',
  'emailsMustMatch',
  'passwordsMustMatch',
  'passwordPolicy',
  'mustAccept',
  'choose',
  'cardNumber',
  'luckyDayIncomplete',
  'luckyDaysPair',
  'luckyDaysDistinct',
  'adult',
  'birthdate',
  'name',
  'nameTooLong',
  'phone',
] as const

export const PASSWORD_RULE_KEYS = [
  'rulesTitle',
  'length',
  'lowercase',
  'uppercase',
  'digit',
  'special',
  'met',
  'unmet',
] as const

export const FIELD_KEYS = [
  'email',
  'emailVerify',
  'password',
  'passwordVerify',
  'currentPassword',
  'newPassword',
  'newPasswordVerify',
  'civility',
  'mr',
  'mrs',
  'firstname',
  'lastname',
  'birthName',
  'birthNameHint',
  'commonName',
  'commonNameHint',
  'birthdate',
  'phone',
  'phoneHint',
  'addressLine1',
  'addressLine2',
  'postalBox',
  'placeKnownAs',
  'zip',
  'city',
  'country',
  'chooseOption',
  'favouriteCasino',
  'favouriteCasinoHint',
  'noFavouriteCasino',
  'sponsorCode',
  'sponsorCodeHint',
  'cardNumber',
  'cardNumberHint',
  'day',
  'month',
  'luckyDay1',
  'luckyDay2',
  'luckyDaysHint',
] as const

export const OPT_IN_KEYS = [
  'channelsLegend',
  'email',
  'sms',
  'mail',
  'topicsLegend',
  'hotel',
  'casino',
  'partner',
  'hint',
] as const

export const PREFERENCE_KEYS = ['legend', 'games', 'barsRestaurants', 'shows'] as const

export const NOTICE_KEYS = [
  'preMemberTitle',
  'preMember',
  'checkMailboxTitle',
  'checkMailbox',
  'emailUnconfirmedTitle',
  'emailUnconfirmed',
] as const

export const LOGIN_KEYS = [
  'title',
  'tabsLabel',
  'tabEmail',
  'tabCard',
  'cardIntro',
  'submit',
  'forgotPassword',
  'noAccount',
  'signUp',
  'resend',
  'resent',
  'resetPassword',
  'hotelMember',
  'hotelLogin',
  'collaborator',
  'collaboratorSignUp',
  'success',
] as const

export const SIGN_UP_KEYS = [
  'title',
  'collaboratorTitle',
  'collaboratorNotice',
  'progressLabel',
  'stepPath',
  'stepIdentity',
  'stepAddress',
  'stepPassword',
  'stepDone',
  'stepCurrent',
  'pathLegend',
  'pathCardHolder',
  'pathCardHolderHint',
  'pathNewCustomer',
  'pathNewCustomerHint',
  'cardLegend',
  'cardVerified',
  'cardNotFound',
  'cardHasAccount',
  'forgotPassword',
  'cardLockedHint',
  'addressLegend',
  'addressNewCustomerHint',
  'addressCardHolderHint',
  'casinoLegend',
  'luckyDaysLegend',
  'certificationsLegend',
  'acceptPrivacyPolicy',
  'acceptTerms',
  'ageCertified',
  'next',
  'back',
  'submit',
  'successTitle',
  'login',
  'alreadyMember',
] as const
export const SIGN_UP_TEMPLATE_KEYS = ['stepOf'] as const

export const ACTIVATION_KEYS = [
  'title',
  'activating',
  'success',
  'login',
  'missingToken',
  'resendTitle',
  'resendIntro',
  'resendSubmit',
  'resent',
] as const

export const FORGOT_PASSWORD_KEYS = ['title', 'intro', 'submit', 'sent', 'backToLogin'] as const

export const RESET_PASSWORD_KEYS = [
  'title',
  'submit',
  'success',
  'login',
  'missingToken',
  'requestNew',
  'linkUsed',
  'linkExpired',
  'linkInvalid',
] as const

export const UPDATE_PASSWORD_KEYS = [
  'title',
  'submit',
  'success',
  'endedSessionsNone',
  'endedSessionsOne',
] as const
/** "{count} other sessions ended": the count is only known in the browser, after the change. */
export const UPDATE_PASSWORD_TEMPLATE_KEYS = ['endedSessionsOther'] as const

export const ACCEPT_TERMS_KEYS = [
  'title',
  'intro',
  'readTerms',
  'checkbox',
  'submit',
  'success',
] as const

export const PROFILE_KEYS = [
  'title',
  'identityLegend',
  'identityLocked',
  'contactLegend',
  'accountEmail',
  'accountEmailHint',
  'preferencesLegend',
  'luckyDaysLegend',
  'saveIdentity',
  'saveContact',
  'savePreferences',
  'saveLuckyDays',
  'saved',
  'notProvided',
] as const

export const MEMBER_STATUS_KEYS = [
  'title',
  'accountStateLabel',
  'statusPreMember',
  'cardNumber',
  'logout',
  'loggingOut',
  'termsTitle',
  'termsText',
  'termsLink',
] as const

/** The hub's list of member pages: its title, and one line on each page of the list. */
export const MEMBER_PAGES_KEYS = [
  'title',
  ...MEMBER_PAGE_ROUTES.map((route) => `descriptions.${route}` as const),
] as const

export const OAUTH_KEYS = ['title', 'closing', 'fallback', 'continue'] as const

export const POPUP_KEYS = ['open', 'newWindow'] as const

/** Every group and its keys, for the test that both languages have them all. */
export const STRING_GROUPS: Record<string, Keys> = {
  common: [...COMMON_KEYS, ...COMMON_TEMPLATE_KEYS],
  hints: HINT_KEYS,
  password: PASSWORD_RULE_KEYS,
  fields: FIELD_KEYS,
  optIns: OPT_IN_KEYS,
  preferences: PREFERENCE_KEYS,
  notices: NOTICE_KEYS,
  login: LOGIN_KEYS,
  // sponsorPrefilled: rendered on the server with the code of the sign-up link.
  signUp: [...SIGN_UP_KEYS, ...SIGN_UP_TEMPLATE_KEYS, 'sponsorPrefilled'],
  activation: ACTIVATION_KEYS,
  forgotPassword: FORGOT_PASSWORD_KEYS,
  resetPassword: RESET_PASSWORD_KEYS,
  updatePassword: [...UPDATE_PASSWORD_KEYS, ...UPDATE_PASSWORD_TEMPLATE_KEYS],
  acceptTerms: ACCEPT_TERMS_KEYS,
  profile: PROFILE_KEYS,
  memberStatus: [...MEMBER_STATUS_KEYS, 'greeting'],
  memberPages: MEMBER_PAGES_KEYS,
  oauth: OAUTH_KEYS,
  popup: POPUP_KEYS,
}

/** Parameters of messages whose values are constants of the rules, never repeated in a text. */
const ruleValues: Record<string, Record<string, string | number>> = {
  'hints.cardNumber': { length: CARD_NUMBER_LENGTH },
  'hints.adult': { age: ADULT_AGE },
  'hints.nameTooLong': { max: PERSON_NAME_MAX_LENGTH },
  'hints.phone': { example: PHONE_EXAMPLE },
  'password.length': { min: PASSWORD_MIN_LENGTH },
  // Filled in the browser with the format of the member's country as it is chosen (fillTemplate).
  'fields.phoneHint': { example: '{example}' },
  'fields.cardNumberHint': { length: CARD_NUMBER_LENGTH },
  'fields.sponsorCodeHint': { length: SPONSOR_CODE_LENGTH },
}

export function pickStrings<const K extends Keys>(
  t: Translate,
  group: string,
  keys: K,
): StringsOf<K> {
  const strings: Record<string, string> = {}
  for (const key of keys) strings[key] = t(`${group}.${key}`, ruleValues[`${group}.${key}`])
  return strings as StringsOf<K>
}

/** Messages with placeholders the browser fills (a step number, a field label). */
export function pickTemplates<const K extends Keys>(
  t: Translate,
  group: string,
  keys: K,
): StringsOf<K> {
  const strings: Record<string, string> = {}
  for (const key of keys) strings[key] = String(t.raw(`${group}.${key}`))
  return strings as StringsOf<K>
}

export type CommonStrings = StringsOf<typeof COMMON_KEYS> & StringsOf<typeof COMMON_TEMPLATE_KEYS>
export type HintStrings = StringsOf<typeof HINT_KEYS>
export type PasswordRuleStrings = StringsOf<typeof PASSWORD_RULE_KEYS>
export type FieldStrings = StringsOf<typeof FIELD_KEYS>
export type OptInStrings = StringsOf<typeof OPT_IN_KEYS>
export type PreferenceStrings = StringsOf<typeof PREFERENCE_KEYS>
export type NoticeStrings = StringsOf<typeof NOTICE_KEYS>
export type LoginStrings = StringsOf<typeof LOGIN_KEYS>
export type SignUpStrings = StringsOf<typeof SIGN_UP_KEYS> & StringsOf<typeof SIGN_UP_TEMPLATE_KEYS>
export type ActivationStrings = StringsOf<typeof ACTIVATION_KEYS>
export type ForgotPasswordStrings = StringsOf<typeof FORGOT_PASSWORD_KEYS>
export type ResetPasswordStrings = StringsOf<typeof RESET_PASSWORD_KEYS>
export type UpdatePasswordStrings = StringsOf<typeof UPDATE_PASSWORD_KEYS> &
  StringsOf<typeof UPDATE_PASSWORD_TEMPLATE_KEYS>
export type AcceptTermsStrings = StringsOf<typeof ACCEPT_TERMS_KEYS>
export type ProfileStrings = StringsOf<typeof PROFILE_KEYS>
export type MemberStatusStrings = StringsOf<typeof MEMBER_STATUS_KEYS>
export type OauthStrings = StringsOf<typeof OAUTH_KEYS>
export type PopupStrings = StringsOf<typeof POPUP_KEYS>

/** What every form needs: the shared texts and the client hints. */
export type FormKit = { common: CommonStrings; hints: HintStrings }

export function pickFormKit(t: Translate): FormKit {
  return {
    common: {
      ...pickStrings(t, 'common', COMMON_KEYS),
      ...pickTemplates(t, 'common', COMMON_TEMPLATE_KEYS),
    },
    hints: pickStrings(t, 'hints', HINT_KEYS),
  }
}
