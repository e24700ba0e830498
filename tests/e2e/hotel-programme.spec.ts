import type { APIRequestContext, Page } from '@playwright/test'

import { expect, expectAccessible, staffToken, test } from './support/fixtures'
import { hotelSystemKey } from './support/hotel'
import { createMember, DEMO_PASSWORD, field, signIn } from './support/members'

/**
 * The hotel programme in a real browser, fr and en (issue 22): a member joins in one step, sees
 * the Découverte dashboard and the card with its QR code, asks for a new card (a second request
 * while the first is pending is refused with 0106; once member support has sent two cards, a
 * third within 12 months is refused with 0117), then the hotels' system posts stays through the
 * integration API: they appear in "my stays" and the member is Infiniment at once.
 */

test.describe.configure({ timeout: 120_000 })

const t = {
  fr: {
    dashboard: '/account/programme-hotels',
    card: '/account/carte-hotels',
    stays: '/account/mes-sejours',
    join: 'Adhérer au programme hôtels',
    joined: 'Bienvenue dans le programme hôtels !',
    decouverte: 'Découverte',
    missing: 'Encore 10 nuits ou 4 séjours pour devenir Infiniment.',
    renew: 'Demander une nouvelle carte',
    sent: 'Votre demande de renouvellement est enregistrée.',
    pending: 'Un renouvellement de carte a déjà été demandé.',
    tooMany: 'Trop de demandes au cours des 12 derniers mois (2 au maximum).',
    qr: /QR code du numéro Infiniment \d{10}/,
    kept: /Statut Infiniment conservé jusqu’au/,
    countedTitle: 'Nuits comptées au programme hôtels',
    hubLogin: '/account/connexion',
    hotelLoginLink: 'Connexion au programme hôtels',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    wrong: 'E-mail ou mot de passe incorrect.',
    blocked:
      'Votre compte est bloqué après 3 échecs de connexion. Veuillez réessayer dans 1 heure.',
    reset: 'Réinitialiser mon mot de passe',
  },
  en: {
    dashboard: '/en/account/hotel-programme',
    card: '/en/account/hotel-card',
    stays: '/en/account/my-stays',
    join: 'Join the hotel programme',
    joined: 'Welcome to the hotel programme!',
    decouverte: 'Découverte',
    missing: '10 more nights or 4 more stays to become Infiniment.',
    renew: 'Ask for a new card',
    sent: 'Your renewal request is recorded.',
    pending: 'A card renewal has already been requested.',
    tooMany: 'Too many requests in the last 12 months (limit: 2).',
    qr: /QR code of Infiniment number \d{10}/,
    kept: /Infiniment status kept until/,
    countedTitle: 'Nights counted in the hotel programme',
    hubLogin: '/en/account/login',
    hotelLoginLink: 'Hotel programme login',
    email: 'Email address',
    password: 'Password',
    submit: 'Log in',
    wrong: 'Incorrect email or password.',
    blocked: 'Your account is blocked after 3 failed logins. Please try again in 1 hour.',
    reset: 'Reset my password',
  },
} as const

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

/** Member support marks the member's pending renewal done (the admin's "done" action). */
async function markRenewalDone(request: APIRequestContext, email: string) {
  const headers = { Authorization: `JWT ${await staffToken(request)}` }
  const pending = await request.get('/api/cms/hotel-card-renewals', {
    headers,
    params: { 'where[email][equals]': email, 'where[status][equals]': 'pending' },
  })
  const { docs } = (await pending.json()) as { docs: { id: number }[] }
  expect(docs).toHaveLength(1)
  const done = await request.patch(`/api/cms/hotel-card-renewals/${docs[0]!.id}`, {
    headers,
    data: { status: 'done' },
  })
  expect(done.ok()).toBeTruthy()
}

async function askForCard(page: Page, locale: 'fr' | 'en') {
  await page.getByRole('button', { name: t[locale].renew }).click()
}

