'use client'

import { useRouter } from 'next/navigation'
import { Tabs } from 'radix-ui'
import { useState, type FormEvent } from 'react'

import { apiRequest } from '@/platform/http/client'
import type { Locale } from '@/platform/i18n/locales'
import type { CaptchaProps } from '@/platform/security/captcha/captcha-props'
import { useCaptcha } from '@/ui/primitives/form/use-captcha'
import { buttonClasses } from '@/ui/primitives/button-link'
import {
  FormStatus,
  PasswordField,
  SubmitButton,
  TextField,
  useApiForm,
} from '@/ui/primitives/form'
import { Link } from '@/ui/primitives/link'

import { useFieldIds } from '../shared/form-kit'
import { FormSummary, RequiredNote, textLinkClasses } from '../shared/form-summary'
import { collectHints, hintEmail, hintRequired } from '../shared/hints'
import { resolveReturnTo } from '../shared/return-to'
import type { FieldStrings, FormKit, LoginStrings } from '../strings'

export type LoginLinks = {
  forgotPassword: string
  signUp: string
  profile: string
  /** The other door: the hotel programme's login from the hub's, and the reverse. */
  otherDoor?: string
  /** The hotel programme's collaborator sign-up. */
  collaboratorSignUp?: string
}

/** Which login (ADR 0052): the casino hub's, or the hotel programme's with its own lockout. */
export type LoginDoor = 'hub' | 'hotel'

const loginEndpoints = {
  hub: '/api/epc/auth/login',
  hotel: '/api/epc/auth/hotel-login',
} as const satisfies Record<LoginDoor, string>

type Props = {
  locale: Locale
  door?: LoginDoor
  allowCardLogin: boolean
  kit: FormKit
  strings: LoginStrings
  fields: Pick<FieldStrings, 'email' | 'password' | 'cardNumber' | 'cardNumberHint' | 'birthdate'>
  links: LoginLinks
  captcha: CaptchaProps
}

/** Codes of the login answers that need more than a message. */
const EMAIL_UNCONFIRMED = '0026'
/** The hub's block (4 minutes) and the hotel programme's (0072, 1 hour): reset to unblock. */
const BLOCKED_CODES: readonly string[] = ['blocked', '0072']
/** Too many failed logins from this network: the login must carry the captcha (ADR 0017). */
const CAPTCHA_REQUIRED = 'tooManyFailures'

type LoginAnswer = { error?: { code?: string } | null } | null

/**
 * The captcha of a login, asked for only once the server says this network had too many failed
 * logins. ALTCHA (and reCAPTCHA v3) answer by themselves: the login is then sent again at once,
 * so a member at a busy casino's address gets in without doing anything. reCAPTCHA v2 shows its
 * box and the member sends the form again.
 */
function useLoginCaptcha(
  props: Pick<Props, 'captcha' | 'locale'>,
  error: string | undefined,
  id: string,
) {
  const [asked, setAsked] = useState(false)
  const check = useCaptcha({
    config: props.captcha.config,
    strings: props.captcha.strings,
    form: 'login',
    locale: props.locale,
    error,
    id,
    disabled: !asked,
  })
  const answersAlone = props.captcha.config.provider !== 'recaptcha-v2'
  return {
    field: asked ? check.field : null,
    /** Sends the login (with the captcha once asked), and again with it when first asked. */
    async send(login: (captcha: string | undefined) => Promise<LoginAnswer>): Promise<LoginAnswer> {
      const token = asked ? ((await check.getToken()) ?? undefined) : undefined
      const result = await login(token)
      if (asked || result?.error?.code !== CAPTCHA_REQUIRED) return result
      setAsked(true)
      if (!answersAlone) return result
      return login((await check.getToken()) ?? undefined)
    },
  }
}

/** After a login: the same-site `returnTo`, or the profile; the server parts then re-render. */
function useNavigateAfterLogin(fallback: string) {
  const router = useRouter()
  return () => {
    router.push(resolveReturnTo(window.location.search, fallback))
    router.refresh()
  }
}

function ResetPasswordHint({ href, label }: { href: string; label: string }) {
  return (
    <p>
      <Link href={href} className={textLinkClasses}>
        {label}
      </Link>
    </p>
  )
}

