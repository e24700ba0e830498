// @vitest-environment happy-dom
import { act, StrictMode, type ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import type { ProfileDto } from '../../server/member-dto'
import { openLoginPopup } from '../shared/login-popup'
import type {
  AcceptTermsStrings,
  ActivationStrings,
  FieldStrings,
  OauthStrings,
  OptInStrings,
  PasswordRuleStrings,
  PreferenceStrings,
  ProfileStrings,
  ResetPasswordStrings,
} from '../strings'
import { AcceptTermsForm } from './accept-terms-form'
import { ActivationPanel } from './activation-panel'
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
import { LogoutButton } from './logout-button'
import { LuckyDaysForm, type LuckyDaysFormStrings } from './lucky-days-form'
import { OauthCallback } from './oauth-callback'
import { ProfileForms, type ProfileSection } from './profile-forms'
import { ResetPasswordForm } from './reset-password-form'

const router = { push: vi.fn(), refresh: vi.fn() }
let searchParams = new URLSearchParams()
// The captcha's proof of work is the platform's (tested there); forms get a ready answer here.
vi.mock('@/ui/primitives/form/use-captcha', () => ({
  useCaptcha: () => ({ getToken: async () => 'captcha-answer', field: null }),
}))
vi.mock('next/navigation', () => ({
  useRouter: () => router,
  useSearchParams: () => searchParams,
}))
vi.mock('@/ui/primitives/link', () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}))

let mounted: Mounted | null = null
let fetchMock: ReturnType<typeof vi.fn>

beforeEach(() => {
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  router.push.mockReset()
  router.refresh.mockReset()
  searchParams = new URLSearchParams()
  window.history.replaceState({}, '', '/')
})

afterEach(async () => {
  if (mounted) await unmount(mounted)
  mounted = null
  vi.unstubAllGlobals()
})

const bodyOf = (call: number) => JSON.parse(fetchMock.mock.calls[call]![1].body)

describe('ActivationPanel', () => {
  const render = () =>
    mount(
      <StrictMode>
        <ActivationPanel
          locale="fr"
          kit={kit}
          strings={keyStrings<ActivationStrings>()}
          fields={{ email: 'Email' }}
          notices={{ preMemberTitle: 'preMemberTitle', preMember: 'preMember' }}
          links={{ login: '/account/connexion' }}
        />
      </StrictMode>,
    )

  test('activates once on arrival, even under StrictMode, then links to login', async () => {
    searchParams = new URLSearchParams('token=abc')
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true, state: 'PreMember' }))
    mounted = await render()
    await flush()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/epc/auth/activate?lang=fr')
    expect(bodyOf(0)).toEqual({ token: 'abc' })
    expect(mounted.container.textContent).toContain('success')
    expect(mounted.container.textContent).toContain('preMember')
    expect(byText<HTMLAnchorElement>(mounted.container, 'a', 'login').href).toContain(
      '/account/connexion',
    )
  })

  test('an invalid link (0086) says so and offers a new link, with a neutral answer', async () => {
    searchParams = new URLSearchParams('token=old')
    fetchMock
      .mockResolvedValueOnce(jsonResponse(400, { code: '0086', message: 'Lien expiré.' }))
      .mockResolvedValueOnce(jsonResponse(200, { ok: true }))
    mounted = await render()
    await flush()
    expect(mounted.container.querySelector('[role=alert]')!.textContent).toContain('Lien expiré.')
    await type(byLabel(mounted.container, 'Email'), 'a@example.fr')
    await click(byText(mounted.container, 'button[type=submit]', 'resendSubmit'))
    await flush()
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/epc/auth/resend-activation?lang=fr')
    expect(bodyOf(1)).toEqual({ email: 'a@example.fr' })
    expect(mounted.container.textContent).toContain('resent')
  })

  test('without a token nothing is sent', async () => {
    mounted = await render()
    await flush()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(mounted.container.querySelector('[role=alert]')!.textContent).toContain('missingToken')
  })
})

