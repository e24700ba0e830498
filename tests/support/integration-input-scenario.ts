import { expect } from 'vitest'

import {
  IntegrationErrorLog,
  purgeIntegrationErrors,
} from '@/features/integration/server/integration-errors'
import { LedgerRepository } from '@/features/loyalty/server/ledger-repository'
import { cardsRoute, jackpotsRoute, playEventsRoute } from '@/server/integration-api'

import { playEvent, post, type LoyaltyWorld } from './loyalty-scenario'

/**
 * What casino systems send is text we store and answer about: ids and names with control
 * characters (NUL, C0, C1) or invalid Unicode (lone surrogates) are refused with a reason, per
 * event for play events and as a 400 for cards and jackpots. Before, such an id was credited, cut
 * at the NUL by the database, and answered "duplicate" (SQLite), or the whole batch failed
 * (PostgreSQL). Shared by the SQLite (tests/int) and PostgreSQL (tests/pg) suites.
 */

const playPath = '/api/integration/v1/play-events'

type Result = { eventId: string | null; status: string; code?: string; field?: string }

async function entriesOf(world: LoyaltyWorld, memberId: number) {
  const found = await world.payload.find({
    collection: 'loyalty-entries',
    where: { member: { equals: memberId } },
    pagination: false,
    depth: 0,
  })
  return found.docs.map((entry) => ({ kind: entry.kind, sourceRef: entry.sourceRef }))
}

async function rewardPoints(world: LoyaltyWorld, memberId: number) {
  const accounts = await new LedgerRepository(world.payload).readAccounts([memberId])
  return accounts.get(memberId)?.rewardPoints ?? 0
}

const unsafeIds = [
  ['NUL', (id: string) => `${id}\u0000b`],
  ['lone high surrogate', (id: string) => `${id}\uD800x`],
  ['lone low surrogate at the end', (id: string) => `${id}\uDC00`],
  ['C0 (escape)', (id: string) => `${id}\u001b[31m`],
  ['tab inside', (id: string) => `${id}\tb`],
  ['line feed inside', (id: string) => `${id}\nb`],
  ['DEL', (id: string) => `${id}\u007f`],
  ['C1 (next line)', (id: string) => `${id}\u0085b`],
] as const

export async function checkUnsafeEventIdsAreRejected(world: LoyaltyWorld) {
  const key = await world.key(['play-events'])
  const member = await world.member()
  for (const [name, makeId] of unsafeIds) {
    const event = playEvent(world, member.cardNumber!)
    const eventId = makeId(event.eventId)
    for (const attempt of [1, 2]) {
      const answer = await post(playEventsRoute, `${playPath}?lang=en`, key, {
        events: [{ ...event, eventId }],
      })
      expect(answer.status, `${name} #${attempt}`).toBe(200)
      expect(answer.body, `${name} #${attempt}`).toMatchObject({
        accepted: 0,
        duplicates: 0,
        rejected: 1,
      })
      expect(answer.body.results[0], `${name} #${attempt}`).toMatchObject({
        eventId,
        status: 'rejected',
        code: 'invalidCharacters',
        field: 'eventId',
      })
      expect(answer.body.results[0].message).toMatch(/control character|Unicode/)
    }
  }
  // A single event (not in a batch), in French: the same refusal.
  const single = await post(playEventsRoute, `${playPath}?lang=fr`, key, {
    ...playEvent(world, member.cardNumber!),
    eventId: 'n123\u0000b',
  })
  expect(single.body.results[0]).toMatchObject({ status: 'rejected', code: 'invalidCharacters' })
  expect(single.body.results[0].message).toMatch(/caractère de contrôle|Unicode/)
  // Nothing was credited, nothing stored.
  expect(await entriesOf(world, member.id)).toEqual([])
  expect(await rewardPoints(world, member.id)).toBe(0)
}

