import type { Browser, Page } from '@playwright/test'

import { expect, expectAccessible, test } from './support/fixtures'
import { postTenNights } from './support/hotel'
import {
  clearSignUpLimit,
  createMember,
  DEMO_PASSWORD,
  field,
  logIn,
  signIn,
  readMail,
} from './support/members'

/**
 * The hotel programme's people in a real browser, fr and en (issue 22): a collaborator signs up
 * with a professional e-mail (another domain is refused with "Invalid domain" on the e-mail) and
 * is a Collaborator once logged in; a holder invites a spouse by e-mail, the spouse accepts from
 * the mail's link and sees the holder's status, then the holder revokes the card.
 */

test.describe.configure({ timeout: 150_000 })

const t = {
  fr: {
    hubLogin: '/account/connexion',
    login: 'Se connecter',
    dashboard: '/account/programme-hotels',
    collaboratorLink: 'Inscription des collaborateurs',
    newCustomer: 'Je suis nouveau client',
    next: 'Continuer',
    mrs: 'Madame',
    firstname: 'Prénom',
    lastname: 'Nom',
    birthdate: 'Date de naissance',
    email: 'Adresse e-mail',
    emailVerify: 'Confirmez l’adresse e-mail',
    address: 'Adresse (numéro et voie)',
    zip: 'Code postal',
    city: 'Ville',
    country: 'Pays',
    password: 'Mot de passe',
    passwordVerify: 'Confirmez le mot de passe',
    privacy: 'J’ai lu et j’accepte la politique de confidentialité',
    terms: 'J’accepte les conditions générales d’utilisation',
    age: 'Je certifie avoir 18 ans ou plus',
    create: 'Créer mon compte',
    created: 'Votre compte est créé',
    invalidDomain: 'Domaine non valide.',
    activated: 'Votre adresse e-mail est confirmée : votre compte est activé.',
    collaborator: 'Collaborateur',
    join: 'Adhérer au programme hôtels',
    spouseEmail: 'E-mail de votre conjoint',
    invite: 'Envoyer l’invitation',
    pending: /Invitation envoyée à .+ en attente d’acceptation/,
    accept: 'Accepter l’invitation',
    acceptText: 'Alice Fontaine vous invite à partager son statut',
    linked: /Votre carte est la carte Conjoint de Alice Fontaine/,
    active: /Carte Conjoint de Alice Fontaine/,
    revoke: 'Révoquer la carte Conjoint',
    revoked: 'La carte Conjoint est révoquée.',
    notYours: /Cette invitation a été envoyée à une autre adresse e-mail/,
  },
  en: {
    hubLogin: '/en/account/login',
    login: 'Log in',
    dashboard: '/en/account/hotel-programme',
    collaboratorLink: 'Collaborator sign-up',
    newCustomer: "I'm new",
    next: 'Continue',
    mrs: 'Mrs',
    firstname: 'First name',
    lastname: 'Last name',
    birthdate: 'Date of birth',
    email: 'Email address',
    emailVerify: 'Confirm your email address',
    address: 'Address (number and street)',
    zip: 'Postcode',
    city: 'Town or city',
    country: 'Country',
    password: 'Password',
    passwordVerify: 'Confirm your password',
    privacy: 'I have read and accept the privacy policy',
    terms: 'I accept the terms and conditions',
    age: 'I certify that I am 18 or over',
    create: 'Create my account',
    created: 'Your account has been created',
    invalidDomain: 'Invalid domain.',
    activated: 'Your email address is confirmed: your account is active.',
    collaborator: 'Collaborator',
    join: 'Join the hotel programme',
    spouseEmail: 'Your spouse’s e-mail',
    invite: 'Send the invitation',
    pending: /Invitation sent to .+ waiting to be accepted/,
    accept: 'Accept the invitation',
    acceptText: 'Alice Fontaine invites you to share their hotel programme status',
    linked: /Your card is the spouse card of Alice Fontaine/,
    active: /Spouse card of Alice Fontaine/,
    revoke: 'Revoke the spouse card',
    revoked: 'The spouse card is revoked.',
    notYours: /This invitation was sent to another e-mail address/,
  },
} as const

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

async function fillSignUp(page: Page, locale: 'fr' | 'en', email: string) {
  const s = t[locale]
  await field(page, s.newCustomer).check()
  await page.getByRole('button', { name: s.next }).click()
  await field(page, s.mrs).check()
  await field(page, s.firstname).fill('Jeanne')
  await field(page, s.lastname).fill('Martin')
  await field(page, s.birthdate).fill('1990-05-06')
  await field(page, s.email).fill(email)
  await field(page, s.emailVerify).fill(email)
  await page.getByRole('button', { name: s.next }).click()
  await field(page, s.address).fill('1 promenade des Anglais')
  await field(page, s.zip).fill('06000')
  await field(page, s.city).fill('Nice')
  await field(page, s.country).selectOption('FR')
  await page.getByRole('button', { name: s.next }).click()
  await field(page, s.password).fill(DEMO_PASSWORD)
  await field(page, s.passwordVerify).fill(DEMO_PASSWORD)
  await field(page, s.privacy).check()
  await field(page, s.terms).check()
  await field(page, s.age).check()
  await page.getByRole('button', { name: s.create }).click()
}

