import type { APIRequestContext, Page } from '@playwright/test'

import { expect, expectAccessible, staffToken, test } from './support/fixtures'

/** A label as a literal in a RegExp (the caps link's label has parentheses). */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Issue 14 in a real browser with the sandbox provider, fr and en: a visitor is sent to log in and
 * back, holds a seat and pays a poker tournament's buy-in (canceled, declined, then approved), gets
 * the confirmation mail and sees the registration under 'my tournaments'; a member pays a slot
 * machine from its QR code URL within the caps they set, and sees the payment in the history of
 * that machine.
 */

const PASSWORD = 'Atout-Demo-2026!'
const MACHINE = '9a7e5d3c-1b2f-4e6a-8c0d-2f4b6a8c0e13'

const t = {
  fr: {
    member: 'marie.dupont@demo.atout.example',
    login: '/account/connexion',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    pokerPage: '/tournois-poker',
    register: /^S’inscrire : /,
    pay: /^Payer .* et m’inscrire$/,
    testMode: /MODE TEST/,
    approve: 'Approuver le paiement',
    decline: 'Refuser (carte déclinée)',
    cancel: 'Annuler et revenir au site',
    canceled: 'Paiement annulé',
    failed: 'Paiement refusé',
    paid: 'Paiement accepté',
    retry: 'Réessayer l’inscription',
    already: 'Vous êtes inscrit à ce tournoi.',
    myTournaments: '/account/mes-tournois',
    registered: 'Inscrit',
    machinePage: '/paiement-machine',
    missingMachine: /L’identifiant \(UUID\) de la machine manque/,
    machineHistory: '/account/paiements-machines',
    daily: 'Plafond par jour (€)',
    saveCaps: 'Enregistrer mes plafonds',
    capsSaved: 'Vos plafonds sont enregistrés et s’appliquent dès maintenant.',
    other: 'Autre montant (€)',
    payMachine: 'Payer et créditer la machine',
    capReached: /dépasse votre plafond du jour\. Il vous reste 30\s€ aujourd’hui\./,
    amount20: '20 €',
    machineFilter: 'Machine',
    filter: 'Filtrer',
    sent: 'Transmis à la machine',
    invalidAmount: /^Montant invalide/,
    setCaps: 'Fixer mes plafonds de paiement (jeu responsable)',
    changeCaps: 'Modifier mes plafonds de paiement',
    capsHeading: 'Mes plafonds de paiement machine',
  },
  en: {
    member: 'hugo.moreau@demo.atout.example',
    login: '/en/account/login',
    email: 'Email address',
    password: 'Password',
    submit: 'Log in',
    pokerPage: '/en/poker-tournaments',
    register: /^Register: /,
    pay: /^Pay .* and register$/,
    testMode: /TEST MODE/,
    approve: 'Approve the payment',
    decline: 'Decline (card refused)',
    cancel: 'Cancel and return to the site',
    canceled: 'Payment canceled',
    failed: 'Payment declined',
    paid: 'Payment accepted',
    retry: 'Try registering again',
    already: 'You are registered for this tournament.',
    myTournaments: '/en/account/my-tournaments',
    registered: 'Registered',
    machinePage: '/en/machine-payment',
    missingMachine: /The machine’s identifier \(UUID\) is missing/,
    machineHistory: '/en/account/machine-payments',
    daily: 'Daily cap (€)',
    saveCaps: 'Save my caps',
    capsSaved: 'Your caps are saved and apply now.',
    other: 'Other amount (€)',
    payMachine: 'Pay and credit the machine',
    capReached: /over your daily cap\. You have €30 left today\./,
    amount20: '€20',
    machineFilter: 'Machine',
    filter: 'Filter',
    sent: 'Sent to the machine',
    invalidAmount: /^Invalid amount/,
    setCaps: 'Set my payment caps (responsible gaming)',
    changeCaps: 'Change my payment caps',
    capsHeading: 'My machine payment caps',
  },
} as const

type Locale = keyof typeof t

async function logInHere(page: Page, locale: Locale) {
  const s = t[locale]
  await expect(page).toHaveURL(new RegExp(`${s.login}\\?returnTo=`))
  await page.getByLabel(new RegExp(`^${s.email}\\s*\\*?$`)).fill(s.member)
  await page.getByLabel(new RegExp(`^${s.password}\\s*\\*?$`)).fill(PASSWORD)
  await page.getByRole('button', { name: s.submit, exact: true }).click()
  await expect(page).not.toHaveURL(new RegExp(s.login))
}

