import type { Payload } from 'payload'
import { expect } from 'vitest'

import { waitlistRoute } from '@/features/payments/server/routes'
import { WaitlistRepository } from '@/features/payments/server/waitlist-repository'
import { getEnv } from '@/platform/config/env'
import {
  offerReleasedSeats,
  paymentsContext,
  readWaitlistPlace,
} from '@/features/payments/server/service'

import {
  callRoute,
  createMember,
  createTournament,
  deliver,
  paymentOf,
  register,
  registrationsOf,
  seatsTaken,
  signed,
  type Member,
  type PaymentsWorld,
  type Tournament,
} from './payments-scenario'

/**
 * Waiting lists of full tournaments (ADR 0071) against a real database, shared by the SQLite and
 * PostgreSQL suites: 50 members join a full tournament at once, staff free 20 seats, four job
 * runners at once offer each seat to exactly one member, in the order of joining; newcomers
 * cannot take a seat the list waits for; an offer is paid (a declined card keeps it), declined
 * (the next member gets it) or lapses after 30 minutes (the next ones get them).
 */

const MINUTE = 60_000

const waitlist = (member: Member, tournament: Tournament, intent: 'join' | 'leave' = 'join') =>
  callRoute(
    waitlistRoute,
    'POST',
    `/api/epc/payments/tournaments/${tournament.tournamentId}/waitlist`,
    { tournamentId: String(tournament.tournamentId) },
    { token: member.token, body: { intent } },
  )

type Entry = { id: number; member: number; status: string; registration: number | null }

