import type { Browser, Page } from '@playwright/test'

import { memberPageGroups } from '../../src/features/identity/domain/account-routes'
import { expect, expectAccessible, test } from './support/fixtures'
import { createMember } from './support/members'
import { memberPageTypeUrls } from './support/page-types'

/**
 * The member area as members find it (issue 20), in French and English: the hub shows the
 * loyalty status and the account's state only where it matters, and every member page by group;
 * a member changes the password (other sessions end, the old password stops working); the
 * loyalty dashboard says how many points expire and when.
 */

// Each test logs in and checks accessibility more than once: slower than one page view.
test.describe.configure({ timeout: 90_000 })

const DEMO_PASSWORD = 'Atout-Demo-2026!'
const NEW_PASSWORD = 'Chemin-de-Fer-2027?'
const MARIE = 'marie.dupont@demo.atout.example'

type Locale = 'fr' | 'en'

const ui = {
  fr: {
    home: '/',
    login: '/account/connexion',
    hub: '/account',
    dashboard: '/account/fidelite',
    password: '/account/mot-de-passe',
    email: 'Adresse e-mail',
    passwordField: 'Mot de passe',
    submit: 'Se connecter',
    wrongPassword: 'E-mail ou mot de passe incorrect.',
    gold: 'Statut Gold',
    white: 'Statut White',
    accountState: 'Membre',
    preMember: 'Pré-membre',
    preMemberNotice: 'Dernière étape : passez au casino',
    termsTitle: 'Nos conditions ont évolué',
    termsLink: 'Lire et accepter les conditions',
    groups: {
      loyalty: 'Fidélité',
      hotel: 'Hôtels Infiniment',
      rewards: 'Avantages et offres',
      bookings: 'Réservations et paiements',
      account: 'Profil et sécurité',
    },
    menu: 'Mon compte',
    accountMenu: 'Menu de mon compte',
    vouchers: 'Mes bons',
    vouchersHeading: 'Mes bons d’avantage',
    passwordLink: 'Mot de passe',
    currentPassword: 'Mot de passe actuel',
    newPassword: 'Nouveau mot de passe',
    newPasswordVerify: 'Confirmez le nouveau mot de passe',
    change: 'Modifier le mot de passe',
    changed: 'Votre mot de passe a été modifié.',
    lengthRule: 'au moins 12 caractères',
    met: '(règle respectée)',
    unmet: '(règle pas encore respectée)',
    oneEnded: 'Votre autre session ouverte a été fermée',
    expiring: /^[\d\s\u202f]+ points? expirent? le \d{1,2}(er)? [a-zéû]+ \d{4}\./,
  },
  en: {
    home: '/en',
    login: '/en/account/login',
    hub: '/en/account',
    dashboard: '/en/account/loyalty',
    password: '/en/account/password',
    email: 'Email address',
    passwordField: 'Password',
    submit: 'Log in',
    wrongPassword: 'Incorrect email or password.',
    gold: 'Gold status',
    white: 'White status',
    accountState: 'Member',
    preMember: 'Pre-member',
    preMemberNotice: 'One last step: visit a casino',
    termsTitle: 'Our terms have changed',
    termsLink: 'Read and accept the terms',
    groups: {
      loyalty: 'Loyalty',
      hotel: 'Infiniment hotels',
      rewards: 'Rewards and offers',
      bookings: 'Bookings and payments',
      account: 'Profile and security',
    },
    menu: 'My account',
    accountMenu: 'My account menu',
    vouchers: 'My vouchers',
    vouchersHeading: 'My reward vouchers',
    passwordLink: 'Password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    newPasswordVerify: 'Confirm your new password',
    change: 'Change password',
    changed: 'Your password has been changed.',
    lengthRule: 'at least 12 characters',
    met: '(done)',
    unmet: '(not yet)',
    oneEnded: 'Your other open session has been ended',
    expiring: /^[\d,]+ points? expires? on [A-Z][a-z]+ \d{1,2}, \d{4}\./,
  },
} as const

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A form control by its label; required fields' labels end with an asterisk. */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${escape(label)}\\s*\\*?$`))
}

