import { randomUUID } from 'node:crypto'

import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { expect } from 'vitest'

import {
  deliverCasinoCredit,
  PAYMENTS_QUEUE,
  retryFailedCredit,
  verifyCasinoSignature,
} from '@/features/payments/server/casino-credits'
import { isPaymentError, type PaymentError } from '@/features/payments/server/errors'
import { countSeatsLeft, toTournament } from '@/features/tournaments/domain'
import { TournamentsRepository } from '@/features/tournaments/server/tournaments-repository'
import { readMachineAccount } from '@/features/payments/server/machine-payments'
import {
  getSandboxProvider,
  type SandboxNotificationType,
} from '@/features/payments/server/providers'
import {
  cancelPaymentRoute,
  capsRoute,
  machinePaymentRoute,
  notificationRoute,
  paymentStatusRoute,
  registrationRoute,
} from '@/features/payments/server/routes'
import {
  changeCaps,
  expireOpenPayments,
  paymentsContext,
  refundPayment,
  registerForTournament,
  startMachinePayment,
  type PaymentsContext,
} from '@/features/payments/server/service'
import type { Payment } from '@/payload-types'
import { getEnv } from '@/platform/config/env'

import type { CasinoSystemStub } from './casino-system-stub'
import { openTestSession } from './member-session'

/**
 * Online payments against a real database, shared by the SQLite (tests/int) and PostgreSQL
 * (tests/pg) suites: tournament registration paid through the sandbox provider's signed
 * notifications (replays, forgeries, wrong amounts, out-of-order events), seats given back when a
 * payment fails, is canceled or times out, 20 members racing for the last seat, the double click,
 * machine payments under the member's caps with their credit delivered once to a casino system
 * listening on the loopback interface, another member's payment never reachable, staff refunds.
 */

// Unique per run: the PostgreSQL database of a developer may keep earlier runs' rows.
const run = Date.now().toString(36)
let sequence = 0
const unique = (name: string) => `${name}-${run}-${++sequence}`
const tournamentNumberBase = (Math.floor(Date.now() / 1000) % 10_000_000) * 100
const DAY = 86_400_000
export const BUY_IN = 5_500

export type PaymentsWorld = {
  payload: Payload
  casino: { id: number; name: string }
  casinoSystem: CasinoSystemStub
}

export type Member = { id: number; email: string; token: string }
export type Tournament = { docId: number; tournamentId: number }

/** The casino of the machines' QR codes (trigram BIA); reused when an earlier run made it. */
async function findOrCreateBia(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'casinos',
    where: { trigram: { equals: 'BIA' } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const existing = docs[0]
  if (existing) {
    if (existing._status !== 'published') {
      await payload.update({
        collection: 'casinos',
        id: existing.id,
        data: { _status: 'published' } as never,
        overrideAccess: true,
      })
    }
    return { id: existing.id, name: existing.name }
  }
  const created = await payload.create({
    collection: 'casinos',
    data: {
      name: 'Casino de Biarritz',
      slug: unique('biarritz').toLowerCase(),
      city: 'Biarritz',
      trigram: 'BIA',
      address: { street: '1 avenue Édouard VII', postalCode: '64200' },
      _status: 'published',
    } as never,
  })
  return { id: created.id, name: created.name }
}

export async function createPaymentsWorld(
  payload: Payload,
  casinoSystem: CasinoSystemStub,
): Promise<PaymentsWorld> {
  // The credits of this run go to the stub (the test file pointed CASINO_CREDIT_URL at it).
  expect(getEnv().CASINO_CREDIT_URL).toBe(casinoSystem.url)
  expect(getSandboxProvider().name).toBe('sandbox')
  return { payload, casino: await findOrCreateBia(payload), casinoSystem }
}

export async function createMember(world: PaymentsWorld): Promise<Member> {
  const email = `${unique('payer')}@example.com`
  const created = await world.payload.create({
    collection: 'members',
    data: {
      email,
      state: 'Active',
      emailVerified: true,
      firstname: 'Inès',
      lastname: 'Garnier',
      locale: 'fr',
    } as never,
  })
  const token = await openTestSession(world.payload, created.id)
  return { id: created.id, email, token }
}

export async function createTournament(
  world: PaymentsWorld,
  options: { seats?: number; registeredCount?: number } = {},
): Promise<Tournament> {
  const tournamentId = tournamentNumberBase + ++sequence
  const created = await world.payload.create({
    collection: 'tournaments',
    locale: 'fr',
    data: {
      tournamentId,
      name: `Deepstack ${tournamentId}`,
      casino: world.casino.id,
      startsAt: new Date(Date.now() + 7 * DAY).toISOString(),
      variant: 'texas-holdem',
      buyInCents: BUY_IN,
      startingChips: 20_000,
      levelDurationMinutes: 20,
      seats: options.seats ?? 10,
      registeredCount: options.registeredCount ?? 0,
      _status: 'published',
    } as never,
  })
  return { docId: created.id, tournamentId }
}

const contextOf = (world: PaymentsWorld): PaymentsContext => paymentsContext(world.payload)

// ---------------------------------------------------------------------------------------------
// Calling the route handlers as Next does: the request, and the dynamic segments as a promise.

type Route<Params> = (
  request: NextRequest,
  context: { params: Promise<Params> },
) => Promise<Response>
type Answer = { status: number; body: Record<string, unknown> | null }

export async function callRoute<Params>(
  route: Route<Params>,
  method: 'GET' | 'POST',
  path: string,
  params: Params,
  options: {
    token?: string | null
    body?: unknown
    rawBody?: string
    headers?: Record<string, string>
    origin?: string
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.token) headers.cookie = `access_token=${options.token}`
  let body: string | undefined = options.rawBody
  if (method === 'POST' && options.rawBody === undefined) {
    headers['content-type'] = 'application/json'
    headers.origin = options.origin ?? getEnv().SITE_URL
    body = JSON.stringify(options.body ?? {})
  }
  const response = await route(
    new NextRequest(new URL(path, getEnv().SITE_URL), { method, headers, body }),
    {
      params: Promise.resolve(params),
    },
  )
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as Answer['body']) : null }
}

