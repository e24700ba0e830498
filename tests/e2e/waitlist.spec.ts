import type { APIRequestContext } from '@playwright/test'

import { expect, expectAccessible, staffToken, test } from './support/fixtures'
import { createMember, signIn, readMail } from './support/members'

/**
 * Issue 26's waiting lists in a real browser, fr and en: on a full poker tournament a new member
 * follows the tournament page's link, joins the list, sees their place, leaves and joins again;
 * when staff free a seat, the job offers it to them within seconds (a mail, the page says until
 * when it is held, the pay button is there); they decline it, and the seat is free again.
 */

const t = {
  fr: {
    tournament: (casino: string, id: number) => `/${casino}/tournois-poker/${id}`,
    registration: (id: number) => `/inscription-tournoi/${id}`,
    joinLink: 'Complet : rejoindre la liste d’attente',
    full: 'Complet',
    join: 'Rejoindre la liste d’attente',
    joined: 'Vous êtes sur la liste d’attente.',
    position: 'Vous êtes en position 1 sur la liste d’attente.',
    leave: 'Quitter la liste d’attente',
    left: 'Vous avez quitté la liste d’attente.',
    offered:
      /^Une place vous est proposée depuis la liste d’attente : elle vous est gardée jusqu’à \d\d:\d\d\.$/,
    pay: /^Payer .* et m’inscrire$/,
    decline: 'Je ne la prends pas',
    myTournaments: '/account/mes-tournois',
    declineCard: 'Refuser (carte déclinée)',
    failed: 'Paiement refusé',
    stillHeld:
      /^Rien n’a été débité\. La place proposée depuis la liste d’attente vous reste gardée jusqu’à \d\d:\d\d : vous pouvez payer à nouveau\.$/,
    retry: 'Réessayer l’inscription',
    payHeld: /^Payer ma place \(gardée jusqu’à \d\d:\d\d\)$/,
  },
  en: {
    tournament: (casino: string, id: number) => `/en/${casino}/poker-tournaments/${id}`,
    registration: (id: number) => `/en/tournament-registration/${id}`,
    joinLink: 'Full: join the waiting list',
    full: 'Full',
    join: 'Join the waiting list',
    joined: 'You are on the waiting list.',
    position: 'You are number 1 on the waiting list.',
    leave: 'Leave the waiting list',
    left: 'You have left the waiting list.',
    offered:
      /^A seat is offered to you from the waiting list: it is held for you until \d\d:\d\d [AP]M\.$/,
    pay: /^Pay .* and register$/,
    decline: 'I don’t want it',
    myTournaments: '/en/account/my-tournaments',
    declineCard: 'Decline (card refused)',
    failed: 'Payment declined',
    stillHeld:
      /^Nothing was charged\. The seat offered to you from the waiting list is still held for you until \d\d:\d\d [AP]M: you can pay again\.$/,
    retry: 'Try registering again',
    payHeld: /^Pay for my seat \(held until \d\d:\d\d [AP]M\)$/,
  },
} as const

const DAY = 86_400_000

/** A published poker tournament whose seats the desk has all taken (staff's API). */
async function createFullTournament(request: APIRequestContext) {
  const headers = { Authorization: `JWT ${await staffToken(request)}` }
  const casinos = (await (
    await request.get('/api/cms/casinos', {
      headers,
      params: { 'where[_status][equals]': 'published', limit: '1', depth: '0' },
    })
  ).json()) as { docs: { id: number; slug: string }[] }
  const casino = casinos.docs[0]!
  const tournamentId = 900_000 + Math.floor(Math.random() * 99_999)
  const created = await request.post('/api/cms/tournaments?locale=fr', {
    headers,
    data: {
      tournamentId,
      name: `Deepstack liste d’attente ${tournamentId}`,
      casino: casino.id,
      kind: 'poker',
      startsAt: new Date(Date.now() + 10 * DAY).toISOString(),
      variant: 'texas-holdem',
      buyInCents: 8_000,
      startingChips: 20_000,
      levelDurationMinutes: 20,
      seats: 2,
      registeredCount: 2,
      _status: 'published',
    },
  })
  expect(created.ok(), await created.text()).toBeTruthy()
  const doc = ((await created.json()) as { doc: { id: number } }).doc
  const setDeskSeats = async (registeredCount: number) => {
    const patched = await request.patch(`/api/cms/tournaments/${doc.id}`, {
      headers,
      data: { registeredCount },
    })
    expect(patched.ok()).toBeTruthy()
  }
  return { tournamentId, casinoSlug: casino.slug, setDeskSeats }
}

for (const locale of ['fr', 'en'] as const) {
  const s = t[locale]

  test(`${locale}: a member joins the waiting list of a full tournament, is offered a freed seat and declines it`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const tournament = await createFullTournament(request)
    const email = await createMember(request, locale, 'waitlist')
    await signIn(page, email)

    // The tournament page says Full and leads to the waiting list.
    await page.goto(s.tournament(tournament.casinoSlug, tournament.tournamentId))
    await page.getByRole('link', { name: s.joinLink, exact: true }).click()
    await expect(page).toHaveURL(s.registration(tournament.tournamentId))
    await expect(page.getByRole('heading', { level: 2, name: s.full, exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: s.pay })).toHaveCount(0)
    await expectAccessible(page)

    await page.getByRole('button', { name: s.join, exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: s.joined })).toBeVisible()
    await expect(page.getByText(s.position, { exact: true })).toBeVisible()
    await expectAccessible(page)

    // Leaving and joining again: the place is the last one, here the first.
    await page.getByRole('button', { name: s.leave, exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: s.left })).toBeVisible()
    await page.getByRole('button', { name: s.join, exact: true }).click()
    await expect(page.getByText(s.position, { exact: true })).toBeVisible()

    // Staff free one seat: the job offers it to the member, held for them, with a mail.
    await tournament.setDeskSeats(1)
    await expect(async () => {
      await page.goto(s.registration(tournament.tournamentId))
      await expect(page.getByText(s.offered)).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 45_000, intervals: [2_000] })
    await expect(page.getByRole('button', { name: s.pay })).toBeVisible()
    await expectAccessible(page)
    const mail = await readMail(request, email, 'payments.waitlistOffer')
    expect(mail).toContain(s.registration(tournament.tournamentId))

    // Their tournaments page shows the held seat and leads back to paying for it.
    await page.goto(s.myTournaments)
    await page.getByRole('link', { name: s.payHeld }).click()
    await expect(page).toHaveURL(s.registration(tournament.tournamentId))

    // A declined card does not lose the seat: the result page says until when it is held.
    await page.getByRole('button', { name: s.pay }).click()
    await expect(page).toHaveURL(/\/sandbox-pay\//)
    await page.getByRole('button', { name: s.declineCard, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: s.failed })).toBeVisible()
    await expect(page.getByText(s.stillHeld)).toBeVisible()
    await page.getByRole('link', { name: s.retry, exact: true }).click()
    await expect(page).toHaveURL(s.registration(tournament.tournamentId))
    await expect(page.getByText(s.offered)).toBeVisible()

    // The member declines: the seat is free again and nobody waits, so the page offers to pay.
    await page.getByRole('button', { name: s.decline, exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: s.left })).toBeVisible()
    await expect(page.getByRole('button', { name: s.pay })).toBeVisible()
  })
}
