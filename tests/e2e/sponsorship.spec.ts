import type { APIRequestContext, Page } from '@playwright/test'

import { expect, expectAccessible, solveCaptcha, staffToken, test } from './support/fixtures'
import { clearSignUpLimit, MARIE, signIn } from './support/members'

/**
 * Issue 11's sponsorship in a real browser, fr and en: Marie invites a godson with the sponsor
 * form (the mail with her code is in the outbox), the godson signs up with the code and a casino
 * issues his card through the integration API: he shows as an active member and Marie's 3,100
 * points arrive; the page counts the godson places as init does (ADR 0049). Once the year's
 * invitations are all sent, the next is refused with a clear message.
 */

const DEMO_KEY = 'atk_demodemo_Atout_demo_integration_key_not_for_prod_001'
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

const t = {
  fr: {
    page: '/account/parrainage',
    mrs: 'Madame',
    firstname: 'Prénom du filleul',
    lastname: 'Nom du filleul',
    godsonEmail: 'E-mail du filleul',
    send: 'Envoyer l’invitation',
    sent: /Invitation envoyée/,
    invited: 'Invité',
    active: 'Membre actif',
    limit: /nombre maximal d’invitations pour cette année/,
    code: 'Mon code parrain',
  },
  en: {
    page: '/en/account/sponsorship',
    mrs: 'Mrs',
    firstname: 'Godson’s first name',
    lastname: 'Godson’s last name',
    godsonEmail: 'Godson’s email',
    send: 'Send the invitation',
    sent: /Invitation sent/,
    invited: 'Invited',
    active: 'Active member',
    limit: /as many invitations as a year allows/,
    code: 'My sponsor code',
  },
} as const

async function inviteWithForm(page: Page, locale: 'fr' | 'en', email: string) {
  const s = t[locale]
  await page.getByLabel(s.mrs, { exact: true }).check()
  await page.getByLabel(s.firstname, { exact: true }).fill('Élise')
  await page.getByLabel(s.lastname, { exact: true }).fill('Fontaine')
  await page.getByLabel(s.godsonEmail, { exact: true }).fill(email)
  await page.getByRole('button', { name: s.send }).click()
}

async function mailTo(request: APIRequestContext, to: string) {
  const token = await staffToken(request)
  let text = ''
  await expect
    .poll(async () => {
      const response = await request.get('/api/cms/outbox', {
        headers: { Authorization: `JWT ${token}` },
        params: { 'where[to][equals]': to, 'where[kind][equals]': 'sponsorship.invitation' },
      })
      const body = (await response.json()) as { docs: { text: string }[] }
      text = body.docs[0]?.text ?? ''
      return text.length
    })
    .toBeGreaterThan(0)
  return text
}

async function marieInit(page: Page) {
  const response = await page.request.get('/api/epc/users/init')
  return (await response.json()) as {
    loyalty: { points: number }
    sponsorship: { godsonsThisYear: number; remainingThisYear: number }
  }
}

for (const locale of ['fr', 'en'] as const) {
  test(`${locale}: an invited godson signs up, gets a card, and Marie gets 3,100 points`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    const s = t[locale]
    await signIn(page, MARIE)
    await page.goto(s.page)
    const code = (await page
      .getByText(s.code)
      .locator('xpath=following-sibling::dd')
      .textContent())!.trim()
    expect(code).toMatch(/^[0-9A-Z]{8}$/)
    await expectAccessible(page)

    const email = `godson-${unique()}@example.com`
    await inviteWithForm(page, locale, email)
    await expect(page.getByRole('status').filter({ hasText: s.sent })).toBeVisible()
    const godsonCard = page.locator(`[data-godson="${email}"]`)
    await expect(godsonCard.getByText(s.invited, { exact: true })).toBeVisible()
    const mail = await mailTo(request, email)
    expect(mail).toContain(code)

    // The godson signs up with the code, then a casino issues his card.
    await clearSignUpLimit(request)
    const signUp = await request.post(`/api/epc/users/signup?lang=${locale}`, {
      headers: { Origin: baseURL! },
      data: {
        path: 'newCustomer',
        civility: 'Mrs',
        firstname: 'Élise',
        lastname: 'Fontaine',
        birthdate: '1990-03-12',
        email,
        emailVerify: email,
        password: 'Godson-Password-2026!',
        passwordVerify: 'Godson-Password-2026!',
        addressLine1: '12 rue de la Plage',
        zip: '64200',
        city: 'Biarritz',
        country: 'FR',
        sponsorCode: code,
        acceptPrivacyPolicy: true,
        acceptTerms: true,
        ageCertified: true,
        captcha: await solveCaptcha(request),
      },
    })
    expect(signUp.status()).toBe(201)
    const before = (await marieInit(page)).loyalty.points
    const card = await request.post('/api/integration/v1/cards', {
      headers: { authorization: `Bearer ${DEMO_KEY}` },
      data: {
        email,
        cardNumber: String(9_000_000_000 + (Date.now() % 999_999_999)),
        casino: 'biarritz',
      },
    })
    expect(card.status()).toBe(200)
    await page.reload()
    await expect(godsonCard.getByText(s.active, { exact: true })).toBeVisible()
    const init = await marieInit(page)
    expect(init.loyalty.points).toBe(before + 3_100)
    // The page counts the godson places as init does: the godson who just joined took one.
    const places = page.locator('[data-remaining]')
    await expect(places).toHaveAttribute(
      'data-remaining',
      String(init.sponsorship.remainingThisYear),
    )
    await expect(places).toContainText(String(init.sponsorship.godsonsThisYear))

    if (locale === 'en') {
      // Send the year's invitations through the API, then the next through the form is refused.
      for (let index = 0; index < 30; index++) {
        const answer = await page.request.post('/api/epc/profile/sponsorship/invitations', {
          headers: { Origin: baseURL! },
          data: {
            civility: 'Mr',
            firstname: 'Max',
            lastname: 'Roy',
            email: `filler-${unique()}@example.com`,
          },
        })
        if (answer.status() === 409) break
        expect(answer.status()).toBe(201)
      }
      await page.reload()
      await inviteWithForm(page, locale, `eleventh-${unique()}@example.com`)
      const refusal = page.getByRole('alert').filter({ hasText: s.limit })
      await expect(refusal).toBeVisible()
      await expect(refusal).toHaveAttribute('data-error-code', 'invitationsLimit')
    }
  })
}