/** A member opens the invitation's link, logs in on the page it opens and is led back. */
async function followInvitation(
  browser: Browser,
  locale: 'fr' | 'en',
  link: string,
  email: string,
) {
  const s = t[locale]
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(link)
  await field(page, s.email).fill(email)
  await field(page, s.password).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: s.login, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${s.dashboard}\\?conjoint=`), { timeout: 30_000 })
  return { page, close: () => context.close() }
}

async function memberPage(browser: Browser, locale: 'fr' | 'en', email: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signIn(page, email)
  return { page, close: () => context.close() }
}

for (const locale of ['fr', 'en'] as const) {
  const s = t[locale]

  test(`${locale}: a collaborator signs up with a professional e-mail; another domain is refused`, async ({
    page,
    request,
  }) => {
    await clearSignUpLimit(request)
    await page.goto(s.hubLogin)
    await page.getByRole('link', { name: s.collaboratorLink }).click()
    await expect(page.getByRole('heading', { name: s.collaboratorLink, level: 2 })).toBeVisible()
    await expectAccessible(page)

    // A personal address: the form goes back to the e-mail and says the domain is not valid.
    await fillSignUp(page, locale, `jeanne-${unique()}@gmail.com`)
    await expect(page.getByText(s.invalidDomain).first()).toBeVisible()
    await expect(field(page, s.email)).toBeVisible()

    // A professional address of a sub-domain of the group's: the account is made.
    const email = `jeanne-${unique()}@paris.atout-hotels.fr`
    await field(page, s.email).fill(email)
    await field(page, s.emailVerify).fill(email)
    await page.getByRole('button', { name: s.next }).click()
    await page.getByRole('button', { name: s.next }).click()
    await field(page, s.password).fill(DEMO_PASSWORD)
    await field(page, s.passwordVerify).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: s.create }).click()
    await expect(page.getByRole('heading', { name: s.created })).toBeVisible()

    // Activated from the mail, logged in: a Collaborator of the hotel programme.
    const mail = await readMail(request, email, 'member.activation')
    const activation = /https?:\/\/[^/\s]+(\/\S*[?&]token=[\w-]+)/.exec(mail)?.[1]
    expect(activation).toBeTruthy()
    await page.goto(activation!)
    // The page confirms the address once hydrated: wait for it before logging in.
    await expect(page.getByText(s.activated)).toBeVisible()
    await logIn(page, locale, email)
    await page.goto(s.dashboard)
    await expect(page.locator('[data-hotel-status="collaborator"]')).toHaveText(s.collaborator)
    await expectAccessible(page)
  })

  test(`${locale}: a holder invites a spouse, who accepts and shares the status until revoked`, async ({
    browser,
    request,
  }) => {
    const [holderEmail, spouseEmail, otherEmail] = [
      await createMember(request, locale, 'holder'),
      await createMember(request, locale, 'spouse'),
      await createMember(request, locale, 'other'),
    ]
    // The holder is Infiniment (ten nights posted by the hotels' system).
    await postTenNights(request, holderEmail)
    const holder = await memberPage(browser, locale, holderEmail)
    await holder.page.goto(s.dashboard)
    await expect(holder.page.locator('[data-hotel-status="infiniment"]')).toBeVisible()
    // The form works once hydrated; until then its button is disabled (no native submit).
    const invite = holder.page.getByRole('button', { name: s.invite })
    await expect(invite).toBeEnabled()
    await field(holder.page, s.spouseEmail).fill(spouseEmail)
    await invite.click()
    await expect(holder.page.getByText(s.pending)).toBeVisible()
    await expectAccessible(holder.page)

    // The mail's link opens the hotel programme's login, which leads to the invitation.
    const mail = await readMail(request, spouseEmail, 'hotel.spouseInvitation')
    const link = /https?:\/\/[^/\s]+(\/\S+)/.exec(mail)?.[1]
    expect(link).toBeTruthy()

    // Another member following the link cannot take the card.
    const other = await followInvitation(browser, locale, link!, otherEmail)
    await expect(other.page.getByText(s.notYours)).toBeVisible()
    await other.close()

    // The spouse accepts and sees the holder's status and whose card it is.
    const spouse = await followInvitation(browser, locale, link!, spouseEmail)
    await expect(spouse.page.getByText(s.acceptText)).toBeVisible()
    await expectAccessible(spouse.page)
    await spouse.page.getByRole('button', { name: s.accept }).click()
    // The page refreshes into the spouse card at once: the button's own "accepted" status lasts
    // only until then (too briefly to wait for on a loaded machine); the card is what stays.
    await expect(spouse.page.getByText(s.linked)).toBeVisible()
    await expect(spouse.page.getByRole('button', { name: s.accept })).toHaveCount(0)
    await spouse.page.goto(s.dashboard)
    await expect(spouse.page.getByText(s.linked)).toBeVisible()
    await expect(spouse.page.locator('[data-hotel-status="infiniment"]')).toBeVisible()

    // The holder sees the spouse card and revokes it: the spouse's card is their own again.
    await holder.page.reload()
    await expect(holder.page.getByText(s.active)).toBeVisible()
    await holder.page.getByRole('button', { name: s.revoke }).click()
    await expect(holder.page.getByRole('status').filter({ hasText: s.revoked })).toBeVisible()
    await spouse.page.reload()
    await expect(spouse.page.locator('[data-hotel-status="decouverte"]')).toBeVisible()
    await expect(spouse.page.getByText(s.linked)).toHaveCount(0)
    await holder.close()
    await spouse.close()
  })
}
