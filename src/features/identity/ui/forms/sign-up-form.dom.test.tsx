// @vitest-environment happy-dom
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import type { CaptchaStrings } from '@/platform/security/captcha/config'

import type {
  FieldStrings,
  NoticeStrings,
  OptInStrings,
  PasswordRuleStrings,
  PreferenceStrings,
  SignUpStrings,
} from '../strings'
import {
  byLabel,
  byText,
  click,
  flush,
  jsonResponse,
  keyStrings,
  kit,
  mount,
  type,
  unmount,
  type Mounted,
} from '../../../../../tests/support/dom-test-kit'
import { SignUpForm } from './sign-up-form'

// The captcha's proof of work is the platform's (tested there); forms get a ready answer here.
vi.mock('@/ui/primitives/form/use-captcha', () => ({
  useCaptcha: () => ({ getToken: async () => 'captcha-answer', field: null }),
}))
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }))
vi.mock('@/ui/primitives/link', () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}))

let mounted: Mounted
let fetchMock: ReturnType<typeof vi.fn>

async function renderSignUp() {
  mounted = await mount(
    <SignUpForm
      locale="en"
      kit={kit}
      strings={keyStrings<SignUpStrings>({ stepOf: 'Step {current} of {total}' })}
      fields={keyStrings<FieldStrings>()}
      optIns={keyStrings<OptInStrings>()}
      preferences={keyStrings<PreferenceStrings>()}
      passwordRules={keyStrings<PasswordRuleStrings>()}
      notices={keyStrings<NoticeStrings>()}
      casinoOptions={[{ value: 'cannes', label: 'Casino de Cannes' }]}
      countryOptions={[
        { value: 'FR', label: 'France' },
        { value: 'BE', label: 'Belgium' },
      ]}
      monthOptions={[{ value: '07', label: 'July' }]}
      links={{ login: '/en/account/login', forgotPassword: '/en/account/forgot-password' }}
      captcha={{
        config: { provider: 'altcha', challengeUrl: '/api/forms/captcha' },
        strings: keyStrings<CaptchaStrings>(),
      }}
    />,
  )
  return mounted.container
}

const heading = (container: HTMLElement) => container.querySelector('h3')!
const next = (container: HTMLElement) => click(byText(container, 'button[type=submit]', 'next'))

async function chooseRadio(container: HTMLElement, label: string) {
  await click(byLabel(container, label))
}

async function fillIdentity(container: HTMLElement) {
  await chooseRadio(container, 'mrs')
  await type(byLabel(container, 'firstname'), 'Éloïse')
  await type(byLabel(container, 'lastname'), 'Martin')
  await type(byLabel(container, 'birthdate'), '1990-05-17')
  await type(byLabel(container, 'email'), 'eloise@example.fr')
  await type(byLabel(container, 'emailVerify'), 'eloise@example.fr')
}

async function fillPassword(container: HTMLElement) {
  await type(byLabel(container, 'password'), 'Correct-Horse-9')
  await type(byLabel(container, 'passwordVerify'), 'Correct-Horse-9')
  await click(byLabel(container, 'acceptPrivacyPolicy'))
  await click(byLabel(container, 'acceptTerms'))
  await click(byLabel(container, 'ageCertified'))
}