test('ResetPasswordForm sends the token with the new password, then links to login', async () => {
  searchParams = new URLSearchParams('token=t1')
  fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }))
  mounted = await mount(
    <ResetPasswordForm
      locale="en"
      kit={kit}
      strings={keyStrings<ResetPasswordStrings>()}
      fields={{ newPassword: 'New password', newPasswordVerify: 'Confirm' }}
      passwordRules={keyStrings<PasswordRuleStrings>()}
      links={{ login: '/en/account/login', forgotPassword: '/en/account/forgot-password' }}
    />,
  )
  const { container } = mounted
  await type(byLabel(container, 'New password'), 'short')
  expect(container.querySelectorAll('li.text-emerald-400')).toHaveLength(1)
  await type(byLabel(container, 'New password'), 'Correct-Horse-9')
  expect(container.querySelectorAll('li.text-emerald-400')).toHaveLength(5)
  await type(byLabel(container, 'Confirm'), 'Correct-Horse-9')
  await click(byText(container, 'button[type=submit]', 'submit'))
  await flush()
  expect(bodyOf(0)).toEqual({
    token: 't1',
    password: 'Correct-Horse-9',
    passwordVerify: 'Correct-Horse-9',
  })
  expect(container.textContent).toContain('success')
})

test('AcceptTermsForm accepts, then returns to the same-site page that asked', async () => {
  window.history.replaceState({}, '', '/account/accept-cgu?returnTo=%2Fle-carre-vip')
  fetchMock.mockResolvedValue(jsonResponse(200, { profile: {} }))
  mounted = await mount(
    <AcceptTermsForm
      locale="fr"
      kit={kit}
      strings={keyStrings<AcceptTermsStrings>()}
      termsHref="/conditions-generales"
      links={{ profile: '/account/profil' }}
    />,
  )
  const { container } = mounted
  await click(byText(container, 'button[type=submit]', 'submit'))
  expect(container.querySelector('[role=alert]')!.textContent).toContain('mustAccept')
  expect(fetchMock).not.toHaveBeenCalled()
  await click(byLabel(container, 'checkbox'))
  await click(byText(container, 'button[type=submit]', 'submit'))
  await flush()
  expect(fetchMock.mock.calls[0]![0]).toBe('/api/epc/users/accept-cgu?lang=fr')
  expect(router.push).toHaveBeenCalledWith('/le-carre-vip')
  expect(router.refresh).toHaveBeenCalled()
})