async function entriesOf(payload: Payload, tournament: Tournament): Promise<Entry[]> {
  const { docs } = await payload.find({
    collection: 'tournament-waitlist',
    where: { tournament: { equals: tournament.docId } },
    sort: 'id',
    limit: 500,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((doc) => ({
    id: doc.id,
    member: typeof doc.member === 'object' ? doc.member.id : doc.member,
    status: doc.status,
    registration:
      doc.registration === null || doc.registration === undefined
        ? null
        : typeof doc.registration === 'object'
          ? doc.registration.id
          : doc.registration,
  }))
}

async function offerMails(payload: Payload, emails: readonly string[]): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'outbox',
    where: {
      and: [{ to: { in: [...emails] } }, { kind: { equals: 'payments.waitlistOffer' } }],
    },
    limit: 500,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((doc) => doc.to)
}

const membersWith = (entries: Entry[], status: string) =>
  entries.filter((entry) => entry.status === status).map((entry) => entry.member)

export async function checkWaitlistOffersFreedSeatsInOrder(world: PaymentsWorld) {
  const { payload } = world
  // Full: the desk sold all 20 seats.
  const tournament = await createTournament(world, { seats: 20, registeredCount: 20 })
  const members: Member[] = []
  for (let index = 0; index < 50; index++) members.push(await createMember(world))
  const byId = new Map(members.map((member) => [member.id, member]))

  // 50 members join at once, one of them twice (a double click): 50 places, 1 to 50.
  const joins = await Promise.all([
    ...members.map((member) => waitlist(member, tournament)),
    waitlist(members[7]!, tournament),
  ])
  for (const join of joins) expect(join).toMatchObject({ status: 201, body: { state: 'waiting' } })
  const joined = await entriesOf(payload, tournament)
  expect(joined).toHaveLength(50)
  expect(new Set(joined.map((entry) => entry.member)).size).toBe(50)
  // Once every join is stored, each member's place is their rank in the order of joining (a place
  // answered while other joins were still being written may be read before theirs landed).
  const places = await Promise.all(
    joined.map((entry) => readWaitlistPlace(payload, tournament.docId, entry.member)),
  )
  expect(places).toEqual(
    Array.from({ length: 50 }, (_, index) => ({ state: 'waiting', position: index + 1 })),
  )
  const order = joined.map((entry) => entry.member)

  // A member not on the list cannot register, nor join a list where seats are left.
  const newcomer = await createMember(world)
  expect(await register(newcomer, tournament)).toMatchObject({
    status: 409,
    body: { code: 'noPlacesLeft' },
  })
  const open = await createTournament(world, { seats: 10 })
  expect(await waitlist(newcomer, open)).toMatchObject({
    status: 409,
    body: { code: 'waitlistNotFull' },
  })

  // Staff free the 20 seats: still none for a newcomer while 50 members wait.
  await payload.update({
    collection: 'tournaments',
    id: tournament.docId,
    data: { registeredCount: 0 },
    overrideAccess: true,
  })
  expect(await register(newcomer, tournament)).toMatchObject({
    status: 409,
    body: { code: 'noPlacesLeft' },
  })
  expect(await seatsTaken(payload, tournament)).toBe(0)

  // Four job runners at once: each seat offered to exactly one member, the first 20 in line.
  const now = new Date()
  const runs = await Promise.all(
    Array.from({ length: 4 }, () => offerReleasedSeats(paymentsContext(payload, { now }))),
  )
  expect(runs.reduce((sum, run) => sum + run.offered, 0)).toBe(20)
  let entries = await entriesOf(payload, tournament)
  expect(membersWith(entries, 'offered')).toEqual(order.slice(0, 20))
  expect(membersWith(entries, 'waiting')).toEqual(order.slice(20))
  expect(await seatsTaken(payload, tournament)).toBe(20)
  const held = (await registrationsOf(payload, tournament)).filter((r) => r.status === 'held')
  expect(held.map((r) => r.member).sort()).toEqual([...order.slice(0, 20)].sort())
  for (const registration of held) {
    expect(Date.parse(registration.holdExpiresAt!)).toBe(now.getTime() + 30 * MINUTE)
    expect(registration.payment ?? null).toBeNull()
  }
  const offeredEmails = order.slice(0, 20).map((id) => byId.get(id)!.email)
  expect((await offerMails(payload, offeredEmails)).sort()).toEqual([...offeredEmails].sort())
  expect(
    await offerMails(
      payload,
      order.slice(20).map((id) => byId.get(id)!.email),
    ),
  ).toEqual([])
  expect(await readWaitlistPlace(payload, tournament.docId, order[20]!)).toEqual({
    state: 'waiting',
    position: 1,
  })
  expect(await readWaitlistPlace(payload, tournament.docId, order[0]!)).toEqual({
    state: 'offered',
    offerExpiresAt: new Date(now.getTime() + 30 * MINUTE),
  })

  // Running again offers nothing more: no seat is free.
  const again = await offerReleasedSeats(paymentsContext(payload, { now }))
  expect(again.offered).toBe(0)
  expect(await seatsTaken(payload, tournament)).toBe(20)

  // The first member pays; a declined card does not lose the offer, the second try pays.
  const first = byId.get(order[0]!)!
  const declined = await register(first, tournament)
  expect(declined).toMatchObject({ status: 201, body: { kind: 'pay' } })
  const declinedPayment = await paymentOf(payload, declined.body!.reference as string)
  expect(declinedPayment.expiresAt).toBe(new Date(now.getTime() + 30 * MINUTE).toISOString())
  expect((await deliver(signed(declinedPayment, 'payment.failed'))).status).toBe(200)
  expect(await seatsTaken(payload, tournament)).toBe(20)
  const retried = await register(first, tournament)
  expect(retried).toMatchObject({ status: 201, body: { kind: 'pay' } })
  expect(retried.body!.reference).not.toBe(declined.body!.reference)
  const paid = await paymentOf(payload, retried.body!.reference as string)
  expect((await deliver(signed(paid, 'payment.paid'))).status).toBe(200)
  const [firstRegistration] = await registrationsOf(payload, tournament, first.id)
  expect(firstRegistration!.status).toBe('confirmed')

  // The second member clicks "pay" twice at once: one payment for the one offered seat.
  const second = byId.get(order[1]!)!
  const clicks = await Promise.all([register(second, tournament), register(second, tournament)])
  for (const click of clicks) expect(click.status).toBe(201)
  expect(clicks[0]!.body!.reference).toBe(clicks[1]!.body!.reference)
  expect(await seatsTaken(payload, tournament)).toBe(20)

  // The third member declines: the seat goes to the 21st member at the next run.
  const third = byId.get(order[2]!)!
  expect((await waitlist(third, tournament, 'leave')).status).toBe(204)
  expect(await seatsTaken(payload, tournament)).toBe(19)
  expect(await register(newcomer, tournament)).toMatchObject({
    status: 409,
    body: { code: 'noPlacesLeft' },
  })
  const next = await offerReleasedSeats(paymentsContext(payload, { now }))
  expect(next.offered).toBe(1)
  entries = await entriesOf(payload, tournament)
  expect(entries.find((entry) => entry.member === third.id)!.status).toBe('left')
  expect(entries.find((entry) => entry.member === order[20])!.status).toBe('offered')
  expect(await seatsTaken(payload, tournament)).toBe(20)

  // 31 minutes later the unpaid offers have lapsed: their 19 seats go to the next 19 in line.
  const later = new Date(now.getTime() + 31 * MINUTE)
  const lapsedRun = await offerReleasedSeats(paymentsContext(payload, { now: later }))
  entries = await entriesOf(payload, tournament)
  expect(membersWith(entries, 'registered')).toEqual([first.id])
  const unpaid = order.slice(1, 21).filter((id) => id !== third.id)
  expect(membersWith(entries, 'lapsed')).toEqual(unpaid)
  expect(lapsedRun.offered).toBe(19)
  expect(membersWith(entries, 'offered')).toEqual(order.slice(21, 40))
  expect(membersWith(entries, 'waiting')).toEqual(order.slice(40))
  expect(await seatsTaken(payload, tournament)).toBe(20)
  const active = (await registrationsOf(payload, tournament)).filter(
    (r) => r.status === 'held' || r.status === 'confirmed',
  )
  expect(active).toHaveLength(20)
  expect(new Set(active.map((r) => r.member)).size).toBe(20)

  // A member still waiting leaves: the places behind them move up.
  const leaving = byId.get(order[40]!)!
  expect((await waitlist(leaving, tournament, 'leave')).status).toBe(204)
  expect(await readWaitlistPlace(payload, tournament.docId, order[41]!)).toEqual({
    state: 'waiting',
    position: 1,
  })
  expect(await readWaitlistPlace(payload, tournament.docId, leaving.id)).toBeNull()
}

/**
 * The waiting list route refuses what is not a member's join or leave of a real tournament with a
 * translated JSON error, never a 500, and adds no entry for a refused call.
 */
export async function checkWaitlistRouteRefusesBadInput(world: PaymentsWorld) {
  const { payload } = world
  const member = await createMember(world)
  const tournament = await createTournament(world, { seats: 2, registeredCount: 2 })
  const path = `/api/epc/payments/tournaments/${tournament.tournamentId}/waitlist`
  const params = { tournamentId: String(tournament.tournamentId) }
  const call = (options: Parameters<typeof callRoute>[4], tournamentId = params.tournamentId) =>
    callRoute(waitlistRoute, 'POST', path, { tournamentId }, options)

  expect(await call({ body: { intent: 'join' } })).toMatchObject({
    status: 401,
    body: { code: 'unauthenticated' },
  })
  expect(
    await call({
      token: member.token,
      body: { intent: 'join' },
      origin: 'https://elsewhere.example',
    }),
  ).toMatchObject({ status: 403, body: { code: 'forbiddenOrigin' } })
  for (const raw of ['abc', '0', '-3', '12345678901', '999999999']) {
    expect(await call({ token: member.token, body: {} }, raw)).toMatchObject({
      status: 404,
      body: { code: 'tournamentUnavailable' },
    })
  }
  for (const intent of ['stay', 42, null, { join: true }]) {
    expect(await call({ token: member.token, body: { intent } })).toMatchObject({
      status: 400,
      body: { code: 'invalidInput' },
    })
  }
  const origin = getEnv().SITE_URL
  for (const rawBody of ['[1, 2', '"join"', '[]']) {
    expect(
      await call({
        token: member.token,
        rawBody,
        headers: { 'content-type': 'application/json', origin },
      }),
    ).toMatchObject({ status: 400, body: { code: 'invalidInput' } })
  }
  expect(await entriesOf(payload, tournament)).toEqual([])

  // Without an intent a member joins; leaving twice is still a success.
  expect(await call({ token: member.token, body: {} })).toMatchObject({
    status: 201,
    body: { state: 'waiting', position: 1 },
  })
  for (let time = 0; time < 2; time++) {
    expect((await waitlist(member, tournament, 'leave')).status).toBe(204)
  }
  expect((await entriesOf(payload, tournament)).map((entry) => entry.status)).toEqual(['left'])
}

/**
 * An offer whose runner stopped half-way (taken, no registration) is freed once its time is over,
 * and a registration is never attached to an entry the member has left.
 */
export async function checkHalfMadeOffersAreFreed(world: PaymentsWorld) {
  const { payload } = world
  const member = await createMember(world)
  const tournament = await createTournament(world, { seats: 2, registeredCount: 2 })
  expect((await waitlist(member, tournament)).status).toBe(201)
  const repository = new WaitlistRepository(payload)

  // Taken by a runner that stopped before making the registration; its time is over.
  const past = new Date(Date.now() - 60_000)
  expect(await repository.takeFirstWaiting(tournament.docId, past, past)).toMatchObject({
    memberId: member.id,
  })
  const run = await offerReleasedSeats(paymentsContext(payload))
  expect(run.lapsed).toBeGreaterThanOrEqual(1)
  expect((await entriesOf(payload, tournament)).map((entry) => entry.status)).toEqual(['lapsed'])
  expect(await waitlist(member, tournament)).toMatchObject({
    status: 201,
    body: { state: 'waiting', position: 1 },
  })

  // Taken again; the member leaves before the runner attaches the registration: refused.
  const soon = new Date(Date.now() + 30 * MINUTE)
  const taken = await repository.takeFirstWaiting(tournament.docId, soon, new Date())
  expect((await waitlist(member, tournament, 'leave')).status).toBe(204)
  expect(await repository.attachRegistration(taken!.id, 1, new Date())).toBe(false)
  expect((await entriesOf(payload, tournament)).map((entry) => entry.status)).toEqual([
    'lapsed',
    'left',
  ])
}

/**
 * A tournament staff unpublish keeps its list but offers nothing while visitors cannot see it (no
 * mail about a tournament the member cannot open); published again, the first member is offered
 * the freed seat.
 */
export async function checkUnpublishedTournamentOffersNothing(world: PaymentsWorld) {
  const { payload } = world
  const member = await createMember(world)
  const tournament = await createTournament(world, { seats: 2, registeredCount: 2 })
  expect((await waitlist(member, tournament)).status).toBe(201)
  const setTournament = (data: Record<string, unknown>) =>
    payload.update({
      collection: 'tournaments',
      id: tournament.docId,
      data: data as never,
      overrideAccess: true,
    })

  await setTournament({ _status: 'draft', registeredCount: 1 })
  const hidden = await offerReleasedSeats(paymentsContext(payload))
  expect(hidden.offered).toBe(0)
  expect((await entriesOf(payload, tournament)).map((entry) => entry.status)).toEqual(['waiting'])
  expect(await offerMails(payload, [member.email])).toEqual([])
  expect(await seatsTaken(payload, tournament)).toBe(0)

  await setTournament({ _status: 'published' })
  const shown = await offerReleasedSeats(paymentsContext(payload))
  expect(shown.offered).toBe(1)
  expect((await entriesOf(payload, tournament)).map((entry) => entry.status)).toEqual(['offered'])
  expect(await offerMails(payload, [member.email])).toEqual([member.email])
}