export async function checkUnsafeFieldsAreRejected(world: LoyaltyWorld) {
  const key = await world.key(['play-events'])
  const member = await world.member()
  const card = member.cardNumber!
  const events = [
    playEvent(world, `${card}\u0000`),
    playEvent(world, card, { casino: `${world.casino}\u0000` }),
    playEvent(world, card, { activity: 'slots\u0000' }),
    playEvent(world, card, { occurredAt: `${new Date(Date.now() - 60_000).toISOString()}\u0000` }),
    playEvent(world, card, { casino: `${world.casino}\uDFFF` }),
  ]
  const answer = await post(playEventsRoute, playPath, key, { events })
  expect(answer.status).toBe(200)
  expect(answer.body).toMatchObject({ accepted: 0, duplicates: 0, rejected: events.length })
  expect(answer.body.results.map((result: Result) => [result.code, result.field])).toEqual([
    ['invalidCharacters', 'cardNumber'],
    ['invalidCharacters', 'casino'],
    ['invalidCharacters', 'activity'],
    ['invalidCharacters', 'occurredAt'],
    ['invalidCharacters', 'casino'],
  ])
  expect(await entriesOf(world, member.id)).toEqual([])
}

export async function checkOnlyTrueDuplicatesAreDuplicates(world: LoyaltyWorld) {
  const key = await world.key(['play-events'])
  const member = await world.member()
  // Valid ids beyond ASCII (accents, CJK, an emoji: a surrogate pair) round-trip exactly.
  const ids = ['évt-été-1', '事件-2', 'evt-🎰-3', 'evt plain 4']
  const run = Date.now().toString(36)
  const events = ids.map((id) =>
    playEvent(world, member.cardNumber!, { eventId: `${id}-${run}`, amountCents: 1_000 }),
  )
  const first = await post(playEventsRoute, playPath, key, { events })
  expect(first.body).toMatchObject({ accepted: 4, duplicates: 0, rejected: 0 })
  // Sent again (a retry after a timeout): each is a duplicate, answered with its own id.
  const second = await post(playEventsRoute, playPath, key, { events })
  expect(second.body).toMatchObject({ accepted: 0, duplicates: 4, rejected: 0 })
  expect(second.body.results).toEqual(
    events.map((event) => ({ eventId: event.eventId, status: 'duplicate' })),
  )
  // One by one too.
  const one = await post(playEventsRoute, playPath, key, events[2])
  expect(one.body.results).toEqual([{ eventId: events[2]!.eventId, status: 'duplicate' }])
  // Stored exactly as sent, credited once.
  expect((await entriesOf(world, member.id)).map((entry) => entry.sourceRef).sort()).toEqual(
    events.map((event) => event.eventId).sort(),
  )
  expect(await rewardPoints(world, member.id)).toBe(4 * 10)
}

export async function checkMixedBatchCreditsGoodEventsOnce(world: LoyaltyWorld) {
  const key = await world.key(['play-events'])
  const member = await world.member()
  const card = member.cardNumber!
  const good = [
    playEvent(world, card, { amountCents: 1_000 }),
    playEvent(world, card, { amountCents: 2_000 }),
    playEvent(world, card, { amountCents: 3_000 }),
  ]
  const nulId = playEvent(world, card, { amountCents: 50_000 })
  const surrogateId = playEvent(world, card, { amountCents: 50_000 })
  const events = [
    good[0]!,
    { ...nulId, eventId: `${nulId.eventId}\u0000` },
    good[1]!,
    { ...surrogateId, eventId: `${surrogateId.eventId}\uD83C` },
    playEvent(world, card, { casino: `${world.casino}\u009b` }),
    good[2]!,
    // The NUL id cut where SQLite cut it: a different, valid id (before, it came back
    // 'duplicate' of the NUL one).
    { ...nulId, amountCents: 1_000 },
  ]
  const first = await post(playEventsRoute, playPath, key, { events })
  expect(first.status).toBe(200)
  expect(first.body).toMatchObject({ accepted: 4, duplicates: 0, rejected: 3 })
  expect(first.body.results.map((result: Result) => result.code ?? result.status)).toEqual([
    'accepted',
    'invalidCharacters',
    'accepted',
    'invalidCharacters',
    'invalidCharacters',
    'accepted',
    'accepted',
  ])
  // The whole batch again: the good ones are duplicates, the bad ones still rejected.
  const again = await post(playEventsRoute, playPath, key, { events })
  expect(again.body.results.map((result: Result) => result.code ?? result.status)).toEqual([
    'duplicate',
    'invalidCharacters',
    'duplicate',
    'invalidCharacters',
    'invalidCharacters',
    'duplicate',
    'duplicate',
  ])
  // 10 + 20 + 30 € of slots and the 10 € one: 1 + 2 + 3 + 1 points per 10 €, ×10.
  expect(await rewardPoints(world, member.id)).toBe(70)
  expect(await entriesOf(world, member.id)).toHaveLength(4)
  const ledger = new LedgerRepository(world.payload)
  expect(await ledger.listDrift()).toEqual([])
}

