'use client'

import { Check } from 'lucide'
import { useEffect, useRef, useState, type FormEvent } from 'react'

import { apiRequest, type ApiResult } from '@/platform/http/client'
import type { Locale } from '@/platform/i18n/locales'
import type { CaptchaProps } from '@/platform/security/captcha/captcha-props'
import { useCaptcha } from '@/ui/primitives/form/use-captcha'
import { buttonClasses } from '@/ui/primitives/button-link'
import { cn } from '@/ui/primitives/cn'
import { SubmitButton, useApiForm, type SelectOption } from '@/ui/primitives/form'
import { Link } from '@/ui/primitives/link'

import { toCalendarDateInZone } from '@/platform/domain/calendar'
import type { SignUpPath } from '../../domain/member-forms'
import { normalizeCardNumber } from '../../domain/validation'
import { useFieldIds } from '../shared/form-kit'
import { FormSummary, RequiredNote, textLinkClasses } from '../shared/form-summary'
import { fillTemplate } from '../shared/template'
import type {
  FieldStrings,
  FormKit,
  NoticeStrings,
  OptInStrings,
  PasswordRuleStrings,
  PreferenceStrings,
  SignUpStrings,
} from '../strings'
import {
  CODE_FIELD,
  checkSignUpStep,
  findFirstStep,
  INITIAL_SIGN_UP_VALUES,
  SIGN_UP_STEPS,
  toSignUpBody,
  type SignUpStep,
  type SignUpValues,
} from './sign-up-model'
import { AddressStep, IdentityStep, PasswordStep, PathStep } from './sign-up-steps'
import { Icon } from '@/ui/primitives/icon'

type Props = {
  locale: Locale
  kit: FormKit
  strings: SignUpStrings
  fields: FieldStrings
  optIns: OptInStrings
  preferences: PreferenceStrings
  passwordRules: PasswordRuleStrings
  notices: NoticeStrings
  countryOptions: SelectOption[]
  /** The published casinos, by name (the favourite casino). */
  casinoOptions: SelectOption[]
  monthOptions: SelectOption[]
  links: { login: string; forgotPassword: string }
  captcha: CaptchaProps
  /** A sponsor code from the sign-up link (already checked on the server), filled in. */
  initialSponsorCode?: string | null
  /** The hotel programme's collaborator sign-up: the server checks the e-mail's domain. */
  door?: 'hub' | 'collaborator'
}

type CardSearch = { found: boolean; firstname: string | null }
type CardValidation = { valid: boolean; hasAccount: boolean }
type SignUpAnswer = { state: 'Active' | 'PreMember'; emailVerified: boolean; path: SignUpPath }

const stepTitleKey: Record<SignUpStep, keyof SignUpStrings> = {
  path: 'stepPath',
  identity: 'stepIdentity',
  address: 'stepAddress',
  password: 'stepPassword',
}

/** The card endpoints name the field `cardNumber`; the sign-up form calls it `cvipCardNumber`. */
function toCardResult(result: ApiResult<unknown>): ApiResult<CardSearch> {
  if (!result.error?.fieldErrors?.cardNumber) return { ...result, data: null }
  const { cardNumber, ...others } = result.error.fieldErrors
  return {
    ...result,
    data: null,
    error: { ...result.error, fieldErrors: { ...others, cvipCardNumber: cardNumber } },
  }
}

function cardRefusal(message: string): ApiResult<CardSearch> {
  return {
    data: null,
    status: 200,
    error: { code: 'card', message, fieldErrors: { cvipCardNumber: [{ code: 'card', message }] } },
  }
}

function Progress({ current, strings }: { current: number; strings: SignUpStrings }) {
  return (
    <ol aria-label={strings.progressLabel} className="flex items-center gap-2 text-sm">
      {SIGN_UP_STEPS.map((step, index) => {
        const done = index < current
        const active = index === current
        return (
          <li
            key={step}
            aria-current={active ? 'step' : undefined}
            className="flex flex-1 items-center gap-2"
          >
            <span
              aria-hidden="true"
              className={cn(
                'inline-flex size-8 shrink-0 items-center justify-center rounded-full border text-sm font-semibold',
                active && 'border-gold-400 bg-gold-400 text-ink-950',
                done && 'border-gold-400 text-gold-300',
                !active && !done && 'border-ink-600 text-ink-300',
              )}
            >
              {done ? <Icon icon={Check} className="size-4" /> : index + 1}
            </span>
            <span
              className={cn('sr-only lg:not-sr-only', active ? 'text-ivory-50' : 'text-ink-300')}
            >
              {strings[stepTitleKey[step]]}
              {done ? <span className="sr-only"> ({strings.stepDone})</span> : null}
              {active ? <span className="sr-only"> ({strings.stepCurrent})</span> : null}
            </span>
          </li>
        )
      })}
    </ol>
  )
}