async function payOnSandbox(page: Page, locale: Locale, choice: 'approve' | 'decline' | 'cancel') {
  const s = t[locale]
  await expect(page).toHaveURL(/\/sandbox-pay\//)
  await expect(page.getByRole('note')).toHaveText(s.testMode)
  await page.getByRole('button', { name: s[choice], exact: true }).click()
}

async function mailsTo(request: APIRequestContext, to: string, kind: string) {
  const token = await staffToken(request)
  const response = await request.get('/api/cms/outbox', {
    headers: { Authorization: `JWT ${token}` },
    params: { 'where[to][equals]': to, 'where[kind][equals]': kind },
  })
  return ((await response.json()) as { docs: { subject: string; text: string }[] }).docs
}

// Before the journeys below: the visitor journey registers Hugo to a demo tournament, and a member
// already registered sees 'registered', not 'full'.
const fullText = {
  fr: {
    registration: (id: number) => `/inscription-tournoi/${id}`,
    tournament: (casino: string, id: number) => `/${casino}/tournois-poker/${id}`,
    full: 'Complet',
    seatsLeft: (total: number) => `0 place restante sur ${total}`,
    registerOnline: 'S’inscrire et payer en ligne',
  },
  en: {
    registration: (id: number) => `/en/tournament-registration/${id}`,
    tournament: (casino: string, id: number) => `/en/${casino}/poker-tournaments/${id}`,
    full: 'Full',
    seatsLeft: (total: number) => `0 seats left of ${total}`,
    registerOnline: 'Register and pay online',
  },
} as const

for (const locale of ['fr', 'en'] as const) {
  const s = t[locale]
  const f = fullText[locale]

  test.describe(`a full tournament (${locale})`, () => {
    test.describe.configure({ timeout: 90_000 })

    test('with no online seat left, the registration page says Full and offers no payment', async ({
      page,
      request,
    }) => {
      const token = await staffToken(request)
      const headers = { Authorization: `JWT ${token}` }
      // A tournament with online registrations (Marie's demo one at least) that Hugo has not
      // registered to (the journeys above register him to one): once the desk has taken every
      // other seat, 0 online places are left.
      const readDocs = async <T>(path: string, params: Record<string, string>) =>
        ((await (await request.get(path, { headers, params })).json()) as { docs: T[] }).docs
      const [hugo] = await readDocs<{ id: number }>('/api/cms/members', {
        'where[email][equals]': 'hugo.moreau@demo.atout.example',
        depth: '0',
      })
      const hugoTournaments = new Set(
        (
          await readDocs<{ tournament: number }>('/api/cms/tournament-registrations', {
            'where[member][equals]': String(hugo!.id),
            limit: '100',
            depth: '0',
          })
        ).map((registration) => registration.tournament),
      )
      const confirmed = await readDocs<{ tournament: number }>(
        '/api/cms/tournament-registrations',
        {
          'where[status][equals]': 'confirmed',
          sort: 'createdAt',
          limit: '100',
          depth: '0',
        },
      )
      const seeded = confirmed.find(
        (registration) => !hugoTournaments.has(registration.tournament),
      )!
      const taken = confirmed.filter((r) => r.tournament === seeded.tournament).length
      const found = await request.get(`/api/cms/tournaments/${seeded.tournament}`, {
        headers,
        params: { depth: '1' },
      })
      const tournament = (await found.json()) as {
        tournamentId: number
        seats: number
        registeredCount: number | null
        casino: { slug: string }
      }
      const patch = (registeredCount: number | null) =>
        request.patch(`/api/cms/tournaments/${seeded.tournament}`, {
          headers,
          data: { registeredCount, _status: 'published' },
        })
      expect((await patch(tournament.seats - taken)).ok()).toBeTruthy()
      try {
        await page.goto(f.registration(tournament.tournamentId))
        await expect(page).toHaveURL(/\/(connexion|login)\?returnTo=/)
        await page
          .getByLabel(new RegExp(`^${s.email}\\s*\\*?$`))
          .fill('hugo.moreau@demo.atout.example')
        await page.getByLabel(new RegExp(`^${s.password}\\s*\\*?$`)).fill(PASSWORD)
        await page.getByRole('button', { name: s.submit, exact: true }).click()
        await expect(page).toHaveURL(new RegExp(`${f.registration(tournament.tournamentId)}$`))

        await expect(
          page.getByRole('heading', { level: 2, name: f.full, exact: true }),
        ).toBeVisible()
        await expect(page.getByRole('button', { name: s.pay })).toHaveCount(0)
        await expectAccessible(page)

        // The tournament page agrees (issue 21): the seats taken online count, so no seat is left,
        // the tournament is full and no link leads to a payment nobody can make.
        await page.goto(f.tournament(tournament.casino.slug, tournament.tournamentId))
        await expect(page.getByText(f.seatsLeft(tournament.seats), { exact: true })).toBeVisible()
        await expect(
          page.locator('header').getByText(f.full, { exact: true }).first(),
        ).toBeVisible()
        await expect(page.getByRole('link', { name: f.registerOnline })).toHaveCount(0)
      } finally {
        expect((await patch(tournament.registeredCount)).ok()).toBeTruthy()
      }
    })
  })
}

for (const locale of ['fr', 'en'] as const) {
  const s = t[locale]

  test.describe(`machine payment amounts (${locale})`, () => {
    test.describe.configure({ timeout: 90_000 })

    // First in the file: the journeys below set a daily cap and spend part of it.
    test('a suggested amount chosen after a refused typed amount is the one paid; the caps page is one link away', async ({
      page,
    }) => {
      const machinePage = `${s.machinePage}?casino=BIA&machine=${MACHINE}`
      await page.goto(machinePage)
      await logInHere(page, locale)

      // The caps live on the member's machine payments page: the payment page links to it.
      const capsLink = page.getByRole('link', {
        name: new RegExp(`^(${escapeRegExp(s.setCaps)}|${escapeRegExp(s.changeCaps)})`),
      })
      await expect(capsLink).toHaveAttribute('href', `${s.machineHistory}#caps`)

      // 7,30 € is off the 10 € steps: refused, the typed amount kept in its box.
      await page.getByLabel(s.other).fill('7,30')
      await page.getByRole('button', { name: s.payMachine }).click()
      await expect(page.locator('main [role="alert"]')).toHaveText(s.invalidAmount)
      await expect(page.getByLabel(s.other)).toHaveValue('7,30')

      // Choosing 20 € now pays 20 €, without emptying the box first.
      await page.getByLabel(s.amount20, { exact: true }).check()
      await page.getByRole('button', { name: s.payMachine }).click()
      await payOnSandbox(page, locale, 'cancel')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.canceled)
      await expect(page.locator('main dl')).toContainText(s.amount20)

      await page.goto(machinePage)
      await page
        .getByRole('link', {
          name: new RegExp(`^(${escapeRegExp(s.setCaps)}|${escapeRegExp(s.changeCaps)})`),
        })
        .click()
      await expect(page).toHaveURL(new RegExp(`${s.machineHistory}#caps$`))
      await expect(page.getByRole('heading', { name: s.capsHeading })).toBeVisible()
    })
  })
}