async function logIn(page: Page, locale: Locale, email: string, password = DEMO_PASSWORD) {
  const t = ui[locale]
  await page.goto(t.login)
  await field(page, t.email).fill(email)
  await field(page, t.passwordField).fill(password)
  await page.getByRole('button', { name: t.submit, exact: true }).first().click()
  await expect(page).not.toHaveURL(t.login, { timeout: 30_000 })
}

/** A second browser, logged in as the same member: another session of theirs. */
async function openSecondSession(browser: Browser, baseURL: string, locale: Locale, email: string) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await logIn(page, locale, email)
  await page.goto(ui[locale].dashboard)
  await expect(page).toHaveURL(ui[locale].dashboard)
  return { context, page }
}

for (const locale of ['fr', 'en'] as const) {
  const t = ui[locale]

  test.describe(`member area (${locale})`, () => {
    test('the hub shows a Gold member her loyalty status, not the account state, and every member page by group', async ({
      page,
    }) => {
      await logIn(page, locale, MARIE)
      await page.goto(t.hub)
      await expect(page.getByTestId('loyalty-summary-status')).toHaveText(t.gold)
      // "Status: Member" (the account's state) was all the hub said of a Gold member.
      await expect(page.getByText(t.accountState, { exact: true })).toHaveCount(0)
      await expect(page.getByText(t.preMember, { exact: true })).toHaveCount(0)
      await expect(page.getByText(t.termsTitle)).toHaveCount(0)
      await expect(page.getByTestId('loyalty-expiry')).toContainText(t.expiring)

      // Every page of the member pages list, in its group.
      for (const { group, routes } of memberPageGroups) {
        const nav = page
          .getByRole('main')
          .getByRole('navigation', { name: t.groups[group], exact: true })
        await expect(nav).toBeVisible()
        for (const route of routes) {
          await expect(nav.locator(`a[href="${memberPageTypeUrls[locale][route]}"]`)).toBeVisible()
        }
      }
      await expectAccessible(page)

      // The account menu of the header: the same pages in the same groups.
      await page.getByRole('button', { name: t.menu, exact: true }).click()
      const menu = page.getByRole('navigation', { name: t.accountMenu })
      for (const { group, routes } of memberPageGroups) {
        const list = menu.getByRole('list', { name: t.groups[group], exact: true })
        await expect(list.getByRole('link')).toHaveCount(routes.length)
      }
      // The open menu passes axe too (a disclosure: a button and its list of links).
      await expectAccessible(page)
      await menu.getByRole('link', { name: t.vouchers, exact: true }).click()
      await expect(page).toHaveURL(memberPageTypeUrls[locale].vouchers)
      await expect(page.getByRole('heading', { name: t.vouchersHeading })).toBeVisible()
    })

    test('the hub tells a pre-member his account is not complete, with no loyalty status', async ({
      page,
    }) => {
      await logIn(page, locale, 'lucas.bernard@demo.atout.example')
      await page.goto(t.hub)
      await expect(page.getByText(t.preMember, { exact: true })).toBeVisible()
      await expect(page.getByText(t.preMemberNotice)).toBeVisible()
      await expect(page.getByTestId('loyalty-summary-status')).toHaveCount(0)
      await expectAccessible(page)
    })

    test('the loyalty dashboard says how many points expire and when', async ({ page }) => {
      await logIn(page, locale, MARIE)
      await page.goto(t.dashboard)
      const expiry = page.getByTestId('loyalty-expiry')
      await expect(expiry).toContainText(t.expiring)
      const points = Number(
        ((await expiry.locator('p').first().textContent()) ?? '')
          .replace(/^([\d\s\u202f,]+).*/s, '$1')
          .replace(/\D/g, ''),
      )
      expect(points).toBeGreaterThan(0)
      // The product API's forecast (what an app shows) agrees that points expire soon.
      const init = await page.request.get('/api/epc/users/init')
      const { loyalty } = (await init.json()) as { loyalty: { pointsExpiringSoon: number } }
      expect(loyalty.pointsExpiringSoon).toBeGreaterThanOrEqual(points)
      await expectAccessible(page)
    })
  })
}

