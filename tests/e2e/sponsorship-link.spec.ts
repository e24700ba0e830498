import type { APIRequestContext, Page } from '@playwright/test'

import { expect, expectAccessible, staffToken, test } from './support/fixtures'

/**
 * The sponsorship invitation's sign-up link carries the sponsor code (issue 20, item 11), in both
 * languages: the godson follows the link from the mail and finds the code already in the form.
 */

const HUGO = { email: 'hugo.moreau@demo.atout.example', password: 'Atout-Demo-2026!' }
const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? '3100'}`
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

const ui = {
  fr: {
    signUp: '/account/inscription',
    param: 'parrain',
    notice: (code: string) => `Vous êtes parrainé\u00a0: le code parrain ${code} est déjà saisi.`,
    newCustomer: 'Je suis nouveau client',
    next: 'Continuer',
    mrs: 'Madame',
    firstname: 'Prénom',
    lastname: 'Nom',
    birthdate: 'Date de naissance',
    email: 'Adresse e-mail',
    emailVerify: 'Confirmez l’adresse e-mail',
    sponsorCode: 'Code parrain',
  },
  en: {
    signUp: '/en/account/sign-up',
    param: 'sponsor',
    notice: (code: string) =>
      `You were referred by a member: sponsor code ${code} is already filled in.`,
    newCustomer: "I'm new",
    next: 'Continue',
    mrs: 'Mrs',
    firstname: 'First name',
    lastname: 'Last name',
    birthdate: 'Date of birth',
    email: 'Email address',
    emailVerify: 'Confirm your email address',
    sponsorCode: 'Sponsor code',
  },
} as const

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A form control by its label; required fields' labels end with an asterisk. */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${escape(label)}\\s*\\*?$`))
}

/** The invitation mail's text, read from the outbox. */
async function invitationMail(request: APIRequestContext, to: string): Promise<string> {
  const token = await staffToken(request)
  let text = ''
  await expect
    .poll(async () => {
      const response = await request.get('/api/cms/outbox', {
        headers: { Authorization: `JWT ${token}` },
        params: { 'where[to][equals]': to, 'where[kind][equals]': 'sponsorship.invitation' },
      })
      text = ((await response.json()) as { docs: { text: string }[] }).docs[0]?.text ?? ''
      return text.length
    })
    .toBeGreaterThan(0)
  return text
}

for (const locale of ['fr', 'en'] as const) {
  const t = ui[locale]
  test(`${locale}: the invitation's link opens the sign-up form with the sponsor code filled in`, async ({
    page,
    playwright,
  }) => {
    // Hugo invites a godson through the product API (his own session, not the godson's browser).
    const sponsor = await playwright.request.newContext({
      baseURL: ORIGIN,
      extraHTTPHeaders: { Origin: ORIGIN },
    })
    const login = await sponsor.post('/api/epc/auth/login', { data: HUGO })
    expect(login.ok()).toBeTruthy()
    const { sponsorCode: code } = (await (
      await sponsor.get('/api/epc/profile/sponsorship')
    ).json()) as { sponsorCode: string }
    expect(code).toMatch(/^[0-9A-Z]{8}$/)
    const email = `godson-link-${locale}-${unique()}@example.com`
    const invited = await sponsor.post(`/api/epc/profile/sponsorship/invitations?lang=${locale}`, {
      data: { civility: 'Mrs', firstname: 'Jeanne', lastname: 'Roussel', email },
    })
    expect(invited.status()).toBe(201)
    await sponsor.dispose()

    const mail = await invitationMail(page.request, email)
    const link = new RegExp(
      `https?://[^/\\s]+(${escape(t.signUp)}\\?${t.param}=${code})(\\s|$)`,
    ).exec(mail)
    expect(link, mail).not.toBeNull()

    await page.goto(link![1]!)
    await expect(page.getByText(t.notice(code))).toBeVisible()
    await expectAccessible(page)
    await field(page, t.newCustomer).check()
    await page.getByRole('button', { name: t.next }).click()
    await field(page, t.mrs).check()
    await field(page, t.firstname).fill('Jeanne')
    await field(page, t.lastname).fill('Roussel')
    await field(page, t.birthdate).fill('1991-06-02')
    await field(page, t.email).fill(email)
    await field(page, t.emailVerify).fill(email)
    await page.getByRole('button', { name: t.next }).click()
    await expect(field(page, t.sponsorCode)).toHaveValue(code)
  })
}