function EmailLoginForm(props: Omit<Props, 'allowCardLogin'>) {
  const { locale, kit, strings, fields, links } = props
  const idOf = useFieldIds()
  const form = useApiForm({ fallbackMessages: kit.common })
  const check = useLoginCaptcha(props, form.fieldErrors.captcha, idOf('captcha'))
  const resend = useApiForm({ fallbackMessages: kit.common })
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [loggedIn, setLoggedIn] = useState(false)
  const [resent, setResent] = useState(false)
  const navigate = useNavigateAfterLogin(links.profile)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setResent(false)
    const hints = collectHints({
      email: hintEmail(email, kit.hints),
      password: hintRequired(password, kit.hints),
    })
    if (Object.keys(hints).length > 0) return form.showErrors(hints)
    const result = await check.send((captcha) =>
      form.submit((signal) =>
        apiRequest(loginEndpoints[props.door ?? 'hub'], {
          method: 'POST',
          body: { email, password, ...(captcha ? { captcha } : {}) },
          lang: locale,
          signal,
        }),
      ),
    )
    if (result && !result.error) {
      setLoggedIn(true)
      navigate()
    }
  }

  async function onResend() {
    if (resend.sending) return
    const result = await resend.submit((signal) =>
      apiRequest('/api/epc/auth/resend-activation', {
        method: 'POST',
        body: { email },
        lang: locale,
        signal,
      }),
    )
    setResent(Boolean(result && !result.error))
  }

  const code = form.error?.code
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormSummary
        form={form}
        fields={{ email: fields.email, password: fields.password }}
        idOf={idOf}
        common={kit.common}
      />
      {code === EMAIL_UNCONFIRMED ? (
        <div className="flex flex-col gap-3">
          <button
            type="button"
            onClick={onResend}
            aria-disabled={resend.sending ? true : undefined}
            className={buttonClasses('secondary', 'w-full sm:w-auto sm:self-start')}
          >
            {resend.sending ? kit.common.sending : strings.resend}
          </button>
          {resend.error ? <p className="text-sm text-ruby-400">{resend.error.message}</p> : null}
        </div>
      ) : null}
      {code && BLOCKED_CODES.includes(code) ? (
        <ResetPasswordHint href={links.forgotPassword} label={strings.resetPassword} />
      ) : null}
      <FormStatus tone="info">{resent ? strings.resent : null}</FormStatus>
      <RequiredNote common={kit.common} />
      <TextField
        id={idOf('email')}
        name="email"
        type="email"
        label={fields.email}
        autoComplete="username"
        inputMode="email"
        spellCheck={false}
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={form.fieldErrors.email}
      />
      <PasswordField
        id={idOf('password')}
        name="password"
        label={fields.password}
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={form.fieldErrors.password}
        showLabel={kit.common.showPassword}
        hideLabel={kit.common.hidePassword}
      />
      {check.field}
      <p className="-mt-2 text-sm">
        <Link href={links.forgotPassword} className={textLinkClasses}>
          {strings.forgotPassword}
        </Link>
      </p>
      <SubmitButton busy={form.sending || loggedIn} busyLabel={kit.common.sending}>
        {strings.submit}
      </SubmitButton>
      <FormStatus>{loggedIn ? strings.success : null}</FormStatus>
    </form>
  )
}

