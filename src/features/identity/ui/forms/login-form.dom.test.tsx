// @vitest-environment happy-dom
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import type { LoginStrings } from '../strings'
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
import { LoginForm } from './login-form'

const router = { push: vi.fn(), refresh: vi.fn() }
vi.mock('next/navigation', () => ({ useRouter: () => router }))
// The captcha's proof of work is the captcha's own test; here it answers at once.
vi.mock('@/ui/primitives/form/use-captcha', () => ({
  useCaptcha: () => ({ getToken: async () => 'captcha-answer', field: null }),
}))
vi.mock('@/ui/primitives/link', () => ({
  Link: ({
    href,
    children,
    className,
  }: {
    href: string
    children: ReactNode
    className?: string
  }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}))

const fields = {
  email: 'Email',
  password: 'Password',
  cardNumber: 'Card number',
  cardNumberHint: 'Ten digits',
  birthdate: 'Birthdate',
}
const links = {
  forgotPassword: '/account/mot-de-passe-oublie',
  signUp: '/account/inscription',
  profile: '/account/profil',
}

let mounted: Mounted
let fetchMock: ReturnType<typeof vi.fn>

async function renderLogin(allowCardLogin = false) {
  mounted = await mount(
    <LoginForm
      locale="fr"
      allowCardLogin={allowCardLogin}
      kit={kit}
      strings={keyStrings<LoginStrings>()}
      fields={fields}
      links={links}
      captcha={{
        config: { provider: 'altcha', challengeUrl: '/api/forms/captcha' },
        strings: {
          label: 'Check',
          waiting: '',
          solving: '',
          verified: '',
          failed: '',
          notLoaded: '',
          retry: '',
        },
      }}
    />,
  )
  return mounted.container
}

async function fillAndSubmit(container: HTMLElement) {
  await type(byLabel(container, 'Email'), 'jean@example.fr')
  await type(byLabel(container, 'Password'), 'secret')
  await click(byText(container, 'button[type=submit]', 'submit'))
  await flush()
}

beforeEach(() => {
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  router.push.mockReset()
  router.refresh.mockReset()
  window.history.replaceState({}, '', '/account/connexion')
})

afterEach(async () => {
  await unmount(mounted)
  vi.unstubAllGlobals()
})

describe('LoginForm', () => {
  test('an empty submit shows the hints, focuses the summary and sends nothing', async () => {
    const container = await renderLogin()
    await click(byText(container, 'button[type=submit]', 'submit'))
    const summary = container.querySelector('[role=alert]')
    expect(summary).not.toBeNull()
    expect(document.activeElement).toBe(summary)
    expect(summary!.textContent).toContain('Email: required')
    expect(byLabel(container, 'Email').getAttribute('aria-invalid')).toBe('true')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  test('a refused login shows the server message (never its code) and keeps what was typed', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(401, { code: '0090', message: 'E-mail ou mot de passe incorrect.' }),
    )
    const container = await renderLogin()
    await fillAndSubmit(container)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/epc/auth/login?lang=fr')
    expect(init).toMatchObject({ method: 'POST' })
    expect(JSON.parse(init.body)).toEqual({ email: 'jean@example.fr', password: 'secret' })
    const summary = container.querySelector('[role=alert]')!
    expect(summary.textContent).toContain('E-mail ou mot de passe incorrect.')
    expect(summary.textContent).not.toContain('0090')
    expect(summary.querySelector('[data-error-code="0090"]')).not.toBeNull()
    expect(document.activeElement).toBe(summary)
    expect(byLabel(container, 'Email').value).toBe('jean@example.fr')
    expect(router.push).not.toHaveBeenCalled()
  })

  test('too many failures from this network: the login is sent again at once with the captcha', async () => {
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse(429, {
          code: 'tooManyFailures',
          message: 'Trop de connexions échouées depuis ce réseau.',
          params: { captchaRequired: 1 },
        }),
      )
      .mockResolvedValueOnce(jsonResponse(200, { profile: {}, expiresIn: 900 }))
    const container = await renderLogin()
    await fillAndSubmit(container)
    await flush()
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toEqual({
      email: 'jean@example.fr',
      password: 'secret',
    })
    expect(JSON.parse(fetchMock.mock.calls[1]![1].body)).toEqual({
      email: 'jean@example.fr',
      password: 'secret',
      captcha: 'captcha-answer',
    })
    expect(router.push).toHaveBeenCalledWith('/account/profil')
  })

  test('server field errors are shown next to their field', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        code: 'validation',
        message: 'Invalid',
        fieldErrors: { email: [{ code: 'email', message: 'Adresse non valide' }] },
      }),
    )
    const container = await renderLogin()
    await fillAndSubmit(container)
    const email = byLabel(container, 'Email')
    const describedBy = email.getAttribute('aria-describedby')!
    expect(document.getElementById(describedBy)!.textContent).toContain('Adresse non valide')
  })

  test.each([
    ['?returnTo=%2Fen%2Fshows', '/en/shows'],
    ['?returnTo=%2F%2Fevil.example', '/account/profil'],
    ['?returnTo=https%3A%2F%2Fevil.example', '/account/profil'],
    ['', '/account/profil'],
  ])('after login with %j it goes to %s and refreshes', async (search, target) => {
    window.history.replaceState({}, '', `/account/connexion${search}`)
    fetchMock.mockResolvedValue(jsonResponse(200, { profile: {}, expiresIn: 900 }))
    const container = await renderLogin()
    await fillAndSubmit(container)
    expect(router.push).toHaveBeenCalledWith(target)
    expect(router.refresh).toHaveBeenCalled()
    expect(container.textContent).toContain('success')
  })

  test('an unconfirmed email (0026) offers to resend the link', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(403, { code: '0026', message: 'E-mail non confirmé.' }))
      .mockResolvedValueOnce(jsonResponse(200, { ok: true }))
    const container = await renderLogin()
    await fillAndSubmit(container)
    await click(byText(container, 'button', 'resend'))
    await flush()
    const [url, init] = fetchMock.mock.calls[1]!
    expect(url).toBe('/api/epc/auth/resend-activation?lang=fr')
    expect(JSON.parse(init.body)).toEqual({ email: 'jean@example.fr' })
    expect(container.querySelector('[role=status]')!.textContent).toContain('resent')
  })

  test('a blocked account links to the password reset', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(423, { code: 'blocked', message: 'Bloqué 4 minutes.' }),
    )
    const container = await renderLogin()
    await fillAndSubmit(container)
    expect(container.querySelector('[role=alert]')!.textContent).toContain('Bloqué 4 minutes.')
    expect(byText<HTMLAnchorElement>(container, 'a', 'resetPassword').getAttribute('href')).toBe(
      links.forgotPassword,
    )
  })

  test('with card login, both methods are tabs and the card form posts to login-card', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { profile: {}, expiresIn: 900 }))
    const container = await renderLogin(true)
    const tabs = container.querySelectorAll('[role=tab]')
    expect(tabs).toHaveLength(2)
    expect(container.querySelector('[role=tablist]')!.getAttribute('aria-label')).toBe('tabsLabel')
    const cardPanel = container.querySelectorAll('[role=tabpanel]')[1] as HTMLElement
    await type(byLabel(cardPanel, 'Card number'), '1234567890')
    await type(byLabel(cardPanel, 'Birthdate'), '1980-01-02')
    await click(byText(cardPanel, 'button[type=submit]', 'submit'))
    await flush()
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/epc/auth/login-card?lang=fr')
    expect(JSON.parse(init.body)).toEqual({ cardNumber: '1234567890', birthdate: '1980-01-02' })
  })
})
