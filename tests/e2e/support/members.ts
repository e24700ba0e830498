import type { APIRequestContext, Page } from '@playwright/test'

import { expect, solveCaptcha, staffToken } from './fixtures'

export const DEMO_PASSWORD = 'Atout-Demo-2026!'
const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? '3100'}`

const loginUi = {
  fr: {
    path: '/account/connexion',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
  },
  en: { path: '/en/account/login', email: 'Email address', password: 'Password', submit: 'Log in' },
} as const

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A form control by its label; required fields' labels end with an asterisk. */
export function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${escape(label)}\\s*\\*?$`))
}

/** Logs in with the login form, as a member would. */
export async function logIn(
  page: Page,
  locale: 'fr' | 'en',
  email: string,
  password = DEMO_PASSWORD,
) {
  const t = loginUi[locale]
  await page.goto(t.path)
  await field(page, t.email).fill(email)
  await field(page, t.password).fill(password)
  await page.getByRole('button', { name: t.submit, exact: true }).first().click()
  await expect(page).not.toHaveURL(t.path, { timeout: 30_000 })
}

/**
 * Logs in through the product API (POST /api/epc/auth/login), which gives the browser the same
 * session cookies as the login form: for journeys whose subject comes after the login. The form
 * itself is the subject of identity.spec.ts and member-area.spec.ts, and of the journeys that log
 * in from another page. A second or so of each journey saved (the login page and its redirect).
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  const response = await page.request.post('/api/epc/auth/login', {
    headers: { Origin: ORIGIN },
    data: { email, password },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** Marie Dupont, the demo's Gold member, whom the journeys only read (never change). */
export const MARIE = 'marie.dupont@demo.atout.example'

/** The newest mail of a kind sent to an address, from the outbox (the demo mailbox). */
export async function readMail(request: APIRequestContext, to: string, kind: string) {
  const token = await staffToken(request)
  let text = ''
  await expect
    .poll(async () => {
      const response = await request.get('/api/cms/outbox', {
        headers: { Authorization: `JWT ${token}` },
        params: { 'where[to][equals]': to, 'where[kind][equals]': kind, limit: '1' },
      })
      text = ((await response.json()) as { docs: { text: string }[] }).docs[0]?.text ?? ''
      return text
    })
    .not.toBe('')
  return text
}

/**
 * Member support clears the sign-up counters of the test client's address (the admin's way to
 * lift a rate limit): every journey signs up from the same address, and the whole suite makes
 * more accounts than one address may in an hour (20).
 */
export async function clearSignUpLimit(request: APIRequestContext) {
  const cleared = await request.delete('/api/cms/auth-attempts', {
    headers: { Authorization: `JWT ${await staffToken(request)}` },
    params: { 'where[key][like]': 'form:signUp:ip:' },
  })
  expect(cleared.ok()).toBeTruthy()
}

/** A new active member made through the API (sign-up + activation link from the outbox). */
export async function createMember(
  request: APIRequestContext,
  locale: 'fr' | 'en',
  prefix = 'member',
): Promise<string> {
  const email = `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`
  await clearSignUpLimit(request)
  const signUp = await request.post(`/api/epc/users/signup?lang=${locale}`, {
    headers: { Origin: ORIGIN },
    data: {
      path: 'newCustomer',
      civility: 'Mrs',
      firstname: 'Alice',
      lastname: 'Fontaine',
      birthdate: '1984-02-11',
      email,
      emailVerify: email,
      password: DEMO_PASSWORD,
      passwordVerify: DEMO_PASSWORD,
      addressLine1: '8 rue des Planches',
      zip: '14800',
      city: 'Deauville',
      country: 'FR',
      acceptPrivacyPolicy: true,
      acceptTerms: true,
      ageCertified: true,
      captcha: await solveCaptcha(request),
    },
  })
  expect(signUp.status()).toBe(201)
  const text = await readMail(request, email, 'member.activation')
  const activationToken = /[?&]token=([\w-]+)/.exec(text)![1]
  const activated = await request.post('/api/epc/auth/activate', {
    headers: { Origin: ORIGIN },
    data: { token: activationToken },
  })
  expect(activated.ok()).toBeTruthy()
  return email
}