beforeEach(() => {
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(async () => {
  await unmount(mounted)
  vi.unstubAllGlobals()
})

describe('SignUpForm', () => {
  test('a new customer goes through the steps; headings take the focus; progress follows', async () => {
    const container = await renderSignUp()
    expect(heading(container).textContent).toBe('Step 1 of 4stepPath')
    await next(container)
    expect(container.querySelector('[role=alert]')!.textContent).toContain('choose')

    await chooseRadio(container, 'pathNewCustomer')
    await next(container)
    expect(heading(container).textContent).toBe('Step 2 of 4stepIdentity')
    expect(document.activeElement).toBe(heading(container))
    expect(container.querySelector('[aria-current=step]')!.textContent).toContain('stepIdentity')
    expect(container.querySelector('[role=alert]')).toBeNull()

    await fillIdentity(container)
    await next(container)
    expect(heading(container).textContent).toContain('stepAddress')
    // New customers must give an address.
    await type(byLabel(container, 'addressLine1'), '')
    await next(container)
    expect(container.querySelector('[role=alert]')!.textContent).toContain('addressLine1: required')
    expect(byLabel(container, 'addressLine1').getAttribute('aria-invalid')).toBe('true')
    await type(byLabel(container, 'addressLine1'), '12 rue de la Paix')
    await type(byLabel(container, 'zip'), '75002')
    await type(byLabel(container, 'city'), 'Paris')
    await next(container)
    expect(heading(container).textContent).toContain('stepPassword')

    // Back keeps what was typed.
    await click(byText(container, 'button', 'back'))
    expect(byLabel(container, 'city').value).toBe('Paris')
    await next(container)

    await fillPassword(container)
    fetchMock.mockResolvedValueOnce(
      jsonResponse(201, {
        data: { state: 'PreMember', emailVerified: false, path: 'newCustomer' },
        status: 201,
        error: null,
      }),
    )
    await click(byText(container, 'button[type=submit]', 'submit'))
    await flush()
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/epc/users/signup?lang=en')
    expect(JSON.parse(init.body)).toMatchObject({
      path: 'newCustomer',
      civility: 'Mrs',
      email: 'eloise@example.fr',
      city: 'Paris',
      country: 'FR',
      acceptTerms: true,
      optIns: { email: false, sms: false },
    })
    expect(heading(container).textContent).toBe('successTitle')
    expect(document.activeElement).toBe(heading(container))
    expect(container.textContent).toContain('preMember')
    expect(container.textContent).toContain('checkMailbox')
  })

  test('server field errors send the member back to the step of the first one', async () => {
    const container = await renderSignUp()
    await chooseRadio(container, 'pathNewCustomer')
    await next(container)
    await fillIdentity(container)
    await next(container)
    await type(byLabel(container, 'addressLine1'), '12 rue de la Paix')
    await type(byLabel(container, 'zip'), '75002')
    await type(byLabel(container, 'city'), 'Paris')
    await next(container)
    await fillPassword(container)
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        data: null,
        status: 400,
        error: {
          code: 'validation',
          message: 'Invalid input',
          fieldErrors: {
            zip: [{ code: 'zipCode', message: 'Enter a valid postcode' }],
            email: [{ code: 'email', message: 'Address refused' }],
          },
        },
      }),
    )
    await click(byText(container, 'button[type=submit]', 'submit'))
    await flush()
    expect(heading(container).textContent).toContain('stepIdentity')
    const summary = container.querySelector('[role=alert]')!
    expect(document.activeElement).toBe(summary)
    expect(summary.textContent).toContain('email: Address refused')
    expect(summary.textContent).toContain('zip: Enter a valid postcode')
    expect(byLabel(container, 'email').getAttribute('aria-invalid')).toBe('true')
    expect(byLabel(container, 'firstname').value).toBe('Éloïse')
  })

  test('an email already used (0053) is shown on the email field', async () => {
    const container = await renderSignUp()
    await chooseRadio(container, 'pathNewCustomer')
    await next(container)
    await fillIdentity(container)
    await next(container)
    await type(byLabel(container, 'addressLine1'), '12 rue de la Paix')
    await type(byLabel(container, 'zip'), '75002')
    await type(byLabel(container, 'city'), 'Paris')
    await next(container)
    await fillPassword(container)
    fetchMock.mockResolvedValueOnce(
      jsonResponse(409, {
        data: null,
        status: 409,
        error: { code: '0053', message: 'An account already uses this email.' },
      }),
    )
    await click(byText(container, 'button[type=submit]', 'submit'))
    await flush()
    expect(heading(container).textContent).toContain('stepIdentity')
    const email = byLabel(container, 'email')
    expect(document.getElementById(email.getAttribute('aria-describedby')!)!.textContent).toContain(
      'An account already uses this email.',
    )
  })

  test('a card holder’s card is verified and the first name comes from the card', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { valid: true, hasAccount: false }))
      .mockResolvedValueOnce(jsonResponse(200, { found: true, firstname: 'Jean' }))
    const container = await renderSignUp()
    await chooseRadio(container, 'pathCardHolder')
    await type(byLabel(container, 'cardNumber'), '1234567890')
    await type(byLabel(container, 'lastname'), 'Dupont')
    await type(byLabel(container, 'birthdate'), '1980-01-02')
    await next(container)
    await flush()
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/epc/card/validate?cardNumber=1234567890&lang=en',
      '/api/epc/card/search?cardNumber=1234567890&birthdate=1980-01-02&lastname=Dupont&lang=en',
    ])
    expect(heading(container).textContent).toContain('stepIdentity')
    expect(container.textContent).toContain('cardVerified')
    const firstname = byLabel(container, 'firstname')
    expect(firstname.value).toBe('Jean')
    expect(firstname.readOnly).toBe(true)
  })

  test('a card that already has an account is refused with a way to log in or reset the password', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { valid: false, hasAccount: true }))
    const container = await renderSignUp()
    await chooseRadio(container, 'pathCardHolder')
    await type(byLabel(container, 'cardNumber'), '1234567890')
    await type(byLabel(container, 'lastname'), 'Dupont')
    await type(byLabel(container, 'birthdate'), '1980-01-02')
    await next(container)
    await flush()
    expect(heading(container).textContent).toContain('stepPath')
    expect(container.querySelector('[role=alert]')!.textContent).toContain('cardHasAccount')
    expect(byText<HTMLAnchorElement>(container, 'a', 'login').getAttribute('href')).toBe(
      '/en/account/login',
    )
    expect(byText<HTMLAnchorElement>(container, 'a', 'forgotPassword').getAttribute('href')).toBe(
      '/en/account/forgot-password',
    )
  })
})