for (const locale of ['fr', 'en'] as const) {
  const s = t[locale]

  test(`${locale}: join, see the card, renew it twice (a third is refused), then stays make the member Infiniment`, async ({
    page,
    request,
  }) => {
    const email = await createMember(request, locale, 'hotel')
    await signIn(page, email)

    // Join in one step.
    await page.goto(s.dashboard)
    await expect(page.getByTestId('hotel-join')).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('button', { name: s.join }).click()
    await expect(page.getByRole('status').filter({ hasText: s.joined })).toBeVisible()
    const dashboard = page.getByTestId('hotel-dashboard')
    await expect(dashboard).toBeVisible()
    await expect(dashboard.locator('[data-hotel-status="decouverte"]')).toHaveText(s.decouverte)
    await expect(dashboard.getByText(s.missing)).toBeVisible()
    await expect(dashboard.getByRole('progressbar')).toHaveCount(2)
    await expectAccessible(page)

    // The card, with its number as a QR code.
    await page.goto(s.card)
    await expect(page.getByTestId('hotel-card').getByRole('img', { name: s.qr })).toBeVisible()
    await expectAccessible(page)

    // First request; a second while it is pending is refused.
    await askForCard(page, locale)
    await expect(page.getByRole('status').filter({ hasText: s.sent })).toBeVisible()
    await page.reload()
    await askForCard(page, locale)
    const pendingAlert = page.getByRole('alert').filter({ hasText: s.pending })
    await expect(pendingAlert).toBeVisible()
    await expect(pendingAlert).toHaveAttribute('data-error-code', 'hotel.0106')

    // Support sends the card; the second request goes through; the third is one too many.
    await markRenewalDone(request, email)
    await page.reload()
    await askForCard(page, locale)
    await expect(page.getByRole('status').filter({ hasText: s.sent })).toBeVisible()
    await markRenewalDone(request, email)
    await page.reload()
    await expect(page.locator('[data-renewals-left="0"]')).toBeVisible()
    await askForCard(page, locale)
    const tooMany = page.getByRole('alert').filter({ hasText: s.tooMany })
    await expect(tooMany).toBeVisible()
    await expect(tooMany).toHaveAttribute('data-error-code', 'hotel.0117')

    // The hotels' system posts two stays (10 nights): "my stays" lists them, status Infiniment.
    const key = await hotelSystemKey(request)
    for (const [stayId, arrival, departure] of [
      [`${email}-1`, day(-30), day(-24)],
      [`${email}-2`, day(-6), day(-2)],
    ] as const) {
      const posted = await request.post('/api/integration/v1/stays', {
        headers: { authorization: `Bearer ${key}` },
        data: { stayId, hotel: 'Hôtel Atout Les Planches', guest: { email }, arrival, departure },
      })
      expect(posted.status()).toBe(201)
    }
    await page.goto(s.stays)
    const counted = page.getByTestId('hotel-stays')
    await expect(page.getByRole('heading', { name: s.countedTitle })).toBeVisible()
    await expect(
      counted.getByRole('row').filter({ hasText: 'Hôtel Atout Les Planches' }),
    ).toHaveCount(2)
    await expectAccessible(page)
    await page.goto(s.dashboard)
    await expect(page.locator('[data-hotel-status="infiniment"]')).toHaveText('Infiniment')
    await expect(page.getByText(s.kept)).toBeVisible()
  })
}

for (const locale of ['fr', 'en'] as const) {
  const s = t[locale]

  test(`${locale}: the hotel programme's login blocks the account for an hour after 3 failures`, async ({
    page,
    request,
  }) => {
    const email = await createMember(request, locale, 'hotel-door')
    // From the member area's login, the hotel programme's login is one click away.
    await page.goto(s.hubLogin)
    await page.getByRole('link', { name: s.hotelLoginLink }).click()
    await expect(page.getByRole('heading', { name: s.hotelLoginLink, level: 2 })).toBeVisible()
    await expectAccessible(page)
    const attempt = async (password: string) => {
      await field(page, s.email).fill(email)
      await field(page, s.password).fill(password)
      await page.getByRole('button', { name: s.submit, exact: true }).click()
    }
    await attempt('Not-The-Password-1')
    await expect(page.getByText(s.wrong).first()).toBeVisible()
    await attempt('Not-The-Password-2')
    await expect(page.getByText(s.wrong).first()).toBeVisible()
    await attempt('Not-The-Password-3')
    await expect(page.getByText(s.blocked).first()).toBeVisible()
    await expect(page.getByRole('link', { name: s.reset })).toBeVisible()
    // The right password is refused too while the block lasts, here and at the member area's
    // login, which tells the hour too.
    await attempt(DEMO_PASSWORD)
    await expect(page.getByText(s.blocked).first()).toBeVisible()
    await page.goto(s.hubLogin)
    await attempt(DEMO_PASSWORD)
    await expect(page.getByText(s.blocked).first()).toBeVisible()
  })
}