export async function checkCardsAndJackpotsRefuseUnsafeText(world: LoyaltyWorld) {
  const key = await world.key(['cards', 'jackpots'])
  const pre = await world.member({ state: 'PreMember' })
  const cardsPath = '/api/integration/v1/cards?lang=en'
  const card = { email: pre.email, cardNumber: '7123456789', casino: world.casino }
  for (const body of [
    { ...card, casino: `${world.casino}\u0000` },
    { ...card, casino: `${world.casino}\uD800` },
    { ...card, cardNumber: '7123456789\u0000' },
    { ...card, email: `${pre.email}\u0000` },
  ]) {
    const answer = await post(cardsRoute, cardsPath, key, body)
    expect(answer, JSON.stringify(body)).toMatchObject({
      status: 400,
      body: { code: 'invalidCharacters' },
    })
    expect(answer.body.message).toMatch(/control character|Unicode/)
  }
  expect((await world.payload.findByID({ collection: 'members', id: pre.id })).state).toBe(
    'PreMember',
  )

  const jackpotsPath = '/api/integration/v1/jackpots'
  const jackpot = {
    jackpotId: `jp-${Date.now().toString(36)}`,
    casino: world.casino,
    machineNumber: '4521',
    machineName: 'Fortune Dragon',
    amountCents: 500_000,
    wonAt: new Date(Date.now() - 60_000).toISOString(),
  }
  for (const body of [
    { ...jackpot, jackpotId: `${jackpot.jackpotId}\u0000` },
    { ...jackpot, jackpotId: `${jackpot.jackpotId}\uDBFF` },
    { ...jackpot, casino: `${world.casino}\u0000` },
    { ...jackpot, machineName: 'Fortune\u0000Dragon' },
    { ...jackpot, machineName: 'Fortune\nDragon' },
    { ...jackpot, machineName: 'Fortune\u0085Dragon' },
  ]) {
    const answer = await post(jackpotsRoute, jackpotsPath, key, body)
    expect(answer, JSON.stringify(body)).toMatchObject({
      status: 400,
      body: { code: 'invalidCharacters' },
    })
  }
  const stored = await world.payload.find({
    collection: 'jackpots',
    where: { externalId: { like: jackpot.jackpotId } },
  })
  expect(stored.totalDocs).toBe(0)
  // The clean jackpot: created, then a duplicate.
  expect((await post(jackpotsRoute, jackpotsPath, key, jackpot)).status).toBe(201)
  expect(await post(jackpotsRoute, jackpotsPath, key, jackpot)).toMatchObject({
    status: 200,
    body: { status: 'duplicate' },
  })
}

/**
 * A burst of calls with a key not used for a minute: each call writes the key's last use, and
 * before it did so by rewriting the whole client (its scopes deleted and inserted again), so the
 * calls read each other's half-written scopes and answered 500 (the CI's fuzz test met one).
 * Every call gets its own answer, the last use is written once, and the key keeps its scopes.
 */
export async function checkABurstOfCallsOnAnIdleKey(world: LoyaltyWorld) {
  const scopes = ['play-events', 'cards', 'jackpots', 'stays-write'] as const
  const key = await world.key([...scopes])
  const before = Date.now()
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => post(playEventsRoute, playPath, key, [])),
  )
  expect(answers.map((answer) => [answer.status, answer.body?.code])).toEqual(
    Array.from({ length: 20 }, () => [400, 'invalidBody']),
  )
  const found = await world.payload.find({
    collection: 'integration-clients',
    where: { keyPrefix: { equals: key.split('_')[1] } },
    depth: 0,
  })
  const client = found.docs[0]!
  expect(client.scopes).toEqual([...scopes])
  expect(Date.parse(client.lastUsedAt!)).toBeGreaterThanOrEqual(before - 1_000)
}

async function clientIdOf(world: LoyaltyWorld, key: string) {
  const found = await world.payload.find({
    collection: 'integration-clients',
    where: { keyPrefix: { equals: key.split('_')[1] } },
    depth: 0,
  })
  return found.docs[0]!.id
}