for (const locale of ['fr', 'en'] as const) {
  const s = t[locale]

  test.describe(`payments (${locale})`, () => {
    test.describe.configure({ timeout: 120_000 })

    test('a visitor logs in from a tournament, then cancels, is declined, and finally pays the buy-in', async ({
      page,
      request,
    }) => {
      await page.goto(s.pokerPage)
      // The reservation block's last tournament (the demo registration of Marie is the first).
      await page.getByRole('link', { name: s.register }).last().click()
      await logInHere(page, locale)
      await expect(page).toHaveURL(/\/(inscription-tournoi|tournament-registration)\/\d+$/)
      const registrationUrl = page.url()
      await expectAccessible(page)

      await page.getByRole('button', { name: s.pay }).click()
      await payOnSandbox(page, locale, 'cancel')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.canceled)
      await expectAccessible(page)

      await page.getByRole('link', { name: s.retry }).click()
      await expect(page).toHaveURL(registrationUrl)
      await page.getByRole('button', { name: s.pay }).click()
      await payOnSandbox(page, locale, 'decline')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.failed)

      await page.getByRole('link', { name: s.retry }).click()
      await page.getByRole('button', { name: s.pay }).click()
      await payOnSandbox(page, locale, 'approve')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.paid)
      await expect(page.locator('[data-payment-status="paid"]')).toBeVisible()
      const tournamentName = (await page.locator('main header p').first().textContent())!.split(
        ' · ',
      )[0]!

      // One confirmation mail, in the member's language, with the calendar file.
      await expect
        .poll(
          async () => (await mailsTo(request, s.member, 'payments.tournamentRegistration')).length,
        )
        .toBeGreaterThan(0)
      const [mail] = await mailsTo(request, s.member, 'payments.tournamentRegistration')
      expect(mail!.text).toContain(`/api/calendar/${locale}/tournaments/`)

      // Registering again is refused politely; the account lists the registration.
      await page.goto(registrationUrl)
      await expect(page.getByRole('status').filter({ hasText: s.already })).toBeVisible()
      await page.goto(s.myTournaments)
      const entry = page.locator('[data-registration]').filter({ hasText: tournamentName })
      await expect(entry.getByText(s.registered, { exact: true })).toBeVisible()
      await expectAccessible(page)
    })

    test('a member pays a slot machine from its QR code, within the daily cap they set', async ({
      page,
    }) => {
      await page.goto(`${s.machinePage}?casino=BIA&machine=${MACHINE}`)
      await logInHere(page, locale)
      await expect(page).toHaveURL(new RegExp(`${s.machinePage}\\?casino=BIA&machine=${MACHINE}$`))
      await expectAccessible(page)

      // A QR code without the machine's id says what is missing.
      await page.goto(`${s.machinePage}?casino=BIA`)
      await expect(page.locator('main [role="alert"]')).toHaveText(s.missingMachine)

      // A daily cap of 30 €: 60 € is refused with what is left (the amount kept), 20 € goes through.
      await page.goto(s.machineHistory)
      await page.getByLabel(s.daily).fill('30')
      await page.getByRole('button', { name: s.saveCaps }).click()
      await expect(page.getByRole('status').filter({ hasText: s.capsSaved })).toBeVisible()

      await page.goto(`${s.machinePage}?casino=BIA&machine=${MACHINE}`)
      await page.getByLabel(s.other).fill('60')
      await page.getByRole('button', { name: s.payMachine }).click()
      await expect(page.locator('main [role="alert"]')).toHaveText(s.capReached)
      await expect(page.getByLabel(s.other)).toHaveValue('60')

      await page.getByLabel(s.other).fill('')
      await page.getByLabel(s.amount20, { exact: true }).check()
      await page.getByRole('button', { name: s.payMachine }).click()
      await payOnSandbox(page, locale, 'approve')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.paid)

      // The history of that machine shows the credit, handed to the casino system.
      await page.goto(s.machineHistory)
      await page.getByLabel(s.machineFilter, { exact: true }).selectOption(MACHINE)
      await page.getByRole('button', { name: s.filter }).click()
      await expect(page).toHaveURL(new RegExp(`machine=${MACHINE}`))
      const rows = page.locator('[data-testid="machine-history"] tbody tr')
      await expect(rows.first()).toContainText(MACHINE)
      for (const row of await rows.all()) await expect(row).toContainText(MACHINE)
      await expect(rows.first()).toContainText(s.amount20)
      // The credit is sent by the job right after the payment: the history says so.
      await expect(async () => {
        await page.reload()
        await expect(rows.first()).toContainText(s.sent, { timeout: 1_000 })
      }).toPass({ timeout: 20_000 })
      await expectAccessible(page)
    })
  })
}