test('the hub asks a member who has not accepted the new terms to accept them, and shows his status', async ({
  page,
}) => {
  const t = ui.en
  await logIn(page, 'en', 'hugo.moreau@demo.atout.example')
  await page.goto(t.hub)
  await expect(page.getByText(t.termsTitle)).toBeVisible()
  await expect(page.getByRole('link', { name: t.termsLink })).toHaveAttribute(
    'href',
    /^\/en\/account\/accept-cgu\?returnTo=%2Fen%2Faccount$/,
  )
  await expect(page.getByTestId('loyalty-summary-status')).toHaveText(/status$/)
  await expect(page.getByText(t.accountState, { exact: true })).toHaveCount(0)
})

/**
 * Changes the password on the page, from the hub: the rules tick off as they are met, and the
 * answer says how many other sessions ended.
 */
async function changePassword(page: Page, locale: Locale, from: string, to: string) {
  const t = ui[locale]
  await page.goto(t.hub)
  await page
    .getByRole('main')
    .getByRole('navigation', { name: t.groups.account, exact: true })
    .getByRole('link', { name: t.passwordLink, exact: true })
    .click()
  await expect(page).toHaveURL(t.password)
  const lengthRule = page.getByRole('listitem').filter({ hasText: t.lengthRule })
  await expect(lengthRule).toContainText(t.unmet)
  await field(page, t.currentPassword).fill(from)
  await field(page, t.newPassword).fill(to.slice(0, 6))
  await expect(lengthRule).toContainText(t.unmet)
  await field(page, t.newPassword).fill(to)
  await expect(lengthRule).toContainText(t.met)
  await expect(page.getByRole('listitem').filter({ hasText: t.unmet })).toHaveCount(0)
  await field(page, t.newPasswordVerify).fill(to)
  await expectAccessible(page)
  await page.getByRole('button', { name: t.change }).click()
  const status = page.getByRole('status').filter({ hasText: t.changed })
  await expect(status).toBeVisible()
  return status
}

/** The other session is over: its next member page sends it away, as a visitor (spec: home). */
async function expectLoggedOut(page: Page, locale: Locale) {
  const t = ui[locale]
  await page.goto(t.dashboard)
  await expect(page).toHaveURL(t.home)
  await expect(page.getByTestId('loyalty-reward-points')).toHaveCount(0)
  await page.goto(t.hub)
  await expect(page).toHaveURL(t.home)
}

async function expectLogin(
  page: Page,
  locale: Locale,
  email: string,
  password: string,
  ok: boolean,
) {
  const t = ui[locale]
  await page.context().clearCookies()
  await page.goto(t.login)
  await field(page, t.email).fill(email)
  await field(page, t.passwordField).fill(password)
  await page.getByRole('button', { name: t.submit, exact: true }).first().click()
  if (ok) await expect(page).not.toHaveURL(t.login, { timeout: 30_000 })
  else await expect(page.getByText(t.wrongPassword)).toBeVisible()
}

// A member made for the test, not Marie: other tests log Marie in, and ending her sessions or
// changing her password must not depend on the order they run in.
test('fr: a new member with two other sessions changes the password; both end and only the new password works', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000)
  const email = await createMember(request, 'fr')
  const others = [
    await openSecondSession(browser, baseURL!, 'fr', email),
    await openSecondSession(browser, baseURL!, 'fr', email),
  ]
  await logIn(page, 'fr', email)
  const status = await changePassword(page, 'fr', DEMO_PASSWORD, NEW_PASSWORD)
  await expect(status).toContainText('Vos 2 autres sessions ouvertes ont été fermées')
  for (const other of others) {
    await expectLoggedOut(other.page, 'fr')
    await other.context.close()
  }
  // This session goes on.
  await page.goto(ui.fr.dashboard)
  await expect(page).toHaveURL(ui.fr.dashboard)
  await expectLogin(page, 'fr', email, DEMO_PASSWORD, false)
  await expectLogin(page, 'fr', email, NEW_PASSWORD, true)
})

