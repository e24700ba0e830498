import type { APIRequestContext, Page } from '@playwright/test'

import { expect, expectAccessible, solveCaptcha, staffToken, test } from './support/fixtures'
import { clearSignUpLimit } from './support/members'

/**
 * A password-reset link says at once when it can no longer be used (issue 20, item 13), in both
 * languages: a member made for the test asks for a reset, uses the link once, then opens it again
 * and is told the link was used, with the way to ask for a new one, and no form to fill in.
 */

const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? '3100'}`
const PASSWORD = 'Roulette-Noire-2026!'
const NEW_PASSWORD = 'Baccara-Royal-2027?'
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

const ui = {
  fr: {
    forgot: '/account/mot-de-passe-oublie',
    reset: '/account/nouveau-mot-de-passe',
    newPassword: 'Nouveau mot de passe',
    newPasswordVerify: 'Confirmez le nouveau mot de passe',
    submit: 'Enregistrer le mot de passe',
    done: /Votre mot de passe a été modifié/,
    used: 'Ce lien de réinitialisation a déjà servi\u00a0: il ne s’utilise qu’une fois.',
    invalid: 'Ce lien de réinitialisation n’est pas valide.',
    requestNew: 'Demander un nouveau lien',
  },
  en: {
    forgot: '/en/account/forgot-password',
    reset: '/en/account/new-password',
    newPassword: 'New password',
    newPasswordVerify: 'Confirm your new password',
    submit: 'Save my password',
    done: /Your password has been changed/,
    used: 'This reset link has already been used: it works only once.',
    invalid: 'This reset link is not valid.',
    requestNew: 'Ask for a new link',
  },
} as const

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${escape(label)}\\s*\\*?$`))
}

/** The path and query of the last mail of a kind to an address (the outbox keeps them whole). */
async function linkFromOutbox(
  request: APIRequestContext,
  to: string,
  kind: 'activation' | 'passwordReset',
): Promise<string> {
  const token = await staffToken(request)
  let text = ''
  await expect
    .poll(async () => {
      const response = await request.get('/api/cms/outbox', {
        headers: { Authorization: `JWT ${token}` },
        params: {
          'where[to][equals]': to,
          'where[kind][equals]': `member.${kind}`,
          sort: '-createdAt',
          limit: '1',
        },
      })
      text = ((await response.json()) as { docs: { text: string }[] }).docs[0]?.text ?? ''
      return text.length
    })
    .toBeGreaterThan(0)
  const match = /https?:\/\/[^/\s]+(\/\S*[?&]token=[\w-]+)/.exec(text)
  if (!match) throw new Error(`no link in the ${kind} mail to ${to}`)
  return match[1]!
}

/** A new active member (sign-up, then the activation link), and a reset link asked for them. */
async function memberWithResetLink(request: APIRequestContext, locale: 'fr' | 'en') {
  const email = `reset-${locale}-${unique()}@example.com`
  await clearSignUpLimit(request)
  const signUp = await request.post(`/api/epc/users/signup?lang=${locale}`, {
    headers: { Origin: ORIGIN },
    data: {
      path: 'newCustomer',
      civility: 'Mrs',
      firstname: 'Louise',
      lastname: 'Garnier',
      birthdate: '1984-02-11',
      email,
      emailVerify: email,
      password: PASSWORD,
      passwordVerify: PASSWORD,
      addressLine1: '8 rue des Thermes',
      zip: '74500',
      city: 'Évian-les-Bains',
      country: 'FR',
      acceptPrivacyPolicy: true,
      acceptTerms: true,
      ageCertified: true,
      captcha: await solveCaptcha(request),
    },
  })
  expect(signUp.status()).toBe(201)
  const activation = new URL(await linkFromOutbox(request, email, 'activation'), ORIGIN)
  const activated = await request.post('/api/epc/auth/activate', {
    headers: { Origin: ORIGIN },
    data: { token: activation.searchParams.get('token') },
  })
  expect(activated.ok()).toBeTruthy()
  const forgot = await request.post(`/api/epc/auth/forgot-password?lang=${locale}`, {
    headers: { Origin: ORIGIN },
    data: { email, captcha: await solveCaptcha(request) },
  })
  expect(forgot.ok()).toBeTruthy()
  return linkFromOutbox(request, email, 'passwordReset')
}

for (const locale of ['fr', 'en'] as const) {
  const t = ui[locale]
  test(`${locale}: a used reset link says so on opening, with the way to a new one`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const link = await memberWithResetLink(request, locale)
    expect(link.startsWith(`${t.reset}?token=`)).toBe(true)

    // First use: the form, and the new password saved.
    await page.goto(link)
    await field(page, t.newPassword).fill(NEW_PASSWORD)
    await field(page, t.newPasswordVerify).fill(NEW_PASSWORD)
    await page.getByRole('button', { name: t.submit }).click()
    await expect(page.getByText(t.done)).toBeVisible()

    // Opened again: told at once, no form, and a link to ask for a new one.
    await page.goto(link)
    await expect(page.getByText(t.used)).toBeVisible()
    await expect(field(page, t.newPassword)).toHaveCount(0)
    await expect(page.getByRole('button', { name: t.submit })).toHaveCount(0)
    await expectAccessible(page)
    await page.getByRole('link', { name: t.requestNew }).click()
    await expect(page).toHaveURL(t.forgot)

    // A link nobody was sent: told it is not valid, the same way.
    await page.goto(`${t.reset}?token=${'x'.repeat(43)}`)
    await expect(page.getByText(t.invalid)).toBeVisible()
    await expect(field(page, t.newPassword)).toHaveCount(0)
  })
}