/**
 * Account creation in four steps: card holder or new customer (a card is verified with the card
 * endpoints), identity, address and extras, password and consents. Each step is checked before the
 * next one; the server checks the whole form and its field errors send the member back to the
 * step that holds the first of them.
 */
export function SignUpForm(props: Props) {
  const { locale, kit, strings, fields, notices, links, door = 'hub' } = props
  const idOf = useFieldIds()
  const form = useApiForm({ fallbackMessages: kit.common })
  const [values, setValues] = useState<SignUpValues>(() => ({
    ...INITIAL_SIGN_UP_VALUES,
    sponsorCode: props.initialSponsorCode ?? '',
  }))
  const [stepIndex, setStepIndex] = useState(0)
  const [verifiedCard, setVerifiedCard] = useState<string | null>(null)
  const [done, setDone] = useState<SignUpAnswer | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const focusHeadingNext = useRef(false)
  const check = useCaptcha({
    config: props.captcha.config,
    strings: props.captcha.strings,
    form: 'signUp',
    locale,
    error: form.fieldErrors.captcha,
    id: idOf('captcha'),
  })

  useEffect(() => {
    if (!focusHeadingNext.current) return
    focusHeadingNext.current = false
    headingRef.current?.focus()
  }, [stepIndex, done])

  const step = SIGN_UP_STEPS[stepIndex]!
  const update = <K extends keyof SignUpValues>(key: K, value: SignUpValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }))

  const cardKey = [
    normalizeCardNumber(values.cvipCardNumber),
    values.lastname.trim(),
    values.birthdate,
  ].join('|')
  const cardVerified = values.path === 'cardHolder' && verifiedCard === cardKey

  function goTo(index: number, focusHeading: boolean) {
    focusHeadingNext.current = focusHeading
    setStepIndex(index)
  }

  async function verifyCard(): Promise<boolean> {
    const result = await form.submit(async (signal) => {
      const cardNumber = values.cvipCardNumber
      const validation = await apiRequest<CardValidation>('/api/epc/card/validate', {
        query: { cardNumber },
        lang: locale,
        signal,
      })
      if (validation.error || !validation.data) return toCardResult(validation)
      if (!validation.data.valid) {
        return cardRefusal(
          validation.data.hasAccount ? strings.cardHasAccount : strings.cardNotFound,
        )
      }
      const search = await apiRequest<CardSearch>('/api/epc/card/search', {
        query: { cardNumber, birthdate: values.birthdate, lastname: values.lastname },
        lang: locale,
        signal,
      })
      if (search.error || !search.data) return toCardResult(search)
      return search.data.found ? search : cardRefusal(strings.cardNotFound)
    })
    if (!result?.data) return false
    const firstname = result.data.firstname
    setValues((current) => ({ ...current, firstname: firstname ?? current.firstname }))
    setVerifiedCard(cardKey)
    return true
  }

  async function createAccount() {
    const result = await form.submit(async (signal) =>
      apiRequest<SignUpAnswer>('/api/epc/users/signup', {
        method: 'POST',
        body: { ...toSignUpBody(values), door, captcha: await check.getToken() },
        lang: locale,
        signal,
      }),
    )
    if (!result) return
    if (result.data && !result.error) {
      focusHeadingNext.current = true
      setDone(result.data)
      return
    }
    if (!result.error) return
    const failing = Object.keys(result.error.fieldErrors ?? {})
    const codeField = CODE_FIELD[result.error.code]
    if (failing.length === 0 && codeField) {
      // "Email already used", "invalid sponsor code": shown on their field.
      form.showErrors({ [codeField]: result.error.message })
      failing.push(codeField)
    }
    const target = findFirstStep(failing)
    // The summary takes the focus (not the step heading): it says what to fix.
    if (target) goTo(SIGN_UP_STEPS.indexOf(target), false)
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (form.sending) return
    const hints = checkSignUpStep(step, values, kit.hints, toCalendarDateInZone(Date.now()))
    if (Object.keys(hints).length > 0) return form.showErrors(hints)
    if (step === 'path' && values.path === 'cardHolder' && !cardVerified) {
      if (!(await verifyCard())) return
    }
    if (step !== 'password') {
      form.clearErrors()
      goTo(stepIndex + 1, true)
      return
    }
    await createAccount()
  }

  if (done) {
    const isNewCustomer = done.path === 'newCustomer' || done.state === 'PreMember'
    return (
      <div className="flex flex-col gap-5">
        <h3 ref={headingRef} tabIndex={-1} className="text-2xl text-ivory-50">
          {strings.successTitle}
        </h3>
        <div className="rounded-card border border-emerald-400/50 bg-emerald-700/20 p-4">
          <h4 className="font-sans font-semibold text-ivory-50">{notices.checkMailboxTitle}</h4>
          <p className="mt-1 text-sm text-ink-200">{notices.checkMailbox}</p>
        </div>
        {isNewCustomer ? (
          <div className="rounded-card border border-gold-400/50 bg-gold-400/10 p-4">
            <h4 className="font-sans font-semibold text-ivory-50">{notices.preMemberTitle}</h4>
            <p className="mt-1 text-sm text-ink-200">{notices.preMember}</p>
          </div>
        ) : null}
      </div>
    )
  }

  const title = strings[stepTitleKey[step]]
  const labels: Record<string, string> = {
    path: strings.pathLegend,
    cvipCardNumber: fields.cardNumber,
    civility: fields.civility,
    firstname: fields.firstname,
    lastname: fields.lastname,
    birthName: fields.birthName,
    birthdate: fields.birthdate,
    email: fields.email,
    emailVerify: fields.emailVerify,
    phone: fields.phone,
    addressLine1: fields.addressLine1,
    addressLine2: fields.addressLine2,
    postalBox: fields.postalBox,
    placeKnownAs: fields.placeKnownAs,
    zip: fields.zip,
    city: fields.city,
    country: fields.country,
    favouriteCasino: fields.favouriteCasino,
    sponsorCode: fields.sponsorCode,
    luckyDay1: fields.luckyDay1,
    luckyDay2: fields.luckyDay2,
    password: fields.password,
    passwordVerify: fields.passwordVerify,
    acceptPrivacyPolicy: strings.acceptPrivacyPolicy,
    acceptTerms: strings.acceptTerms,
    ageCertified: strings.ageCertified,
    captcha: props.captcha.strings.label,
  }
  const stepProps = {
    values,
    update,
    errors: form.fieldErrors,
    idOf,
    strings,
    fields,
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <Progress current={stepIndex} strings={strings} />
      <h3 ref={headingRef} tabIndex={-1} className="text-2xl text-ivory-50">
        <span className="block font-sans text-sm font-medium tracking-wide text-gold-300">
          {fillTemplate(strings.stepOf, { current: stepIndex + 1, total: SIGN_UP_STEPS.length })}
        </span>
        {title}
      </h3>
      <FormSummary form={form} fields={labels} idOf={idOf} common={kit.common} />
      <RequiredNote common={kit.common} />
      {step === 'path' ? (
        <PathStep
          {...stepProps}
          loginHref={links.login}
          forgotPasswordHref={links.forgotPassword}
        />
      ) : null}
      {step === 'identity' ? <IdentityStep {...stepProps} cardVerified={cardVerified} /> : null}
      {step === 'address' ? (
        <AddressStep
          {...stepProps}
          countryOptions={props.countryOptions}
          casinoOptions={props.casinoOptions}
          monthOptions={props.monthOptions}
        />
      ) : null}
      {step === 'password' ? (
        <PasswordStep
          {...stepProps}
          common={kit.common}
          passwordRules={props.passwordRules}
          optInStrings={props.optIns}
          preferenceStrings={props.preferences}
        />
      ) : null}
      {/* Mounted from the first step, so the proof of work is done before the last one. */}
      <div hidden={step !== 'password'}>{check.field}</div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {stepIndex > 0 ? (
          <button
            type="button"
            className={buttonClasses('secondary', 'w-full sm:w-auto')}
            onClick={() => {
              form.clearErrors()
              goTo(stepIndex - 1, true)
            }}
          >
            {strings.back}
          </button>
        ) : (
          <span />
        )}
        <SubmitButton busy={form.sending} busyLabel={kit.common.sending}>
          {step === 'password' ? strings.submit : strings.next}
        </SubmitButton>
      </div>
      {stepIndex === 0 ? (
        <p className="border-t border-ink-700 pt-6 text-sm text-ink-200">
          {strings.alreadyMember}{' '}
          <Link href={links.login} className={textLinkClasses}>
            {strings.login}
          </Link>
        </p>
      ) : null}
    </form>
  )
}