describe('ProfileForms', () => {
  const member: ProfileDto = {
    id: 1,
    email: 'jean@example.fr',
    emailVerified: true,
    locale: 'fr',
    civility: 'Mr',
    firstname: 'Jean',
    lastname: 'Dupont',
    birthName: null,
    commonName: null,
    birthdate: '1980-01-02',
    phone: null,
    addressLine1: '1 rue A',
    addressLine2: null,
    postalBox: null,
    placeKnownAs: null,
    zip: '06000',
    city: 'Nice',
    country: 'FR',
    favouriteCasino: null,
    luckyDays: null,
    optIns: { email: false, sms: false, mail: false, hotel: false, casino: false, partner: false },
    preferences: { games: false, barsRestaurants: false, shows: false },
    customFields: { state: 'PreMember' },
    consents: { acceptCgu: true, acceptCguAt: null, termsVersion: '1' },
    isEmployee: false,
    cardNumber: null,
  }
  const render = (
    profile: ProfileDto,
    sections: ProfileSection[] = ['identity', 'contact', 'preferences', 'luckyDays'],
  ) =>
    mount(
      <ProfileForms
        locale="fr"
        member={profile}
        sections={sections}
        kit={kit}
        strings={keyStrings<ProfileStrings>()}
        fields={keyStrings<FieldStrings>({ phoneHint: 'For example {example}' })}
        optIns={keyStrings<OptInStrings>()}
        preferences={keyStrings<PreferenceStrings>()}
        countryOptions={[
          { value: 'FR', label: 'France' },
          { value: 'BE', label: 'Belgique' },
        ]}
        phoneExamples={{ FR: '06 12 34 56 78', BE: '0470 12 34 56' }}
        casinoOptions={[
          { value: 'cannes', label: 'Casino de Cannes' },
          { value: 'nice', label: 'Casino de Nice' },
        ]}
        monthOptions={[
          { value: '02', label: 'February' },
          { value: '07', label: 'July' },
        ]}
      />,
    )

  test('saving a section sends the whole profile with that section edited', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ...member, city: 'Cannes' }))
    mounted = await render(member)
    const { container } = mounted
    await type(byLabel(container, 'city'), 'Cannes')
    await type(byLabel(container, 'firstname'), 'Jeannot')
    await click(byText(container, 'button[type=submit]', 'saveContact'))
    await flush()
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/epc/users/update?lang=fr')
    expect(init.method).toBe('PUT')
    // The unsaved first name of another section is not sent.
    expect(bodyOf(0)).toMatchObject({
      firstname: 'Jean',
      city: 'Cannes',
      zip: '06000',
      phone: null,
    })
    expect(bodyOf(0).optIns).toEqual(member.optIns)
    expect(container.textContent).toContain('saved')
    expect(router.refresh).toHaveBeenCalled()
  })

  test('the phone field suggests how a number is written in the chosen country', async () => {
    mounted = await render({ ...member, country: null }, ['contact'])
    const { container } = mounted
    const hint = () =>
      container.querySelector(
        `#${byLabel(container, 'phone').getAttribute('aria-describedby')?.split(' ')[0]}`,
      )
    // No country yet: France's plan, the one the server reads such a number in.
    expect(hint()?.textContent).toBe('For example 06 12 34 56 78')
    await type(byLabel<HTMLSelectElement>(container, 'country'), 'BE')
    expect(hint()?.textContent).toBe('For example 0470 12 34 56')
  })

  test('the favourite casino is chosen by name and sent as the casino’s slug', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ...member, favouriteCasino: 'nice' }))
    mounted = await render({ ...member, favouriteCasino: 'Le casino de la plage' }, ['preferences'])
    const { container } = mounted
    const select = byLabel<HTMLSelectElement>(container, 'favouriteCasino')
    // The saved text from before the choice existed stays first, so saving keeps it.
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'noFavouriteCasino',
      'Le casino de la plage',
      'Casino de Cannes',
      'Casino de Nice',
    ])
    expect(select.value).toBe('Le casino de la plage')
    await type(select, 'nice')
    await click(byText(container, 'button[type=submit]', 'savePreferences'))
    await flush()
    expect(bodyOf(0).favouriteCasino).toBe('nice')
  })

  test('an active member’s identity is read-only, with the reason', async () => {
    mounted = await render({ ...member, customFields: { state: 'Active' } }, ['identity'])
    const { container } = mounted
    expect(container.textContent).toContain('identityLocked')
    expect(container.querySelector('input')).toBeNull()
    expect(container.textContent).toContain('Jean')
  })

  test('lucky days are saved on their own endpoint', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ...member, luckyDays: ['07-14', '02-29'] }))
    mounted = await render(member, ['luckyDays'])
    const { container } = mounted
    const [first, second] = [...container.querySelectorAll('fieldset fieldset')]
    await click(byText(container, 'button[type=submit]', 'saveLuckyDays'))
    expect(fetchMock).not.toHaveBeenCalled()
    expect(byLabel(first as HTMLElement, 'day').getAttribute('aria-invalid')).toBe('true')
    expect(byLabel(first as HTMLElement, 'day').getAttribute('aria-describedby')).toBe(
      `${first!.id}-error`,
    )
    await type(byLabel(first as HTMLElement, 'day'), '14')
    await type(byLabel<HTMLSelectElement>(first as HTMLElement, 'month'), '07')
    await type(byLabel(second as HTMLElement, 'day'), '29')
    await type(byLabel<HTMLSelectElement>(second as HTMLElement, 'month'), '02')
    await click(byText(container, 'button[type=submit]', 'saveLuckyDays'))
    await flush()
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/epc/users/lucky-days?lang=fr')
    expect(bodyOf(0)).toEqual({ luckyDay1: '07-14', luckyDay2: '02-29' })
  })
})