test('en: a new member changes the password; the one other session ends and only the new password works', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000)
  const email = await createMember(request, 'en')
  const other = await openSecondSession(browser, baseURL!, 'en', email)
  await logIn(page, 'en', email)
  const status = await changePassword(page, 'en', DEMO_PASSWORD, NEW_PASSWORD)
  await expect(status).toContainText(ui.en.oneEnded)
  await expectLoggedOut(other.page, 'en')
  await other.context.close()
  await page.goto(ui.en.hub)
  await expect(page).toHaveURL(ui.en.hub)
  await expectLogin(page, 'en', email, DEMO_PASSWORD, false)
  await expectLogin(page, 'en', email, NEW_PASSWORD, true)
})

/**
 * One lucky-days form (issue 21): the loyalty dashboard and the profile show the same form on the
 * same rule. Chosen on the dashboard, the dates are on the profile; changed again the same year
 * from the profile, they are refused with the reason.
 */
const lucky = {
  fr: {
    profile: '/account/profil',
    dashboard: '/account/fidelite',
    choose: 'Choisir mes dates fétiches',
    dashboardFirst: 'Première date',
    dashboardSecond: 'Seconde date',
    dashboardSave: 'Enregistrer mes dates',
    dashboardSaved: 'Vos dates fétiches sont enregistrées. Elles comptent à partir de demain.',
    current: 'Vos dates : 14 juillet et 29 février',
    locked: /^Vous avez déjà changé vos dates cette année/,
    profileFirst: 'Première date fétiche',
    profileSecond: 'Deuxième date fétiche',
    profileSave: 'Enregistrer mes dates fétiches',
    refused: /Vos dates fétiches ont déjà été changées cette année/,
    day: 'Jour',
    month: 'Mois',
  },
  en: {
    profile: '/en/account/profile',
    dashboard: '/en/account/loyalty',
    choose: 'Choose my lucky dates',
    dashboardFirst: 'First date',
    dashboardSecond: 'Second date',
    dashboardSave: 'Save my dates',
    dashboardSaved: 'Your lucky dates are saved. They count from tomorrow.',
    current: 'Your dates: July 14 and February 29',
    locked: /^You have already changed your dates this year/,
    profileFirst: 'First lucky day',
    profileSecond: 'Second lucky day',
    profileSave: 'Save my lucky days',
    refused: /Your lucky dates were already changed this year/,
    day: 'Day',
    month: 'Month',
  },
} as const

for (const locale of ['fr', 'en'] as const) {
  const l = lucky[locale]
  test(`${locale}: the lucky dates chosen on the dashboard are the profile's, and one change a year holds in both`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const email = await createMember(request, locale)
    await logIn(page, locale, email)

    await page.goto(l.dashboard)
    const chooser = page.getByRole('group', { name: l.choose })
    const pick = async (legend: string, day: string, month: string) => {
      const date = page.getByRole('group', { name: legend, exact: true })
      await date.getByLabel(l.day).selectOption(day)
      await date.getByLabel(l.month).selectOption(month)
    }
    await expect(chooser).toBeVisible()
    await pick(l.dashboardFirst, '14', '07')
    await pick(l.dashboardSecond, '29', '02')
    await chooser.getByRole('button', { name: l.dashboardSave }).click()
    await expect(page.getByText(l.dashboardSaved)).toBeVisible()
    await expect(page.getByTestId('lucky-days')).toHaveText(l.current)
    await expect(page.getByRole('note').filter({ hasText: l.locked })).toBeVisible()

    await page.goto(l.profile)
    const first = page.getByRole('group', { name: l.profileFirst, exact: true })
    const second = page.getByRole('group', { name: l.profileSecond, exact: true })
    await expect(first.getByLabel(l.day)).toHaveValue('14')
    await expect(first.getByLabel(l.month)).toHaveValue('07')
    await expect(second.getByLabel(l.day)).toHaveValue('29')
    await expect(second.getByLabel(l.month)).toHaveValue('02')
    await pick(l.profileFirst, '25', '12')
    await page.getByRole('button', { name: l.profileSave }).click()
    await expect(page.getByText(l.refused).first()).toBeVisible()
    await expectAccessible(page)
  })
}