function CardLoginForm(props: Omit<Props, 'allowCardLogin'>) {
  const { locale, kit, strings, fields, links } = props
  const idOf = useFieldIds()
  const form = useApiForm({ fallbackMessages: kit.common })
  const check = useLoginCaptcha(props, form.fieldErrors.captcha, idOf('captcha'))
  const [cardNumber, setCardNumber] = useState('')
  const [birthdate, setBirthdate] = useState('')
  const [loggedIn, setLoggedIn] = useState(false)
  const navigate = useNavigateAfterLogin(links.profile)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const hints = collectHints({
      cardNumber: hintRequired(cardNumber, kit.hints),
      birthdate: hintRequired(birthdate, kit.hints),
    })
    if (Object.keys(hints).length > 0) return form.showErrors(hints)
    const result = await check.send((captcha) =>
      form.submit((signal) =>
        apiRequest('/api/epc/auth/login-card', {
          method: 'POST',
          body: { cardNumber, birthdate, ...(captcha ? { captcha } : {}) },
          lang: locale,
          signal,
        }),
      ),
    )
    if (result && !result.error) {
      setLoggedIn(true)
      navigate()
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <p className="text-sm text-ink-200">{strings.cardIntro}</p>
      <FormSummary
        form={form}
        fields={{ cardNumber: fields.cardNumber, birthdate: fields.birthdate }}
        idOf={idOf}
        common={kit.common}
      />
      {form.error?.code && BLOCKED_CODES.includes(form.error.code) ? (
        <ResetPasswordHint href={links.forgotPassword} label={strings.resetPassword} />
      ) : null}
      <RequiredNote common={kit.common} />
      <TextField
        id={idOf('cardNumber')}
        name="cardNumber"
        label={fields.cardNumber}
        description={fields.cardNumberHint}
        inputMode="numeric"
        autoComplete="off"
        required
        value={cardNumber}
        onChange={(event) => setCardNumber(event.target.value)}
        error={form.fieldErrors.cardNumber}
      />
      <TextField
        id={idOf('birthdate')}
        name="birthdate"
        type="date"
        label={fields.birthdate}
        autoComplete="bday"
        required
        value={birthdate}
        onChange={(event) => setBirthdate(event.target.value)}
        error={form.fieldErrors.birthdate}
      />
      {check.field}
      <SubmitButton busy={form.sending || loggedIn} busyLabel={kit.common.sending}>
        {strings.submit}
      </SubmitButton>
      <FormStatus>{loggedIn ? strings.success : null}</FormStatus>
    </form>
  )
}

const tabClasses =
  'min-h-11 rounded-full px-3 py-2 text-sm font-semibold text-ink-200 transition-colors hover:text-gold-300 data-[state=active]:bg-gold-400 data-[state=active]:text-ink-950'

/** Login by email and password, and (when the block allows it) by card number and birthdate. */
export function LoginForm({ allowCardLogin, ...props }: Props) {
  const { strings, links } = props
  const footer = (
    <div className="mt-8 flex flex-col gap-2 border-t border-ink-700 pt-6 text-sm text-ink-200">
      <p>
        {strings.noAccount}{' '}
        <Link href={links.signUp} className={textLinkClasses}>
          {strings.signUp}
        </Link>
      </p>
      {links.collaboratorSignUp ? (
        <p>
          {strings.collaborator}{' '}
          <Link href={links.collaboratorSignUp} className={textLinkClasses}>
            {strings.collaboratorSignUp}
          </Link>
        </p>
      ) : null}
      {links.otherDoor && props.door !== 'hotel' ? (
        <p>
          {strings.hotelMember}{' '}
          <Link href={links.otherDoor} className={textLinkClasses}>
            {strings.hotelLogin}
          </Link>
        </p>
      ) : null}
    </div>
  )
  if (!allowCardLogin) {
    return (
      <div>
        <EmailLoginForm {...props} />
        {footer}
      </div>
    )
  }
  return (
    <div>
      <Tabs.Root defaultValue="email">
        <Tabs.List
          aria-label={strings.tabsLabel}
          className="mb-6 grid grid-cols-2 gap-1 rounded-full border border-ink-700 bg-ink-950 p-1"
        >
          <Tabs.Trigger value="email" className={tabClasses}>
            {strings.tabEmail}
          </Tabs.Trigger>
          <Tabs.Trigger value="card" className={tabClasses}>
            {strings.tabCard}
          </Tabs.Trigger>
        </Tabs.List>
        {/* Both panels stay mounted so that switching tabs keeps what was typed. */}
        <Tabs.Content value="email" forceMount className="data-[state=inactive]:hidden">
          <EmailLoginForm {...props} />
        </Tabs.Content>
        <Tabs.Content value="card" forceMount className="data-[state=inactive]:hidden">
          <CardLoginForm {...props} />
        </Tabs.Content>
      </Tabs.Root>
      {footer}
    </div>
  )
}