const refundText = {
  fr: { admin: 'fr-FR', purpose: 'tournament', refund: 'Rembourser', done: 'Paiement remboursé.' },
  en: { admin: 'en-US', purpose: 'machine', refund: 'Refund', done: 'Payment refunded.' },
} as const

for (const locale of ['fr', 'en'] as const) {
  const r = refundText[locale]
  test.describe(`staff refunds (${r.admin})`, () => {
    test.use({ locale: r.admin })

    test('member support refunds a paid payment from the admin; an editor cannot', async ({
      page,
      request,
    }) => {
      const token = await staffToken(request)
      const headers = { Authorization: `JWT ${token}` }
      // One of Marie's demo payments (paid, sandbox): her tournament entry, or a machine credit.
      const found = await request.get('/api/cms/payments', {
        headers,
        params: {
          'where[purpose][equals]': r.purpose,
          'where[status][equals]': 'paid',
          'where[providerRef][like]': 'sbx_demo_',
          limit: '1',
          depth: '0',
        },
      })
      const payment = ((await found.json()) as { docs: { id: number; reference: string }[] })
        .docs[0]!
      expect(payment).toBeTruthy()

      const editor = await request.post('/api/cms/users/login', {
        data: { email: 'editor@demo.atout.example', password: PASSWORD },
      })
      const editorToken = ((await editor.json()) as { token: string }).token
      const refused = await request.post(`/api/cms/payments/${payment.id}/refund`, {
        headers: { Authorization: `JWT ${editorToken}` },
      })
      expect(refused.status()).toBe(403)

      await page.goto('/admin/login')
      await page.getByLabel(/e-?mail/i).fill('support@demo.atout.example')
      await page.getByLabel(/mot de passe|password/i).fill(PASSWORD)
      await page.getByRole('button', { name: /connexion|login|se connecter/i }).click()
      await expect(page).toHaveURL(/\/admin$/)
      await page.goto(`/admin/collections/payments/${payment.id}`)
      page.once('dialog', (dialog) => void dialog.accept())
      await page.getByRole('button', { name: r.refund, exact: true }).click()
      await expect(page.getByText(r.done)).toBeVisible()

      const after = await request.get(`/api/cms/payments/${payment.id}`, {
        headers,
        params: { depth: '0' },
      })
      expect(((await after.json()) as { status: string }).status).toBe('refunded')
      const events = await request.get('/api/cms/payment-events', {
        headers,
        params: { 'where[payment][equals]': String(payment.id), sort: '-createdAt', limit: '1' },
      })
      expect(
        ((await events.json()) as { docs: { author: string; toStatus: string }[] }).docs[0],
      ).toMatchObject({ author: 'staff:support@demo.atout.example', toStatus: 'refunded' })
    })
  })
}
