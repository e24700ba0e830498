import type { APIRequestContext, Page } from '@playwright/test'

import { expect, expectAccessible, solveCaptcha, staffToken, test } from './support/fixtures'
import { clearSignUpLimit } from './support/members'

/**
 * Member journeys in a real browser, in French and English: sign-up (new customer and card
 * holder) with the activation mail read from the outbox, login, lockout then password reset,
 * the accept-terms guard of VIP pages, profile edit and logout.
 */

/** Mutations check the Origin, as a browser would send it. */
const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? '3100'}`

const PASSWORD = 'Roulette-Noire-2026!'
const NEW_PASSWORD = 'Baccara-Royal-2027?'
const DEMO_PASSWORD = 'Atout-Demo-2026!'

type Locale = 'fr' | 'en'

const paths = {
  fr: {
    login: '/account/connexion',
    signUp: '/account/inscription',
    forgot: '/account/mot-de-passe-oublie',
    profile: '/account/profil',
    account: '/account',
    acceptTerms: '/account/accept-cgu',
    vip: '/le-carre-vip/statuts',
    logout: '/logout',
  },
  en: {
    login: '/en/account/login',
    signUp: '/en/account/sign-up',
    forgot: '/en/account/forgot-password',
    profile: '/en/account/profile',
    account: '/en/account',
    acceptTerms: '/en/account/accept-cgu',
    vip: '/en/le-carre-vip/statuses',
    logout: '/en/logout',
  },
} as const

const ui = {
  fr: {
    email: 'Adresse e-mail',
    emailVerify: 'Confirmez l’adresse e-mail',
    password: 'Mot de passe',
    passwordVerify: 'Confirmez le mot de passe',
    newPassword: 'Nouveau mot de passe',
    newPasswordVerify: 'Confirmez le nouveau mot de passe',
    login: 'Se connecter',
    next: 'Continuer',
    createAccount: 'Créer mon compte',
    newCustomer: 'Je suis nouveau client',
    cardHolder: 'J’ai une carte de casino',
    cardNumber: 'Numéro de carte',
    lastname: 'Nom',
    firstname: 'Prénom',
    birthdate: 'Date de naissance',
    mrs: 'Madame',
    address: 'Adresse (numéro et voie)',
    zip: 'Code postal',
    city: 'Ville',
    country: 'Pays',
    privacy: 'J’ai lu et j’accepte la politique de confidentialité',
    terms: 'J’accepte les conditions générales d’utilisation',
    age: 'Je certifie avoir 18 ans ou plus',
    created: 'Votre compte est créé',
    preMemberNotice: 'Dernière étape : passez au casino',
    cardVerified: 'Carte vérifiée',
    activated: 'Votre adresse e-mail est confirmée : votre compte est activé.',
    preMember: 'Pré-membre',
    member: 'Membre',
    loyaltyStatus: /^Statut (White|Silver|Gold|Black)$/,
    wrongPassword: 'E-mail ou mot de passe incorrect.',
    blocked: /bloqué pendant 4 minutes/,
    forgotSubmit: 'Recevoir le lien',
    forgotSent: /Si un compte existe pour cette adresse/,
    resetSubmit: 'Enregistrer le mot de passe',
    resetDone: /Votre mot de passe a été modifié/,
    acceptCheckbox: 'J’ai lu et j’accepte les conditions générales d’utilisation',
    acceptSubmit: 'Accepter et continuer',
    phone: 'Téléphone',
    saveContact: 'Enregistrer mes coordonnées',
    favouriteCasino: 'Casino préféré',
    savePreferences: 'Enregistrer mes préférences',
    emailOptIn: 'E-mail',
    noConsentYet: 'Aucun changement enregistré pour l’instant.',
    consentRow: ['Contact par e-mail', 'Donné', 'Mon profil'],
    saved: 'Vos modifications sont enregistrées.',
    logout: 'Se déconnecter',
    loginLink: /Connexion|Se connecter/,
    cardTab: 'Carte et date de naissance',
    cardNotFound: /Aucune carte active ne correspond à ce numéro/,
    cardHasAccount: /Cette carte est déjà reliée à un compte en ligne/,
    forgotLink: 'Mot de passe oublié ?',
    notAdult: 'Vous devez avoir au moins 18 ans.',
    badName: /Uniquement des lettres et des espaces/,
  },
  en: {
    email: 'Email address',
    emailVerify: 'Confirm your email address',
    password: 'Password',
    passwordVerify: 'Confirm your password',
    newPassword: 'New password',
    newPasswordVerify: 'Confirm your new password',
    login: 'Log in',
    next: 'Continue',
    createAccount: 'Create my account',
    newCustomer: "I'm new",
    cardHolder: 'I have a casino card',
    cardNumber: 'Card number',
    lastname: 'Last name',
    firstname: 'First name',
    birthdate: 'Date of birth',
    mrs: 'Mrs',
    address: 'Address (number and street)',
    zip: 'Postcode',
    city: 'Town or city',
    country: 'Country',
    privacy: 'I have read and accept the privacy policy',
    terms: 'I accept the terms and conditions',
    age: 'I certify that I am 18 or over',
    created: 'Your account has been created',
    preMemberNotice: 'One last step: visit a casino',
    cardVerified: 'Card verified',
    activated: 'Your email address is confirmed: your account is active.',
    preMember: 'Pre-member',
    member: 'Member',
    loyaltyStatus: /^(White|Silver|Gold|Black) status$/,
    wrongPassword: 'Incorrect email or password.',
    blocked: /blocked for 4 minutes/,
    forgotSubmit: 'Send me the link',
    forgotSent: /If an account exists for this address/,
    resetSubmit: 'Save my password',
    resetDone: /Your password has been changed/,
    acceptCheckbox: 'I have read and accept the terms and conditions',
    acceptSubmit: 'Accept and continue',
    phone: 'Phone number',
    saveContact: 'Save my contact details',
    favouriteCasino: 'Favourite casino',
    savePreferences: 'Save my preferences',
    emailOptIn: 'Email',
    noConsentYet: 'No change recorded yet.',
    consentRow: ['Contact by e-mail', 'Given', 'My profile'],
    saved: 'Your changes have been saved.',
    logout: 'Log out',
    loginLink: /Log in/,
    cardTab: 'Card and date of birth',
    cardNotFound: /No active card has this number/,
    cardHasAccount: /This card is already linked to an online account/,
    forgotLink: 'Forgotten your password?',
    notAdult: 'You must be at least 18 years old.',
    badName: /Only letters and spaces/,
  },
} as const

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A form control by its label; required fields' labels end with an asterisk. */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${escape(label)}\\s*\\*?$`))
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** The path and query of the last mail of a kind sent to an address, read from the outbox. */
async function linkFromOutbox(
  request: APIRequestContext,
  to: string,
  kind: 'activation' | 'passwordReset',
): Promise<{ path: string; locale: string }> {
  const token = await staffToken(request)
  let found: { text: string; locale: string } | undefined
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
      const body = (await response.json()) as { docs: { text: string; locale: string }[] }
      found = body.docs[0]
      return Boolean(found)
    })
    .toBe(true)
  const match = /https?:\/\/[^/\s]+(\/\S*[?&]token=[\w-]+)/.exec(found!.text)
  if (!match) throw new Error(`no link in the ${kind} mail to ${to}`)
  return { path: match[1]!, locale: found!.locale }
}