export const register = (member: Member | null, tournament: Tournament) =>
  callRoute(
    registrationRoute,
    'POST',
    `/api/epc/payments/tournaments/${tournament.tournamentId}/registration`,
    { tournamentId: String(tournament.tournamentId) },
    { token: member?.token ?? null },
  )

const paymentStatus = (member: Member | null, reference: string) =>
  callRoute(
    paymentStatusRoute,
    'GET',
    `/api/epc/payments/${reference}`,
    { reference },
    {
      token: member?.token ?? null,
      headers: { accept: 'application/json' },
    },
  )

const cancelPayment = (member: Member | null, reference: string, origin?: string) =>
  callRoute(
    cancelPaymentRoute,
    'POST',
    `/api/epc/payments/${reference}/cancel`,
    { reference },
    {
      token: member?.token ?? null,
      origin,
    },
  )

type Signed = { body: string; signature: string | null }

/** A notification as the sandbox provider signs it for a payment (overrides change the body). */
export function signed(
  payment: Payment,
  type: SandboxNotificationType,
  overrides: { amountCents?: number; reference?: string } = {},
): Signed {
  return getSandboxProvider().signNotification({
    id: `evt_${unique('n').replace(/[^A-Za-z0-9_-]/g, '_')}`,
    type,
    providerRef: payment.providerRef!,
    reference: overrides.reference ?? payment.reference,
    amountCents: overrides.amountCents ?? payment.amountCents,
    currency: 'EUR',
    occurredAt: new Date().toISOString(),
  })
}

export const deliver = (notification: Signed) =>
  callRoute(
    notificationRoute,
    'POST',
    '/api/payments/notifications/sandbox',
    { provider: 'sandbox' },
    {
      rawBody: notification.body,
      headers: {
        'content-type': 'application/json',
        ...(notification.signature ? { 'x-sandbox-signature': notification.signature } : {}),
      },
    },
  )

// ---------------------------------------------------------------------------------------------
// Reading what the database holds.

export async function paymentOf(payload: Payload, reference: string): Promise<Payment> {
  const { docs } = await payload.find({
    collection: 'payments',
    where: { reference: { equals: reference } },
    limit: 2,
    depth: 0,
    overrideAccess: true,
  })
  expect(docs).toHaveLength(1)
  return docs[0]!
}

async function registrationOf(payload: Payload, paymentId: number) {
  const { docs } = await payload.find({
    collection: 'tournament-registrations',
    where: { payment: { equals: paymentId } },
    limit: 2,
    depth: 0,
    overrideAccess: true,
  })
  expect(docs).toHaveLength(1)
  return docs[0]!
}