describe('LuckyDaysForm', () => {
  const strings = keyStrings<LuckyDaysFormStrings>({ summaryItem: '{field}: {message}' })
  const months = Array.from({ length: 12 }, (_, index) => {
    const value = String(index + 1).padStart(2, '0')
    return { value, label: value }
  })
  const form = (locked?: string) => (
    <LuckyDaysForm
      locale="en"
      current={null}
      strings={strings}
      monthOptions={months}
      locked={locked}
    />
  )

  test('the confirmation stays when the refreshed page locks the dates (the dashboard)', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { luckyDays: ['07-14', '02-29'] }))
    mounted = await mount(form())
    const { container, root } = mounted
    const [first, second] = [...container.querySelectorAll('fieldset fieldset')]
    await type(byLabel(first as HTMLElement, 'day'), '14')
    await type(byLabel<HTMLSelectElement>(first as HTMLElement, 'month'), '07')
    await type(byLabel(second as HTMLElement, 'day'), '29')
    await type(byLabel<HTMLSelectElement>(second as HTMLElement, 'month'), '02')
    await click(byText(container, 'button[type=submit]', 'save'))
    await flush()
    expect(router.refresh).toHaveBeenCalledOnce()
    // What router.refresh brings: the same page, the dates now locked for the year.
    await act(async () => root.render(form('Changed this year: next change in 2027.')))
    expect(container.querySelector('[role=status]')?.textContent).toBe('saved')
    expect(container.querySelector('[role=note]')?.textContent).toBe(
      'Changed this year: next change in 2027.',
    )
    expect(container.querySelector('select')).toBeNull()
  })
})

test('LogoutButton logs out, then goes home and refreshes', async () => {
  fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }))
  mounted = await mount(
    <LogoutButton
      locale="en"
      homeHref="/en"
      labels={{ logout: 'Log out', loggingOut: 'Logging out…', network: 'n', technical: 't' }}
    />,
  )
  await click(byText(mounted.container, 'button', 'Log out'))
  await flush()
  expect(fetchMock.mock.calls[0]![0]).toBe('/api/epc/auth/logout?lang=en')
  expect(router.push).toHaveBeenCalledWith('/en')
  expect(router.refresh).toHaveBeenCalled()
})

describe('login popup', () => {
  test('the callback reloads a same-origin opener and closes itself', async () => {
    const reload = vi.fn()
    const opener = { closed: false, location: { origin: window.location.origin, reload } }
    vi.stubGlobal('opener', opener)
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined)
    mounted = await mount(
      <OauthCallback strings={keyStrings<OauthStrings>()} continueHref="/account/profil" />,
    )
    await flush()
    expect(reload).toHaveBeenCalled()
    expect(close).toHaveBeenCalled()
  })

  test('without an opener, the callback offers to continue', async () => {
    vi.stubGlobal('opener', null)
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined)
    mounted = await mount(
      <OauthCallback strings={keyStrings<OauthStrings>()} continueHref="/account/profil" />,
    )
    await flush()
    expect(close).not.toHaveBeenCalled()
    expect(mounted.container.textContent).toContain('fallback')
    expect(byText<HTMLAnchorElement>(mounted.container, 'a', 'continue').getAttribute('href')).toBe(
      '/account/profil',
    )
  })

  test('a blocked popup falls back to navigating', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const assign = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign })
    expect(openLoginPopup('/account/connexion?returnTo=x', '/account/connexion?returnTo=y')).toBe(
      false,
    )
    expect(open).toHaveBeenCalledWith(
      '/account/connexion?returnTo=x',
      'atout-login',
      expect.stringContaining('width=480,height=720'),
    )
    expect(assign).toHaveBeenCalledWith('/account/connexion?returnTo=y')
  })
})