async function logIn(page: Page, locale: Locale, email: string, password: string) {
  const t = ui[locale]
  await page.goto(paths[locale].login)
  await field(page, t.email).fill(email)
  await field(page, t.password).fill(password)
  await page.getByRole('button', { name: t.login, exact: true }).click()
}

async function fillPasswordStep(page: Page, locale: Locale) {
  const t = ui[locale]
  await field(page, t.password).fill(PASSWORD)
  await field(page, t.passwordVerify).fill(PASSWORD)
  await field(page, t.privacy).check()
  await field(page, t.terms).check()
  await field(page, t.age).check()
  await page.getByRole('button', { name: t.createAccount }).click()
}

/** A new active member made through the API (sign-up + activation link), for journeys that need one. */
async function createMember(request: APIRequestContext, locale: Locale): Promise<string> {
  const email = `member-${unique()}@example.com`
  await clearSignUpLimit(request)
  const response = await request.post(`/api/epc/users/signup?lang=${locale}`, {
    headers: { Origin: ORIGIN },
    data: {
      path: 'newCustomer',
      civility: 'Mr',
      firstname: 'Julien',
      lastname: 'Marchand',
      birthdate: '1987-05-09',
      email,
      emailVerify: email,
      password: PASSWORD,
      passwordVerify: PASSWORD,
      addressLine1: '3 quai Saint-Pierre',
      zip: '06400',
      city: 'Cannes',
      country: 'FR',
      acceptPrivacyPolicy: true,
      acceptTerms: true,
      ageCertified: true,
      captcha: await solveCaptcha(request),
    },
  })
  expect(response.status()).toBe(201)
  const { path } = await linkFromOutbox(request, email, 'activation')
  const token = new URL(path, 'http://x').searchParams.get('token')
  const activated = await request.post('/api/epc/auth/activate', {
    headers: { Origin: ORIGIN },
    data: { token },
  })
  expect(activated.ok()).toBeTruthy()
  return email
}