export async function registrationsOf(payload: Payload, tournament: Tournament, memberId?: number) {
  const { docs } = await payload.find({
    collection: 'tournament-registrations',
    where: {
      and: [
        { tournament: { equals: tournament.docId } },
        ...(memberId ? [{ member: { equals: memberId } }] : []),
      ],
    },
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

async function paymentsOfTournament(payload: Payload, tournament: Tournament) {
  const { docs } = await payload.find({
    collection: 'payments',
    where: { tournament: { equals: tournament.docId } },
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

/** The tournament's online seats taken, as its counter row says (0 when it has none yet). */
export async function seatsTaken(payload: Payload, tournament: Tournament): Promise<number> {
  const { docs } = await payload.find({
    collection: 'tournament-seat-counters',
    where: { tournamentId: { equals: tournament.docId } },
    limit: 2,
    depth: 0,
    overrideAccess: true,
  })
  expect(docs.length).toBeLessThanOrEqual(1)
  return docs[0]?.taken ?? 0
}

async function eventsOf(payload: Payload, paymentId: number) {
  const { docs } = await payload.find({
    collection: 'payment-events',
    where: { payment: { equals: paymentId } },
    sort: 'createdAt',
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

async function confirmationMails(payload: Payload, email: string): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'outbox',
    where: {
      and: [{ to: { equals: email } }, { kind: { equals: 'payments.tournamentRegistration' } }],
    },
  })
  return totalDocs
}

/**
 * The confirmation (fr, the member's language): the branded layout, the account's registrations
 * as its button, the calendar file's link, the references, the footer's responsible-gaming line.
 */
async function checkConfirmationMail(
  payload: Payload,
  email: string,
  tournament: Tournament,
  references: { registration: string; payment: string },
) {
  const { docs } = await payload.find({
    collection: 'outbox',
    where: {
      and: [{ to: { equals: email } }, { kind: { equals: 'payments.tournamentRegistration' } }],
    },
    limit: 1,
    depth: 0,
  })
  const mail = docs[0]!
  expect(mail.locale).toBe('fr')
  expect(mail.subject).toBe(`Inscription confirmée : Deepstack ${tournament.tournamentId}`)
  const site = getEnv().SITE_URL
  const account = `${site}/account/mes-tournois`
  const calendar = `${site}/api/calendar/fr/tournaments/${tournament.tournamentId}`
  expect(mail.text).toContain(`Voir mes inscriptions\n${account}\n`)
  expect(mail.text).toContain(`Ajouter à mon agenda (.ics)\n${calendar}\n`)
  const html = mail.html ?? ''
  expect(html).toContain('<html dir="ltr" lang="fr"')
  expect(html).toContain(`href="${account}"`)
  expect(html).toContain(`href="${calendar}"`)
  expect(html).toContain('Bonjour Inès,')
  expect(html).toContain('Buy-in payé : 55')
  expect(html).toContain(`Inscription ${references.registration} · paiement ${references.payment}`)
  expect(html).toContain('09 74 75 13 13')
  expect(html).not.toMatch(/<script/i)
}

async function creditsOf(payload: Payload, paymentId: number) {
  const { docs } = await payload.find({
    collection: 'casino-credits',
    where: { payment: { equals: paymentId } },
    limit: 10,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

/** The PaymentError a call ends with (fails the test when it succeeds or throws anything else). */
async function paymentErrorOf(promise: Promise<unknown>): Promise<PaymentError> {
  let outcome: unknown
  try {
    outcome = await promise
  } catch (error) {
    if (isPaymentError(error)) return error
    throw error
  }
  throw new Error(`expected a PaymentError, got ${JSON.stringify(outcome)}`)
}

async function until<T>(label: string, read: () => Promise<T>, ok: (value: T) => boolean) {
  const deadline = Date.now() + 20_000
  for (;;) {
    const value = await read()
    if (ok(value)) return value
    if (Date.now() > deadline) throw new Error(`${label}: still ${JSON.stringify(value)}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** A member registered through the route, with the pending payment it opened. */
async function registered(world: PaymentsWorld, member: Member, tournament: Tournament) {
  const answer = await register(member, tournament)
  expect(answer.status).toBe(201)
  return paymentOf(world.payload, answer.body!.reference as string)
}

// ---------------------------------------------------------------------------------------------
// 1. Paid once: confirmation, one mail; a replay and an out-of-order failure change nothing.

export async function checkPaidNotificationConfirmsOnce(world: PaymentsWorld) {
  const { payload } = world
  const member = await createMember(world)
  const tournament = await createTournament(world)
  const answer = await register(member, tournament)
  expect(answer.status).toBe(201)
  expect(answer.body).toMatchObject({ kind: 'pay' })
  expect(answer.body!.redirectUrl).toMatch(
    /^http[^ ]*\/sandbox-pay\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/,
  )
  expect(String(answer.body!.redirectUrl).startsWith(getEnv().SITE_URL)).toBe(true)

  const payment = await paymentOf(payload, answer.body!.reference as string)
  expect(payment).toMatchObject({
    status: 'pending',
    purpose: 'tournament',
    amountCents: BUY_IN,
    currency: 'EUR',
    member: member.id,
    tournament: tournament.docId,
    provider: 'sandbox',
    redirectUrl: answer.body!.redirectUrl,
  })
  expect(payment.providerRef).toMatch(/^sbx_/)
  expect((await registrationOf(payload, payment.id)).status).toBe('held')
  expect(await seatsTaken(payload, tournament)).toBe(1)
  expect(await confirmationMails(payload, member.email)).toBe(0)

  const paid = signed(payment, 'payment.paid')
  const first = await deliver(paid)
  expect(first).toEqual({ status: 200, body: { outcome: 'applied', from: 'pending', to: 'paid' } })
  const afterPaid = await paymentOf(payload, payment.reference)
  expect(afterPaid.status).toBe('paid')
  expect(afterPaid.settledAt).toBeTruthy()
  expect((await registrationOf(payload, payment.id)).status).toBe('confirmed')
  expect(await seatsTaken(payload, tournament)).toBe(1)
  expect(await confirmationMails(payload, member.email)).toBe(1)
  await checkConfirmationMail(payload, member.email, tournament, {
    registration: (await registrationOf(payload, payment.id)).reference,
    payment: payment.reference,
  })

  // The provider sends the same notification again: acknowledged, nothing more happens.
  const replay = await deliver(paid)
  expect(replay).toEqual({ status: 200, body: { outcome: 'ignored', reason: 'replay' } })
  // An older "failed" arriving after "paid" never moves the payment back.
  const late = await deliver(signed(payment, 'payment.failed'))
  expect(late).toEqual({ status: 200, body: { outcome: 'ignored', reason: 'backwards' } })

  expect((await paymentOf(payload, payment.reference)).status).toBe('paid')
  expect((await registrationOf(payload, payment.id)).status).toBe('confirmed')
  expect(await seatsTaken(payload, tournament)).toBe(1)
  expect(await confirmationMails(payload, member.email)).toBe(1)
  const events = await eventsOf(payload, payment.id)
  expect(events.map((event) => [event.event, event.fromStatus, event.toStatus])).toEqual([
    ['opened', 'created', 'pending'],
    ['paid', 'pending', 'paid'],
  ])
  expect(events[1]!.author).toBe('provider:sandbox')
  expect(events[1]!.notificationId).toBe(`sandbox:${JSON.parse(paid.body).id}`)
}

// ---------------------------------------------------------------------------------------------
// 2. Forged, tampered or wrong-amount notifications are refused and change nothing.

export async function checkForgedNotificationsChangeNothing(world: PaymentsWorld) {
  const { payload } = world
  const member = await createMember(world)
  const tournament = await createTournament(world)
  const payment = await registered(world, member, tournament)
  const good = signed(payment, 'payment.paid')

  const flipped = good.signature!.replace(/.$/, (last) => (last === '0' ? '1' : '0'))
  expect(await deliver({ body: good.body, signature: flipped })).toEqual({
    status: 400,
    body: { code: 'rejected:signature' },
  })
  expect(await deliver({ body: good.body, signature: null })).toEqual({
    status: 400,
    body: { code: 'rejected:signature' },
  })
  // The signature of one body does not cover another (here: a smaller amount).
  const tampered = good.body.replace(`"amountCents":${BUY_IN}`, '"amountCents":100')
  expect(tampered).not.toBe(good.body)
  expect(await deliver({ body: tampered, signature: good.signature })).toEqual({
    status: 400,
    body: { code: 'rejected:signature' },
  })
  // A notification for a payment we do not have.
  expect(
    (await deliver(signed(payment, 'payment.paid', { reference: 'PAY-UNKNOWN0000' }))).status,
  ).toBe(404)

  expect((await paymentOf(payload, payment.reference)).status).toBe('pending')
  expect(await eventsOf(payload, payment.id)).toHaveLength(1) // 'opened' only

  // Correctly signed, but not the amount of the payment: refused and logged.
  const wrongAmount = await deliver(signed(payment, 'payment.paid', { amountCents: BUY_IN - 1 }))
  expect(wrongAmount).toEqual({ status: 400, body: { code: 'invalidAmount' } })
  expect((await paymentOf(payload, payment.reference)).status).toBe('pending')
  expect((await registrationOf(payload, payment.id)).status).toBe('held')
  expect(await confirmationMails(payload, member.email)).toBe(0)
  const events = await eventsOf(payload, payment.id)
  expect(events.map((event) => event.event)).toEqual(['opened', 'refused:amount'])
  expect(events[1]).toMatchObject({ author: 'provider:sandbox', toStatus: null })

  // The genuine notification still goes through afterwards.
  expect((await deliver(good)).body).toEqual({ outcome: 'applied', from: 'pending', to: 'paid' })
  expect((await registrationOf(payload, payment.id)).status).toBe('confirmed')
}

// ---------------------------------------------------------------------------------------------
// 3. A declined or canceled payment gives the seat back; the member may register again.

export async function checkDeclinedAndCanceledReleaseTheSeat(world: PaymentsWorld) {
  const { payload } = world
  const member = await createMember(world)
  const tournament = await createTournament(world, { seats: 5 })

  const first = await registered(world, member, tournament)
  expect(await seatsTaken(payload, tournament)).toBe(1)
  expect(await deliver(signed(first, 'payment.failed'))).toEqual({
    status: 200,
    body: { outcome: 'applied', from: 'pending', to: 'failed' },
  })
  expect((await paymentOf(payload, first.reference)).status).toBe('failed')
  expect((await registrationOf(payload, first.id)).status).toBe('released')
  expect(await seatsTaken(payload, tournament)).toBe(0)

  // Again: a new payment; this time the member gives up on the result page.
  const second = await registered(world, member, tournament)
  expect(second.reference).not.toBe(first.reference)
  expect(await seatsTaken(payload, tournament)).toBe(1)
  expect(await cancelPayment(member, second.reference)).toEqual({
    status: 200,
    body: { status: 'canceled' },
  })
  expect((await registrationOf(payload, second.id)).status).toBe('released')
  expect(await seatsTaken(payload, tournament)).toBe(0)

  // And again: the provider says the session was canceled.
  const third = await registered(world, member, tournament)
  expect(new Set([first.reference, second.reference, third.reference]).size).toBe(3)
  expect((await deliver(signed(third, 'payment.canceled'))).body).toEqual({
    outcome: 'applied',
    from: 'pending',
    to: 'canceled',
  })
  expect((await registrationOf(payload, third.id)).status).toBe('released')
  expect(await seatsTaken(payload, tournament)).toBe(0)

  const statuses = (await registrationsOf(payload, tournament, member.id)).map((r) => r.status)
  expect(statuses).toEqual(['released', 'released', 'released'])
  expect(await confirmationMails(payload, member.email)).toBe(0)
}

// ---------------------------------------------------------------------------------------------
// 4. 20 members race for the last seat: one gets it.

export async function checkLastSeatGoesToOne(world: PaymentsWorld) {
  const { payload } = world
  const tournament = await createTournament(world, { seats: 30, registeredCount: 29 })
  const members: Member[] = []
  for (let index = 0; index < 20; index++) members.push(await createMember(world))

  const answers = await Promise.all(members.map((member) => register(member, tournament)))
  const winners = answers.filter((answer) => answer.status === 201)
  const losers = answers.filter((answer) => answer.status !== 201)
  expect(winners).toHaveLength(1)
  expect(losers).toHaveLength(19)
  for (const loser of losers) {
    expect({ status: loser.status, code: loser.body?.code }).toEqual({
      status: 409,
      code: 'noPlacesLeft',
    })
  }
  expect(await seatsTaken(payload, tournament)).toBe(1)
  const registrations = await registrationsOf(payload, tournament)
  expect(registrations.filter((r) => r.status === 'held')).toHaveLength(1)
  expect(registrations.filter((r) => r.status === 'confirmed')).toHaveLength(0)
  const payments = await paymentsOfTournament(payload, tournament)
  expect(payments.map((payment) => payment.reference)).toEqual([winners[0]!.body!.reference])

  // Another member after the race: still no seat.
  const late = await register(await createMember(world), tournament)
  expect({ status: late.status, code: late.body?.code }).toEqual({
    status: 409,
    code: 'noPlacesLeft',
  })
  expect(await seatsTaken(payload, tournament)).toBe(1)

  // The tournament's page and the lists count the online seat too: full, as registration says.
  const tournaments = new TournamentsRepository(payload)
  const page = await tournaments.findTournamentById('fr', tournament.tournamentId)
  expect(page && { status: page.status, left: countSeatsLeft(toTournament(page)) }).toEqual({
    status: 'full',
    left: 0,
  })
  const listed = await tournaments.listTournaments('fr', { limit: 200 })
  expect(listed.find((view) => view.id === tournament.tournamentId)?.status).toBe('full')
}

// ---------------------------------------------------------------------------------------------
// 5. The double click: one held registration, one payment; once paid, "already registered".

/**
 * `clicks` registrations of one member at once: each answer is the same payment page (or, for a
 * click that found the other's registration before its payment, "already registered"), and the
 * database holds one active registration, one payment and one seat.
 */
async function clickRegister(world: PaymentsWorld, member: Member, clicks: number) {
  const { payload } = world
  const tournament = await createTournament(world)
  const answers = await Promise.all(
    Array.from({ length: clicks }, () => register(member, tournament)),
  )
  const outcomes = answers.map((answer) =>
    answer.status === 201
      ? { status: 201, reference: answer.body!.reference }
      : { status: answer.status, code: answer.body?.code },
  )
  const started = outcomes.filter((outcome) => outcome.status === 201)
  expect(started.length, JSON.stringify(outcomes)).toBeGreaterThanOrEqual(1)
  const reference = started[0]!.reference as string
  for (const outcome of outcomes) {
    expect([
      { status: 201, reference },
      { status: 409, code: 'alreadyRegistered' },
    ]).toContainEqual(outcome)
  }
  const active = (await registrationsOf(payload, tournament, member.id)).filter(
    (r) => r.status === 'held' || r.status === 'confirmed',
  )
  expect(active).toHaveLength(1)
  expect((await paymentsOfTournament(payload, tournament)).map((p) => p.reference)).toEqual([
    reference,
  ])
  expect(await seatsTaken(payload, tournament)).toBe(1)
  return { tournament, reference }
}

export async function checkDoubleClickHoldsOneSeat(world: PaymentsWorld) {
  const { payload } = world
  const member = await createMember(world)
  const { tournament, reference } = await clickRegister(world, member, 2)
  // Bursts of clicks on other tournaments: the inserts of the same registration do collide.
  for (let round = 0; round < 3; round++) await clickRegister(world, member, 5)

  // A click later (a second tab): the same payment page again.
  const again = await register(member, tournament)
  expect(again).toMatchObject({ status: 201, body: { kind: 'resume', reference } })

  const payment = await paymentOf(payload, reference)
  expect((await deliver(signed(payment, 'payment.paid'))).status).toBe(200)
  expect((await registrationOf(payload, payment.id)).status).toBe('confirmed')

  const after = await register(member, tournament)
  expect({ status: after.status, code: after.body?.code }).toEqual({
    status: 409,
    code: 'alreadyRegistered',
  })
  const error = await paymentErrorOf(
    registerForTournament(contextOf(world), member.id, tournament.tournamentId),
  )
  expect(error.code).toBe('alreadyRegistered')
  expect(await paymentsOfTournament(payload, tournament)).toHaveLength(1)
  expect(await seatsTaken(payload, tournament)).toBe(1)
}

// ---------------------------------------------------------------------------------------------
// 6. A hold that times out gives the seat back; the money arriving late still gets the seat when
//    one is free, and is refunded when the seat went to someone else.

export async function checkExpiredHoldThenLatePayment(world: PaymentsWorld) {
  const { payload } = world
  const member = await createMember(world)
  const tournament = await createTournament(world, { seats: 3 })
  const payment = await registered(world, member, tournament)
  expect(await seatsTaken(payload, tournament)).toBe(1)

  // Nothing is due yet.
  await expireOpenPayments(payload, new Date())
  expect((await paymentOf(payload, payment.reference)).status).toBe('pending')
  expect(await seatsTaken(payload, tournament)).toBe(1)

  const expired = await expireOpenPayments(payload, new Date(Date.now() + 16 * 60_000))
  expect(expired.seats).toBeGreaterThanOrEqual(1)
  expect((await paymentOf(payload, payment.reference)).status).toBe('canceled')
  expect((await registrationOf(payload, payment.id)).status).toBe('released')
  expect(await seatsTaken(payload, tournament)).toBe(0)

  const late = await deliver(signed(payment, 'payment.paid'))
  expect(late).toEqual({ status: 200, body: { outcome: 'applied', from: 'canceled', to: 'paid' } })
  expect((await paymentOf(payload, payment.reference)).status).toBe('paid')
  expect((await registrationOf(payload, payment.id)).status).toBe('confirmed')
  expect(await seatsTaken(payload, tournament)).toBe(1)
  expect(await confirmationMails(payload, member.email)).toBe(1)
  // Confirmed again, the member is registered (no second registration possible).
  expect((await register(member, tournament)).body?.code).toBe('alreadyRegistered')
}

export async function checkLatePaymentWithoutSeatIsRefunded(world: PaymentsWorld) {
  const { payload } = world
  const slow = await createMember(world)
  const quick = await createMember(world)
  const tournament = await createTournament(world, { seats: 1 })
  const payment = await registered(world, slow, tournament)
  await expireOpenPayments(payload, new Date(Date.now() + 16 * 60_000))
  expect(await seatsTaken(payload, tournament)).toBe(0)

  // The freed seat goes to another member…
  const other = await registered(world, quick, tournament)
  expect(await seatsTaken(payload, tournament)).toBe(1)

  // …so the money arriving late goes back at once.
  expect((await deliver(signed(payment, 'payment.paid'))).status).toBe(200)
  const refunded = await paymentOf(payload, payment.reference)
  expect(refunded.status).toBe('refunded')
  expect(refunded.refundRef).toMatch(/^re_sbx_/)
  expect((await registrationOf(payload, payment.id)).status).toBe('released')
  expect((await registrationOf(payload, other.id)).status).toBe('held')
  expect(await seatsTaken(payload, tournament)).toBe(1)
  expect(await confirmationMails(payload, slow.email)).toBe(0)
  const last = (await eventsOf(payload, payment.id)).at(-1)
  expect(last).toMatchObject({ event: 'refunded', fromStatus: 'paid', toStatus: 'refunded' })
  expect(last!.author).toBe('system')
}

// ---------------------------------------------------------------------------------------------
// 7. Machine payments: the staff's amount rules, the member's caps, the credit sent once.

export async function checkMachineAmountsAndCaps(world: PaymentsWorld) {
  const { payload } = world
  const member = await createMember(world)
  const machine = randomUUID()
  const start = (amountCents: number | null) =>
    startMachinePayment(contextOf(world), member.id, { casino: 'BIA', machine, amountCents })

  expect((await paymentErrorOf(start(1_234))).code).toBe('invalidAmount')
  expect((await paymentErrorOf(start(null))).code).toBe('invalidAmount')
  expect((await paymentErrorOf(start(0))).code).toBe('invalidAmount')
  const overMax = await paymentErrorOf(start(1_000_000))
  expect(overMax).toMatchObject({ code: 'invalidAmount', params: { min: 1_000, max: 50_000 } })
  expect(
    (
      await paymentErrorOf(
        startMachinePayment(contextOf(world), member.id, {
          casino: 'BIA',
          machine: 'x',
          amountCents: 2_000,
        }),
      )
    ).code,
  ).toBe('invalidMachineId')
  // The same refusal through the API.
  const byRoute = await callRoute(
    machinePaymentRoute as Route<Record<string, never>>,
    'POST',
    '/api/epc/payments/machine',
    {},
    { token: member.token, body: { casino: 'BIA', machine, amountCents: 1_234 } },
  )
  expect({ status: byRoute.status, code: byRoute.body?.code }).toEqual({
    status: 400,
    code: 'invalidAmount',
  })

  // A daily cap of 50 € (from none: stricter, so in force at once).
  const lowered = await changeCaps(contextOf(world), member.id, {
    dailyCents: 5_000,
    weeklyCents: null,
  })
  expect(lowered).toMatchObject({ ok: true, appliedNow: true })

  const forty = await start(4_000)
  expect(forty.redirectUrl).toContain('/sandbox-pay/')
  const refused = await paymentErrorOf(start(2_000))
  expect(refused).toMatchObject({ code: 'dailyCapReached', params: { remaining: 1_000 } })
  expect((await readMachineAccount(contextOf(world), member.id)).spent.todayCents).toBe(4_000)

  // The 40 € are declined: they no longer count against the cap.
  const fortyPayment = await paymentOf(payload, forty.reference)
  expect(fortyPayment).toMatchObject({
    status: 'pending',
    purpose: 'machine',
    casinoTrigram: 'BIA',
    machineId: machine,
  })
  expect((await deliver(signed(fortyPayment, 'payment.failed'))).body).toMatchObject({
    outcome: 'applied',
    to: 'failed',
  })
  expect((await readMachineAccount(contextOf(world), member.id)).spent.todayCents).toBe(0)
  const twenty = await start(2_000)
  expect((await paymentOf(payload, twenty.reference)).status).toBe('pending')
  expect((await readMachineAccount(contextOf(world), member.id)).spent.todayCents).toBe(2_000)
  // A second "failed" for the same payment gives nothing back twice.
  expect((await deliver(signed(fortyPayment, 'payment.failed'))).body).toMatchObject({
    outcome: 'ignored',
  })
  expect((await readMachineAccount(contextOf(world), member.id)).spent.todayCents).toBe(2_000)

  // Raising the cap waits 24 hours: 20 € + 40 € is still over today's 50 €.
  const raised = await callRoute(
    capsRoute as Route<Record<string, never>>,
    'POST',
    '/api/epc/payments/caps',
    {},
    { token: member.token, body: { dailyCents: 10_000, weeklyCents: null } },
  )
  expect(raised.status).toBe(200)
  expect(raised.body!.appliedNow).toBe(false)
  expect(Date.parse(raised.body!.effectiveFrom as string)).toBeGreaterThan(
    Date.now() + 23 * 3_600_000,
  )
  const account = await readMachineAccount(contextOf(world), member.id)
  expect(account.caps.dailyCents).toBe(5_000)
  expect((await paymentErrorOf(start(4_000))).code).toBe('dailyCapReached')
  // Tomorrow's view: the raise is in force.
  const tomorrow = { ...contextOf(world), now: new Date(Date.now() + 25 * 3_600_000) }
  expect((await readMachineAccount(tomorrow, member.id)).caps.dailyCents).toBe(10_000)

  const { docs } = await payload.find({
    collection: 'payments',
    where: { member: { equals: member.id } },
    limit: 10,
    depth: 0,
    overrideAccess: true,
  })
  expect(docs.map((doc) => doc.status).sort()).toEqual(['failed', 'pending'])
}

/**
 * A machine payment declined, then paid after all (a late "paid" is accepted: the money was
 * taken): what the member paid today must count against the daily cap again.
 */
export async function checkLateMachinePaymentCountsAgainstCaps(world: PaymentsWorld) {
  const { payload } = world
  const member = await createMember(world)
  const machine = randomUUID()
  const start = (amountCents: number) =>
    startMachinePayment(contextOf(world), member.id, { casino: 'BIA', machine, amountCents })
  await changeCaps(contextOf(world), member.id, { dailyCents: 5_000, weeklyCents: null })

  const forty = await paymentOf(payload, (await start(4_000)).reference)
  expect((await deliver(signed(forty, 'payment.failed'))).body).toMatchObject({ to: 'failed' })
  expect((await readMachineAccount(contextOf(world), member.id)).spent.todayCents).toBe(0)
  expect((await deliver(signed(forty, 'payment.paid'))).body).toEqual({
    outcome: 'applied',
    from: 'failed',
    to: 'paid',
  })
  expect((await paymentOf(payload, forty.reference)).status).toBe('paid')
  await until(
    'credit settled',
    () => creditsOf(payload, forty.id),
    (credits) => credits[0]?.status === 'sent',
  )

  // 40 € were taken today: the counter says so, and 20 € more would pass the 50 € cap.
  expect((await readMachineAccount(contextOf(world), member.id)).spent.todayCents).toBe(4_000)
  expect((await paymentErrorOf(start(2_000))).code).toBe('dailyCapReached')
}

export async function checkLateMachinePaymentOverCapsIsRefunded(world: PaymentsWorld) {
  const { payload } = world
  const member = await createMember(world)
  const machine = randomUUID()
  const start = (amountCents: number) =>
    startMachinePayment(contextOf(world), member.id, { casino: 'BIA', machine, amountCents })
  await changeCaps(contextOf(world), member.id, { dailyCents: 5_000, weeklyCents: null })

  // An old provider tab: canceled on the site (the cap given back), then a second payment uses it.
  const first = await paymentOf(payload, (await start(4_000)).reference)
  expect((await deliver(signed(first, 'payment.canceled'))).body).toMatchObject({ to: 'canceled' })
  const second = await paymentOf(payload, (await start(4_000)).reference)
  expect((await deliver(signed(second, 'payment.paid'))).body).toMatchObject({ to: 'paid' })

  // The first tab is paid late: 80 € would pass the 50 € cap, so the money goes back at once.
  expect((await deliver(signed(first, 'payment.paid'))).body).toMatchObject({
    outcome: 'applied',
    to: 'paid',
  })
  expect((await paymentOf(payload, first.reference)).status).toBe('refunded')
  expect(await creditsOf(payload, first.id)).toHaveLength(0)
  expect((await eventsOf(payload, first.id)).at(-1)).toMatchObject({
    toStatus: 'refunded',
    author: 'system',
  })
  expect((await readMachineAccount(contextOf(world), member.id)).spent.todayCents).toBe(4_000)
}

async function paidMachinePayment(world: PaymentsWorld, member: Member, amountCents: number) {
  const machine = randomUUID()
  const started = await startMachinePayment(contextOf(world), member.id, {
    casino: 'bia',
    machine: machine.toUpperCase(),
    amountCents,
  })
  const payment = await paymentOf(world.payload, started.reference)
  expect(payment.machineId).toBe(machine)
  const paid = signed(payment, 'payment.paid')
  expect((await deliver(paid)).body).toEqual({ outcome: 'applied', from: 'pending', to: 'paid' })
  return { payment, machine, paid }
}

export async function checkMachineCreditDeliveredOnce(world: PaymentsWorld) {
  const { payload, casinoSystem } = world
  casinoSystem.failWith = null
  const member = await createMember(world)
  const { payment, machine, paid } = await paidMachinePayment(world, member, 3_000)

  // The payment's first delivery attempt runs in the background, right after it is paid.
  const [credit] = await until(
    'credit delivered',
    () => creditsOf(payload, payment.id),
    (credits) => credits[0]?.status === 'sent',
  )
  expect(credit).toMatchObject({ casinoTrigram: 'BIA', machineId: machine, amountCents: 3_000 })
  expect(credit!.attempts).toBe(1)
  const received = casinoSystem.deliveries.filter((d) => d.idempotencyKey === credit!.creditId)
  expect(received).toHaveLength(1)
  expect(verifyCasinoSignature(received[0]!.body, received[0]!.signature)).toBe(true)
  expect(
    verifyCasinoSignature(received[0]!.body.replace('3000', '30000'), received[0]!.signature),
  ).toBe(false)
  expect(JSON.parse(received[0]!.body)).toMatchObject({
    creditId: credit!.creditId,
    casino: 'BIA',
    machineId: machine,
    amountCents: 3_000,
    currency: 'EUR',
  })

  // Never sent twice: another attempt skips it, a replayed "paid" queues nothing.
  expect(await deliverCasinoCredit(payload, credit!.id, { finalAttempt: false })).toBe('skipped')
  expect((await deliver(paid)).body).toEqual({ outcome: 'ignored', reason: 'replay' })
  expect(await creditsOf(payload, payment.id)).toHaveLength(1)
  expect(casinoSystem.deliveries.filter((d) => d.idempotencyKey === credit!.creditId)).toHaveLength(
    1,
  )
}

export async function checkFailedCreditDeliveryIsRetried(world: PaymentsWorld) {
  const { payload, casinoSystem } = world
  casinoSystem.failWith = 500
  try {
    const member = await createMember(world)
    const { payment } = await paidMachinePayment(world, member, 2_000)

    // The background attempt gets a 500: the credit waits for a retry.
    const [credit] = await until(
      'first attempt failed',
      () => creditsOf(payload, payment.id),
      (credits) => credits[0]?.attempts === 1 && credits[0]?.status === 'pending',
    )
    expect(credit!.lastError).toBe('HTTP 500')
    expect(credit!.sentAt ?? null).toBeNull()
    const key = credit!.creditId

    // The last attempt fails on the network: staff see it failed.
    const down: typeof fetch = async () => {
      throw new Error('connect ECONNREFUSED')
    }
    await expect(
      deliverCasinoCredit(payload, credit!.id, { finalAttempt: true, fetchImpl: down }),
    ).rejects.toThrow(/ECONNREFUSED/)
    const [failed] = await creditsOf(payload, payment.id)
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastError: 'connect ECONNREFUSED',
    })

    // A retry when the casino system is back sends it, with the same idempotency key.
    casinoSystem.failWith = null
    expect(await deliverCasinoCredit(payload, credit!.id, { finalAttempt: false })).toBe('sent')
    const [sent] = await creditsOf(payload, payment.id)
    expect(sent).toMatchObject({ status: 'sent', attempts: 3 })
    expect(sent!.lastError ?? null).toBeNull()
    expect(sent!.sentAt).toBeTruthy()
    const received = casinoSystem.deliveries.filter((d) => d.idempotencyKey === key)
    expect(received).toHaveLength(2)
    expect(received.every((d) => verifyCasinoSignature(d.body, d.signature))).toBe(true)

    expect(await deliverCasinoCredit(payload, credit!.id, { finalAttempt: false })).toBe('skipped')
    expect(casinoSystem.deliveries.filter((d) => d.idempotencyKey === key)).toHaveLength(2)
  } finally {
    casinoSystem.failWith = null
  }
}

/**
 * A credit the casino refused to the last attempt waits for staff ("failed (needs staff)"); the
 * admin's home sends it again. Two clicks at once queue it once; the job sends it with the same
 * idempotency key, and it is marked sent.
 */
export async function checkStaffResendsAFailedCredit(world: PaymentsWorld) {
  const { payload, casinoSystem } = world
  casinoSystem.failWith = 500
  try {
    const member = await createMember(world)
    const { payment } = await paidMachinePayment(world, member, 2_000)
    const [credit] = await until(
      'first attempt failed',
      () => creditsOf(payload, payment.id),
      (credits) => credits[0]?.attempts === 1 && credits[0]?.status === 'pending',
    )
    await expect(deliverCasinoCredit(payload, credit!.id, { finalAttempt: true })).rejects.toThrow(
      /HTTP 500/,
    )
    expect((await creditsOf(payload, payment.id))[0]).toMatchObject({ status: 'failed' })

    casinoSystem.failWith = null
    const clicks = await Promise.all([
      retryFailedCredit(payload, credit!.id),
      retryFailedCredit(payload, credit!.id),
    ])
    expect(clicks.filter(Boolean)).toHaveLength(1)
    expect((await creditsOf(payload, payment.id))[0]).toMatchObject({
      status: 'pending',
      attempts: 0,
    })
    expect((await creditsOf(payload, payment.id))[0]!.lastError ?? null).toBeNull()
    // Not failed any more: a third click does nothing.
    expect(await retryFailedCredit(payload, credit!.id)).toBe(false)

    await payload.jobs.run({ queue: PAYMENTS_QUEUE, silent: true })
    const [sent] = await until(
      'sent after the staff retry',
      () => creditsOf(payload, payment.id),
      (credits) => credits[0]?.status === 'sent',
    )
    expect(sent!.attempts).toBe(1)
    const key = credit!.creditId
    const received = casinoSystem.deliveries.filter((d) => d.idempotencyKey === key)
    expect(received.length).toBeGreaterThanOrEqual(1)
    expect(received.every((d) => verifyCasinoSignature(d.body, d.signature))).toBe(true)
  } finally {
    casinoSystem.failWith = null
  }
}

// ---------------------------------------------------------------------------------------------
// 8. Another member's payment is never reachable; a visitor must log in.

export async function checkOthersPaymentsAreUnreachable(world: PaymentsWorld) {
  const { payload } = world
  const owner = await createMember(world)
  const intruder = await createMember(world)
  const tournament = await createTournament(world)
  const payment = await registered(world, owner, tournament)

  expect(await paymentStatus(owner, payment.reference)).toEqual({
    status: 200,
    body: {
      reference: payment.reference,
      purpose: 'tournament',
      status: 'pending',
      amountCents: BUY_IN,
      currency: 'EUR',
    },
  })
  const read = await paymentStatus(intruder, payment.reference)
  expect({ status: read.status, code: read.body?.code }).toEqual({
    status: 404,
    code: 'unknownPayment',
  })
  // Exactly what a payment that does not exist answers.
  const missing = await paymentStatus(intruder, 'PAY-NOSUCHTHING')
  expect(missing).toEqual(read)

  const canceled = await cancelPayment(intruder, payment.reference)
  expect({ status: canceled.status, code: canceled.body?.code }).toEqual({
    status: 404,
    code: 'unknownPayment',
  })

  const visitorRead = await paymentStatus(null, payment.reference)
  expect({ status: visitorRead.status, code: visitorRead.body?.code }).toEqual({
    status: 401,
    code: 'unauthenticated',
  })
  const visitorCancel = await cancelPayment(null, payment.reference)
  expect({ status: visitorCancel.status, code: visitorCancel.body?.code }).toEqual({
    status: 401,
    code: 'unauthenticated',
  })
  const visitorRegister = await register(null, tournament)
  expect({ status: visitorRegister.status, code: visitorRegister.body?.code }).toEqual({
    status: 401,
    code: 'unauthenticated',
  })
  // The owner's own cancel from another site is refused too.
  const crossSite = await cancelPayment(owner, payment.reference, 'https://evil.example')
  expect({ status: crossSite.status, code: crossSite.body?.code }).toEqual({
    status: 403,
    code: 'forbiddenOrigin',
  })

  expect((await paymentOf(payload, payment.reference)).status).toBe('pending')
  expect((await registrationOf(payload, payment.id)).status).toBe('held')
  expect(await eventsOf(payload, payment.id)).toHaveLength(1)
  expect(await registrationsOf(payload, tournament)).toHaveLength(1)
}

// ---------------------------------------------------------------------------------------------
// 9. Staff refund: the registration is canceled and the seat freed; only a paid payment.

export async function checkStaffRefund(world: PaymentsWorld) {
  const { payload } = world
  const member = await createMember(world)
  const waiting = await createMember(world)
  const tournament = await createTournament(world)
  const payment = await registered(world, member, tournament)
  expect((await deliver(signed(payment, 'payment.paid'))).status).toBe(200)
  expect((await registrationOf(payload, payment.id)).status).toBe('confirmed')
  expect(await seatsTaken(payload, tournament)).toBe(1)

  const unpaid = await registered(world, waiting, tournament)
  expect(await seatsTaken(payload, tournament)).toBe(2)
  expect((await paymentErrorOf(refundPayment(contextOf(world), unpaid.id, 'support@x'))).code).toBe(
    'notRefundable',
  )
  expect((await paymentOf(payload, unpaid.reference)).status).toBe('pending')

  const result = await refundPayment(contextOf(world), payment.id, 'support@x')
  expect(result).toMatchObject({ changed: true, from: 'paid', to: 'refunded' })
  const refunded = await paymentOf(payload, payment.reference)
  expect(refunded.status).toBe('refunded')
  expect(refunded.refundRef).toMatch(/^re_sbx_/)
  expect((await registrationOf(payload, payment.id)).status).toBe('canceled')
  expect(await seatsTaken(payload, tournament)).toBe(1)
  const last = (await eventsOf(payload, payment.id)).at(-1)
  expect(last).toMatchObject({
    event: 'refunded',
    fromStatus: 'paid',
    toStatus: 'refunded',
    author: 'staff:support@x',
  })

  // Refunded once: a second refund is refused, and the provider's late "failed" is ignored.
  expect(
    (await paymentErrorOf(refundPayment(contextOf(world), payment.id, 'support@x'))).code,
  ).toBe('notRefundable')
  expect((await deliver(signed(payment, 'payment.failed'))).body).toMatchObject({
    outcome: 'ignored',
  })
  expect((await paymentOf(payload, payment.reference)).status).toBe('refunded')
  expect(await seatsTaken(payload, tournament)).toBe(1)
  expect((await registrationOf(payload, unpaid.id)).status).toBe('held')

  // The refunded member may register again.
  const again = await registered(world, member, tournament)
  expect(again.reference).not.toBe(payment.reference)
  expect(await seatsTaken(payload, tournament)).toBe(2)
}