async function errorsOf(world: LoyaltyWorld, where: Record<string, unknown>) {
  const found = await world.payload.find({
    collection: 'integration-errors',
    where: where as never,
    sort: 'createdAt',
    pagination: false,
    depth: 0,
  })
  return found.docs
}

/**
 * Staff see what the API refused (issue 25: the dashboard's integration errors): a refused body,
 * events rejected inside a 200 batch, a missing key. Twenty refusals of one kind arriving
 * together make one row, not twenty.
 */
export async function checkRefusalsAreRecordedForStaff(world: LoyaltyWorld) {
  const key = await world.key(['play-events'])
  const client = await clientIdOf(world, key)

  const refused = await Promise.all(
    Array.from({ length: 20 }, () => post(playEventsRoute, playPath, key, [])),
  )
  expect(refused.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 400))
  const bodyErrors = await errorsOf(world, { client: { equals: client } })
  expect(bodyErrors).toEqual([
    expect.objectContaining({
      route: playPath,
      status: 400,
      code: 'invalidBody',
      count: 1,
      detail: expect.stringMatching(/^fields: /),
      requestId: expect.any(String),
    }),
  ])

  const member = await world.member()
  const lost = playEvent(world, '5999999999')
  // An id the database could not store as sent (a NUL) is quoted in a form it can.
  const unsafe = playEvent(world, member.cardNumber!)
  unsafe.eventId = `${unsafe.eventId}\u0000x`
  const batch = await post(playEventsRoute, playPath, key, {
    events: [playEvent(world, member.cardNumber!), lost, unsafe],
  })
  expect(batch.status).toBe(200)
  expect(
    await errorsOf(world, { client: { equals: client }, code: { equals: 'eventsRejected' } }),
  ).toEqual([
    expect.objectContaining({
      status: 200,
      count: 1,
      detail: `2/3: unknownCard ×1 (${lost.eventId}); invalidCharacters ×1 (${unsafe.eventId.replace('\u0000', '\uFFFD')})`,
    }),
  ])

  expect((await post(playEventsRoute, playPath, null, [])).status).toBe(401)
  // Without a key there is no system to name; the row may be an earlier one of this minute.
  const anonymous = await errorsOf(world, { code: { equals: 'invalidKey' } })
  expect(anonymous.length).toBeGreaterThan(0)
  expect(anonymous.every((row) => row.client === null || row.client === undefined)).toBe(true)
}

/**
 * The count of a row catches up with the calls it stands for (at most every five seconds), and a
 * new row starts after a minute: on a clock the test sets.
 */
export async function checkRefusalsAreCountedByTheMinute(world: LoyaltyWorld) {
  const log = new IntegrationErrorLog(60_000, 5_000)
  const route = `/api/integration/v1/test-${Date.now().toString(36)}`
  const entry = { clientId: null, route, status: 400, code: 'invalidBody', requestId: 'r' }
  const counts = async () =>
    (await errorsOf(world, { route: { equals: route } })).map((row) => row.count)
  const t0 = Date.parse('2026-11-27T12:00:00Z')

  await log.record(world.payload, entry, t0)
  expect(await counts()).toEqual([1])
  await Promise.all([1, 2, 3].map(() => log.record(world.payload, entry, t0 + 1_000)))
  expect(await counts()).toEqual([1])
  await log.record(world.payload, entry, t0 + 6_000)
  expect(await counts()).toEqual([5])
  await log.record(world.payload, entry, t0 + 7_000)
  await log.record(world.payload, entry, t0 + 61_000)
  expect(await counts()).toEqual([6, 1])
}

/** Refusals stay 90 days: the nightly purge deletes older rows and keeps the rest. */
export async function checkOldRefusalsArePurged(world: LoyaltyWorld) {
  const now = Date.now()
  const route = `/api/integration/v1/purge-${now.toString(36)}`
  const rowAged = (days: number) =>
    world.payload.create({
      collection: 'integration-errors',
      data: {
        route,
        status: 401,
        code: 'invalidKey',
        count: 1,
        createdAt: new Date(now - days * 24 * 60 * 60 * 1000).toISOString(),
      },
    })
  await rowAged(91)
  const kept = await rowAged(89)
  expect(await purgeIntegrationErrors(world.payload, now)).toBeGreaterThanOrEqual(1)
  expect((await errorsOf(world, { route: { equals: route } })).map((row) => row.id)).toEqual([
    kept.id,
  ])
}