for (const locale of ['fr', 'en'] as const) {
  const t = ui[locale]
  const p = paths[locale]

  test.describe(`member identity (${locale})`, () => {
    // Whole journeys (several pages, mails, password hashing): longer than one page's budget.
    test.describe.configure({ timeout: 90_000 })

    test('a new customer signs up, is told to visit a casino, activates the account from the mail and logs in as a pre-member', async ({
      page,
      request,
    }) => {
      const email = `new-${locale}-${unique()}@example.com`
      await clearSignUpLimit(request)
      await page.goto(p.signUp)
      await expectAccessible(page)
      await field(page, t.newCustomer).check()
      await page.getByRole('button', { name: t.next }).click()

      await field(page, t.mrs).check()
      await field(page, t.firstname).fill('Camille')
      await field(page, t.lastname).fill('Lefèvre')
      await field(page, t.birthdate).fill('1990-03-14')
      await field(page, t.email).fill(email)
      await field(page, t.emailVerify).fill(email)
      await page.getByRole('button', { name: t.next }).click()

      await field(page, t.address).fill('12 rue de la Paix')
      await field(page, t.zip).fill('06400')
      await field(page, t.city).fill('Cannes')
      await field(page, t.country).selectOption('FR')
      await page.getByRole('button', { name: t.next }).click()

      await fillPasswordStep(page, locale)
      await expect(page.getByRole('heading', { name: t.created })).toBeVisible()
      await expect(page.getByText(t.preMemberNotice)).toBeVisible()

      // Before activation, the login is refused with the spec's 0026 and the link is sent again.
      const activation = await linkFromOutbox(request, email, 'activation')
      expect(activation.locale).toBe(locale)
      await page.goto(activation.path)
      await expect(page.getByText(t.activated)).toBeVisible()

      await logIn(page, locale, email, PASSWORD)
      await expect(page).toHaveURL(p.profile)
      await page.goto(p.account)
      await expect(page.getByText(t.preMember, { exact: true })).toBeVisible()
    })

    test('a card holder links the card to a new account and is an active member', async ({
      page,
      request,
    }) => {
      const holder =
        locale === 'fr'
          ? { card: '6000000001', lastname: 'Laurent', birthdate: '1985-07-21' }
          : { card: '6000000002', lastname: 'Girard', birthdate: '1979-11-03' }
      const email = `card-${locale}-${unique()}@example.com`
      await clearSignUpLimit(request)
      await page.goto(p.signUp)
      await field(page, t.cardHolder).check()
      await field(page, t.cardNumber).fill(holder.card)
      await field(page, t.lastname).fill(holder.lastname)
      await field(page, t.birthdate).fill(holder.birthdate)
      await page.getByRole('button', { name: t.next }).click()
      await expect(page.getByText(t.cardVerified)).toBeVisible()
      await field(page, t.mrs).check()

      await field(page, t.email).fill(email)
      await field(page, t.emailVerify).fill(email)
      await page.getByRole('button', { name: t.next }).click()
      await page.getByRole('button', { name: t.next }).click()
      await fillPasswordStep(page, locale)
      await expect(page.getByRole('heading', { name: t.created })).toBeVisible()
      await expect(page.getByText(t.preMemberNotice)).toHaveCount(0)

      const activation = await linkFromOutbox(request, email, 'activation')
      await page.goto(activation.path)
      await expect(page.getByText(t.activated)).toBeVisible()
      await logIn(page, locale, email, PASSWORD)
      await expect(page).toHaveURL(p.profile)
      await page.goto(p.account)
      // An active member: the hub gives the loyalty status, with no pre-member notice.
      await expect(page.getByTestId('loyalty-summary-status')).toHaveText(t.loyaltyStatus)
      await expect(page.getByText(t.preMemberNotice)).toHaveCount(0)
      await expect(page.getByText(holder.card)).toBeVisible()
    })

    test('the card of a member who has an account sends them to log in or reset the password', async ({
      page,
    }) => {
      // Marie's card (demo): her account exists, no card holder row was imported for it.
      await page.goto(p.signUp)
      await field(page, t.cardHolder).check()
      await field(page, t.cardNumber).fill('5000000001')
      await field(page, t.lastname).fill('Dupont')
      await field(page, t.birthdate).fill('1982-04-17')
      await page.getByRole('button', { name: t.next }).click()
      await expect(page.getByRole('alert').filter({ hasText: t.cardHasAccount })).toBeVisible()
      await expect(
        page.locator(`a[href="${p.login}"]`).filter({ hasText: t.login }).first(),
      ).toBeVisible()
      await expectAccessible(page)
      await page.getByRole('link', { name: t.forgotLink, exact: true }).click()
      await expect(page).toHaveURL(p.forgot)
    })

    test('sign-up says on the identity step what is wrong there: a minor, a name with digits', async ({
      page,
    }) => {
      await page.goto(p.signUp)
      await field(page, t.newCustomer).check()
      await page.getByRole('button', { name: t.next }).click()
      await field(page, t.mrs).check()
      await field(page, t.firstname).fill('Camille2')
      await field(page, t.lastname).fill('Lefèvre')
      const seventeen = new Date()
      seventeen.setFullYear(seventeen.getFullYear() - 17)
      await field(page, t.birthdate).fill(seventeen.toISOString().slice(0, 10))
      const email = `minor-${unique()}@example.com`
      await field(page, t.email).fill(email)
      await field(page, t.emailVerify).fill(email)
      await page.getByRole('button', { name: t.next }).click()
      // Still on the identity step, each message next to its field and in the summary.
      await expect(field(page, t.birthdate)).toHaveAccessibleDescription(
        new RegExp(escape(t.notAdult)),
      )
      await expect(field(page, t.firstname)).toHaveAccessibleDescription(t.badName)
      await expect(page.getByRole('alert').filter({ hasText: t.notAdult })).toBeVisible()
      await expect(field(page, t.address)).toHaveCount(0)
      await expectAccessible(page)
    })

    test('an unknown typed card number is told so, not that the card could not be read', async ({
      page,
    }) => {
      await page.goto(p.login)
      await page.getByRole('tab', { name: t.cardTab }).click()
      await field(page, t.cardNumber).fill('4999999999')
      await field(page, t.birthdate).fill('1980-05-12')
      await page.getByRole('button', { name: t.login, exact: true }).click()
      const alert = page.getByRole('alert').filter({ hasText: t.cardNotFound })
      await expect(alert).toBeVisible()
      await expect(alert).not.toContainText(/\(code|0090|cardNotFound/)
    })

    test('wrong passwords lock the account; a password reset unblocks it', async ({
      page,
      request,
    }) => {
      const email = await createMember(request, locale)
      for (let attempt = 1; attempt <= 4; attempt++) {
        await logIn(page, locale, email, 'Not-The-Password-1!')
        await expect(page.getByText(t.wrongPassword)).toBeVisible()
      }
      await logIn(page, locale, email, 'Not-The-Password-1!')
      await expect(page.getByText(t.blocked).first()).toBeVisible()
      // Even the right password is refused while blocked.
      await logIn(page, locale, email, PASSWORD)
      await expect(page.getByText(t.blocked).first()).toBeVisible()

      await page.goto(p.forgot)
      await field(page, t.email).fill(email)
      await page.getByRole('button', { name: t.forgotSubmit }).click()
      await expect(page.getByText(t.forgotSent)).toBeVisible()

      const reset = await linkFromOutbox(request, email, 'passwordReset')
      expect(reset.locale).toBe(locale)
      await page.goto(reset.path)
      await field(page, t.newPassword).fill(NEW_PASSWORD)
      await field(page, t.newPasswordVerify).fill(NEW_PASSWORD)
      await page.getByRole('button', { name: t.resetSubmit }).click()
      await expect(page.getByText(t.resetDone)).toBeVisible()

      await logIn(page, locale, email, NEW_PASSWORD)
      await expect(page).toHaveURL(p.profile)
    })

    test('VIP pages need accepted terms: the member is sent to accept them, then back', async ({
      page,
      request,
    }) => {
      const email = await createMember(request, locale)
      // The terms changed since the member accepted them (an older version is on record).
      const token = await staffToken(request)
      const found = await request.get('/api/cms/members', {
        headers: { Authorization: `JWT ${token}` },
        params: { 'where[email][equals]': email, limit: '1' },
      })
      const member = ((await found.json()) as { docs: { id: number | string }[] }).docs[0]!
      const patched = await request.patch(`/api/cms/members/${member.id}`, {
        headers: { Authorization: `JWT ${token}` },
        data: { consents: { acceptCgu: true, termsVersion: '2020-01' } },
      })
      expect(patched.ok()).toBeTruthy()

      // Not connected: a VIP page leads home.
      await page.goto(p.vip)
      await expect(page).toHaveURL(locale === 'fr' ? '/' : '/en')

      await logIn(page, locale, email, PASSWORD)
      await expect(page).toHaveURL(p.profile)
      await page.goto(p.vip)
      await expect(page).toHaveURL(new RegExp(`${p.acceptTerms}(\\?|$)`))
      await expectAccessible(page)
      await field(page, t.acceptCheckbox).check()
      await page.getByRole('button', { name: t.acceptSubmit }).click()
      await expect(page).toHaveURL(p.vip)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })

    test('a member edits the profile, and logging out ends the session', async ({
      page,
      context,
    }) => {
      const email =
        locale === 'fr' ? 'marie.dupont@demo.atout.example' : 'hugo.moreau@demo.atout.example'
      await logIn(page, locale, email, DEMO_PASSWORD)
      // Hugo has not accepted the current terms: the profile still opens (only VIP pages need them).
      await expect(page).toHaveURL(p.profile)
      await expectAccessible(page)
      const [phone, stored] =
        locale === 'fr' ? ['06 12 34 56 78', '+33612345678'] : ['07 98 76 54 32', '+33798765432']
      // The field suggests the format of the member's country, following the country chosen.
      // (No country saved reads as France; the country is put back before saving.)
      await expect(field(page, t.phone)).toHaveAccessibleDescription(/06 12 34 56 78/)
      const savedCountry = await field(page, t.country).inputValue()
      await field(page, t.country).selectOption('BE')
      await expect(field(page, t.phone)).toHaveAccessibleDescription(/0450 00 12 34/)
      await field(page, t.country).selectOption(savedCountry)
      await field(page, t.phone).fill(phone)
      await page.getByRole('button', { name: t.saveContact }).click()
      await expect(page.getByText(t.saved)).toBeVisible()
      await page.reload()
      // Stored in the international format.
      await expect(field(page, t.phone)).toHaveValue(stored)

      const names = (await context.cookies()).map((c) => c.name)
      expect(names).toEqual(expect.arrayContaining(['access_token', 'refresh_token', 'id_token']))

      await page.goto(p.account)
      await page
        .getByRole('button', { name: t.logout })
        .or(page.getByRole('link', { name: t.logout }))
        .first()
        .click()
      await expect(page).not.toHaveURL(p.account)
      const after = (await context.cookies()).map((c) => c.name)
      expect(after).not.toContain('access_token')
      expect(after).not.toContain('refresh_token')
      expect(after).not.toContain('id_token')
      // The member area is closed again.
      await page.goto(p.profile)
      await expect(page).toHaveURL(locale === 'fr' ? '/' : '/en')
    })

    test('the product API answers the logged-in member: GET /users/init', async ({
      page,
      context,
      request,
    }) => {
      const email = await createMember(request, locale)
      await logIn(page, locale, email, PASSWORD)
      await expect(page).toHaveURL(p.profile)
      // The favourite casino is chosen among the casinos by name; the API answers its slug.
      // Ticking "by e-mail" with it is a consent the history under the forms then shows.
      await expect(page.getByText(t.noConsentYet)).toBeVisible()
      await field(page, t.favouriteCasino).selectOption({
        label: 'Casino Atout Deauville Les Planches',
      })
      await page.getByRole('checkbox', { name: t.emailOptIn, exact: true }).check()
      await page.getByRole('button', { name: t.savePreferences }).click()
      await expect(page.getByText(t.saved)).toBeVisible()
      await page.reload()
      await expect(field(page, t.favouriteCasino)).toHaveValue('deauville')
      const consent = page.getByRole('row').filter({ hasText: t.consentRow[0] })
      await expect(consent).toHaveCount(1)
      for (const cell of t.consentRow) {
        await expect(consent.getByRole('cell', { name: cell, exact: true })).toBeVisible()
      }
      await expectAccessible(page)
      // The browser's own cookies, as an app in a web view would send them.
      const init = await page.request.get('/api/epc/users/init')
      expect(init.status()).toBe(200)
      expect(init.headers()['cache-control']).toBe('no-store')
      expect(init.headers()['x-content-type-options']).toBe('nosniff')
      const body = await init.json()
      expect(body.profile).toMatchObject({
        email,
        firstname: 'Julien',
        city: 'Cannes',
        favouriteCasino: 'deauville',
      })
      expect(body.sponsorship.sponsorCode).toBeTruthy()

      await context.clearCookies()
      const anonymous = await page.request.get(`/api/epc/users/init?lang=${locale}`)
      expect(anonymous.status()).toBe(401)
      expect(await anonymous.json()).toEqual({
        code: 'unauthenticated',
        message: locale === 'fr' ? 'Connectez-vous pour continuer.' : 'Please log in to continue.',
      })
    })
  })
}

test('an expired access token is refreshed silently on the next page', async ({
  page,
  context,
}) => {
  await logIn(page, 'fr', 'marie.dupont@demo.atout.example', DEMO_PASSWORD)
  await expect(page).toHaveURL('/account/profil')
  const cookies = await context.cookies()
  const kept = cookies.filter((c) => c.name !== 'access_token')
  await context.clearCookies()
  await context.addCookies(kept)
  await page.goto('/account')
  await expect(page).toHaveURL('/account')
  await expect(page.getByText('Marie', { exact: false }).first()).toBeVisible()
  expect((await context.cookies()).some((c) => c.name === 'access_token')).toBe(true)
})

test('a French account link opened by an English browser leads to the English page', async ({
  browser,
}) => {
  const context = await browser.newContext({
    locale: 'en-US',
    extraHTTPHeaders: { 'Accept-Language': 'en-US,en;q=0.9' },
  })
  const page = await context.newPage()
  await page.goto('/account/connexion')
  await expect(page).toHaveURL('/en/account/login')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in')
  await context.close()
})
