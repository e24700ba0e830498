import { NextRequest } from 'next/server'
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { expect } from 'vitest'

import type { IntegrationScope } from '@/features/integration/domain'
import { periodOf } from '@/features/loyalty/domain'
import { issueApiKey } from '@/features/integration/server/api-keys'
import { LedgerRepository } from '@/features/loyalty/server/ledger-repository'
import { runSql } from '@/platform/db/sql'
import { cardsRoute, jackpotsRoute, playEventsRoute } from '@/server/integration-api'

/**
 * The integration API and the points ledger against a real database, shared by the SQLite
 * (tests/int) and PostgreSQL (tests/pg) suites: keys and scopes, per-event errors, idempotent
 * replays (also racing), statuses, card issuance and jackpots, and no drift between the ledger
 * and the balances it feeds.
 */

// Unique per run: the PostgreSQL database of a developer may keep earlier runs' rows.
const run = Date.now().toString(36)
let sequence = 0
const unique = (name: string) => `${name}-${run}-${++sequence}`
const card = () => String(7_000_000_000 + ((Date.now() * 10 + ++sequence) % 999_999_999))

export type LoyaltyWorld = {
  payload: Payload
  casino: string
  /** A member-support staff account, as the admin's session carries it. */
  support: { id: number; collection: 'users'; roles: string[] }
  key: (scopes: IntegrationScope[]) => Promise<string>
  member: (options?: { luckyDays?: [string, string]; state?: 'Active' | 'PreMember' }) => Promise<{
    id: number
    email: string
    cardNumber: string | null
  }>
}

export async function createLoyaltyWorld(payload: Payload): Promise<LoyaltyWorld> {
  const slug = unique('casino-test').toLowerCase()
  await payload.create({
    collection: 'casinos',
    data: {
      name: 'Casino Test',
      slug,
      city: 'Cannes',
      address: { street: '1 rue du Test', postalCode: '06400' },
      _status: 'published',
    } as never,
  })
  const support = await payload.create({
    collection: 'users',
    data: {
      email: `${unique('support')}@staff.example`,
      password: 'Staff-Password-2026!',
      roles: ['support'],
    },
  })
  return {
    payload,
    casino: slug,
    support: { id: support.id, collection: 'users', roles: ['support'] },
    async key(scopes) {
      const client = await payload.create({
        collection: 'integration-clients',
        data: { name: unique('client'), scopes },
      })
      const issued = await issueApiKey(payload, client.id)
      return issued!.key
    },
    async member({ luckyDays, state = 'Active' } = {}) {
      const email = `${unique('member')}@example.com`
      const cardNumber = state === 'Active' ? card() : null
      const created = await payload.create({
        collection: 'members',
        data: {
          email,
          firstname: 'Louise',
          lastname: 'Fabre',
          state,
          cardNumber,
          luckyDay1: luckyDays?.[0],
          luckyDay2: luckyDays?.[1],
          // Chosen long ago: the dates count today.
          luckyDaysChangedAt: luckyDays ? '2020-01-01T10:00:00.000Z' : undefined,
        } as never,
      })
      return { id: created.id, email, cardNumber }
    },
  }
}

type Handler = (request: NextRequest) => Promise<Response>

export async function post(handler: Handler, path: string, key: string | null, body: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (key) headers.authorization = `Bearer ${key}`
  const response = await handler(
    new NextRequest(new URL(path, 'http://localhost:3000'), {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null }
}

const playPath = '/api/integration/v1/play-events'

export function playEvent(
  world: LoyaltyWorld,
  cardNumber: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    eventId: unique('evt'),
    cardNumber,
    casino: world.casino,
    occurredAt: new Date(Date.now() - 3_600_000).toISOString(),
    activity: 'slots',
    amountCents: 5_000,
    ...overrides,
  }
}

async function balance(payload: Payload, memberId: number) {
  const accounts = await new LedgerRepository(payload).readAccounts([memberId])
  return accounts.get(memberId) ?? null
}

export async function checkKeysAndScopes(world: LoyaltyWorld) {
  const playKey = await world.key(['play-events'])
  const member = await world.member()
  const body = { events: [playEvent(world, member.cardNumber!)] }
  expect((await post(playEventsRoute, playPath, null, body)).status).toBe(401)
  expect((await post(playEventsRoute, playPath, 'atk_nope', body)).status).toBe(401)
  const forged = playKey.slice(0, -4) + 'AAAA'
  expect((await post(playEventsRoute, playPath, forged, body)).status).toBe(401)
  const refused = await post(cardsRoute, '/api/integration/v1/cards', playKey, {
    email: member.email,
    cardNumber: '1234567890',
    casino: world.casino,
  })
  expect(refused).toMatchObject({ status: 403, body: { code: 'outOfScope' } })
  expect((await post(playEventsRoute, playPath, playKey, body)).status).toBe(200)
  // Revoked: refused at once.
  const clients = await world.payload.find({
    collection: 'integration-clients',
    where: { keyPrefix: { equals: playKey.split('_')[1] } },
  })
  await world.payload.update({
    collection: 'integration-clients',
    id: clients.docs[0]!.id,
    data: { revoked: true },
  })
  const revoked = await post(playEventsRoute, playPath, playKey, body)
  expect(revoked).toMatchObject({ status: 401, body: { code: 'invalidKey' } })
  expect(revoked.body.message).toMatch(/révoquée|revoked/)
}

export async function checkBatchWithErrors(world: LoyaltyWorld) {
  const key = await world.key(['play-events'])
  const member = await world.member()
  const good = playEvent(world, member.cardNumber!, { amountCents: 12_550 })
  const restaurant = playEvent(world, member.cardNumber!, {
    activity: 'restaurant',
    amountCents: 4_000,
  })
  const events = [
    good,
    playEvent(world, '9999999999'),
    playEvent(world, member.cardNumber!, { casino: 'atlantis' }),
    playEvent(world, member.cardNumber!, { amountCents: -5 }),
    playEvent(world, member.cardNumber!, { amountCents: 12.5 }),
    playEvent(world, member.cardNumber!, { activity: 'poker-online' }),
    playEvent(world, member.cardNumber!, { occurredAt: '2999-01-01T00:00:00Z' }),
    playEvent(world, member.cardNumber!, { occurredAt: 'yesterday' }),
    { ...good },
    { nonsense: true },
    restaurant,
  ]
  const answer = await post(playEventsRoute, `${playPath}?lang=en`, key, { events })
  expect(answer.status).toBe(200)
  expect(answer.body).toMatchObject({ accepted: 2, duplicates: 0, rejected: 9 })
  expect(
    answer.body.results.map((r: { status: string; code?: string }) => r.code ?? r.status),
  ).toEqual([
    'accepted',
    'unknownCard',
    'unknownCasino',
    'invalidAmount',
    'invalidAmount',
    'unknownActivity',
    'invalidDate',
    'invalidDate',
    'duplicateInBatch',
    'invalidEvent',
    'accepted',
  ])
  expect(answer.body.results[1].message).toBe('No active card with this number.')
  // 125.50 € of slots: 120 points; 40 € at the restaurant: 80.
  expect(await balance(world.payload, member.id)).toMatchObject({ rewardPoints: 200 })
  // Each accepted event is one ledger entry, every column as sent (the engines write a batch by
  // different statements: PostgreSQL from one array per column).
  const entries = await world.payload.find({
    collection: 'loyalty-entries',
    where: { member: { equals: member.id } },
    sort: '-amountCents',
    depth: 1,
    pagination: false,
  })
  expect(
    entries.docs.map((entry) => ({
      kind: entry.kind,
      rewardPoints: entry.rewardPoints,
      statusPoints: entry.statusPoints,
      period: entry.period,
      occurredAt: new Date(entry.occurredAt).toISOString(),
      activity: entry.activity,
      amountCents: entry.amountCents,
      casino: typeof entry.casino === 'object' ? entry.casino?.slug : entry.casino,
      authorKind: entry.authorKind,
      reason: entry.reason ?? null,
      sourceRef: entry.sourceRef,
    })),
  ).toEqual(
    [
      { event: good, points: 120 },
      { event: restaurant, points: 80 },
    ].map(({ event, points }) => ({
      kind: 'play',
      rewardPoints: points,
      statusPoints: points,
      period: periodOf(Date.parse(event.occurredAt)),
      occurredAt: event.occurredAt,
      activity: event.activity,
      amountCents: event.amountCents,
      casino: world.casino,
      authorKind: 'integration',
      reason: null,
      sourceRef: event.eventId,
    })),
  )
}

export async function checkLuckyDayDoubles(world: LoyaltyWorld) {
  const key = await world.key(['play-events'])
  const paris = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    month: '2-digit',
    day: '2-digit',
  })
  const occurredAt = new Date(Date.now() - 3_600_000)
  const today = paris.format(occurredAt)
  const member = await world.member({ luckyDays: [today, '01-01' === today ? '01-02' : '01-01'] })
  const answer = await post(playEventsRoute, playPath, key, {
    events: [playEvent(world, member.cardNumber!, { occurredAt: occurredAt.toISOString() })],
  })
  expect(answer.body.accepted).toBe(1)
  const entries = await world.payload.find({
    collection: 'loyalty-entries',
    where: { member: { equals: member.id } },
  })
  expect(entries.docs.map((entry) => [entry.kind, entry.rewardPoints]).sort()).toEqual([
    ['lucky-date-bonus', 50],
    ['play', 50],
  ])
  expect(await balance(world.payload, member.id)).toMatchObject({ rewardPoints: 100 })
}

export async function checkReplaysCountOnce(world: LoyaltyWorld) {
  const key = await world.key(['play-events'])
  const members = await Promise.all([world.member(), world.member(), world.member()])
  const events = members.flatMap((member) =>
    Array.from({ length: 40 }, () => playEvent(world, member.cardNumber!, { amountCents: 1_000 })),
  )
  // The same batch delivered 8 times at once (a casino system retrying after a timeout).
  const answers = await Promise.all(
    Array.from({ length: 8 }, () => post(playEventsRoute, playPath, key, { events })),
  )
  expect(answers.every((answer) => answer.status === 200)).toBe(true)
  const accepted = answers.reduce((sum, answer) => sum + answer.body.accepted, 0)
  const duplicates = answers.reduce((sum, answer) => sum + answer.body.duplicates, 0)
  expect(accepted).toBe(events.length)
  expect(duplicates).toBe(events.length * 7)
  for (const member of members) {
    expect(await balance(world.payload, member.id)).toMatchObject({ rewardPoints: 400 })
  }
  // A later replay, one by one, still adds nothing.
  const late = await post(playEventsRoute, playPath, key, events[0])
  expect(late.body).toMatchObject({ accepted: 0, duplicates: 1 })
  const ledger = new LedgerRepository(world.payload)
  expect(await ledger.listDrift()).toEqual([])
  expect(await ledger.listPeriodDrift()).toEqual([])
}

export async function checkConcurrentWritesDoNotDrift(world: LoyaltyWorld) {
  const key = await world.key(['play-events'])
  const member = await world.member()
  const others = await Promise.all([world.member(), world.member()])
  // 20 different batches at once, each touching the same three members in its own order (the
  // order in which their balance rows get locked), and staff adjustments in between.
  const cards = [member, ...others].map((m) => m.cardNumber!)
  const batches = Array.from({ length: 20 }, (_, batch) => ({
    events: Array.from({ length: 25 }, (_, index) =>
      playEvent(world, cards[(batch + index * (batch % 2 ? 1 : 2)) % 3]!, { amountCents: 2_000 }),
    ),
  }))
  const [statuses] = await Promise.all([
    Promise.all(
      batches.map(async (body) => (await post(playEventsRoute, playPath, key, body)).status),
    ),
    ...Array.from({ length: 5 }, (_, index) =>
      // Member support's adjustments, within the approval threshold: written at once.
      world.payload.create({
        collection: 'loyalty-adjustments',
        data: {
          member: member.id,
          rewardPoints: -10,
          statusPoints: 0,
          reason: `Geste commercial ${index}`,
        } as never,
        user: world.support as never,
      }),
    ),
  ])
  // No batch aborted (PostgreSQL would answer a deadlock with an error).
  expect(statuses.every((status) => status === 200)).toBe(true)
  const perMember = new Map<string, number>()
  for (const body of batches) {
    for (const event of body.events) {
      perMember.set(event.cardNumber, (perMember.get(event.cardNumber) ?? 0) + 20)
    }
  }
  expect(await balance(world.payload, member.id)).toMatchObject({
    rewardPoints: perMember.get(member.cardNumber!)! - 5 * 10,
  })
  const ledger = new LedgerRepository(world.payload)
  expect(await ledger.listDrift()).toEqual([])
  expect(await ledger.listPeriodDrift()).toEqual([])
}

export async function checkStatusRisesAtThreshold(world: LoyaltyWorld) {
  const key = await world.key(['play-events'])
  const member = await world.member()
  // 2,490 status points, then 10 more: Silver (2,500) at once.
  await post(playEventsRoute, playPath, key, {
    events: [playEvent(world, member.cardNumber!, { amountCents: 249_000 })],
  })
  expect(await balance(world.payload, member.id)).toMatchObject({ status: 'White' })
  await post(playEventsRoute, playPath, key, {
    events: [playEvent(world, member.cardNumber!, { amountCents: 1_000 })],
  })
  const account = await balance(world.payload, member.id)
  expect(account).toMatchObject({ status: 'Silver' })
  expect(account!.exclusivityUntil).toMatch(/^\d{4}-12-31$/)
}

export async function checkBadBodiesNeverFail(world: LoyaltyWorld) {
  const key = await world.key(['play-events', 'cards', 'jackpots'])
  const member = await world.member()
  const tooMany = {
    events: Array.from({ length: 501 }, () => playEvent(world, member.cardNumber!)),
  }
  expect((await post(playEventsRoute, playPath, key, tooMany)).status).toBe(413)
  for (const body of [
    '{not json',
    '[]',
    '42',
    'null',
    '{"events": 12}',
    '{"events": [null, 1, "x"]}',
  ]) {
    const answer = await post(playEventsRoute, playPath, key, body)
    expect(answer.status, body).toBeLessThan(500)
    expect(answer.body.code ?? answer.body.accepted, body).toBeDefined()
  }
  for (const [handler, path] of [
    [cardsRoute, '/api/integration/v1/cards'],
    [jackpotsRoute, '/api/integration/v1/jackpots'],
  ] as const) {
    for (const body of ['{}', '{"email": 3}', '[]', 'x']) {
      expect((await post(handler, path, key, body)).status, `${path} ${body}`).toBe(400)
    }
  }
}

export async function checkCardIssuance(world: LoyaltyWorld) {
  const key = await world.key(['cards'])
  const path = '/api/integration/v1/cards'
  const pre = await world.member({ state: 'PreMember' })
  const other = await world.member({ state: 'PreMember' })
  const cardNumber = card()
  const issue = (email: string, number = cardNumber) =>
    post(cardsRoute, path, key, { email, cardNumber: number, casino: world.casino })
  // Two desks giving the same card to two pre-members at once: one succeeds.
  const [first, second] = await Promise.all([issue(pre.email), issue(other.email)])
  expect([first.status, second.status].sort()).toEqual([200, 409])
  const winner = first.status === 200 ? pre : other
  const loser = first.status === 200 ? other : pre
  const member = await world.payload.findByID({ collection: 'members', id: winner.id })
  expect(member).toMatchObject({ state: 'Active', cardNumber })
  // A retry for the same member and card: the same answer.
  expect((await issue(winner.email)).status).toBe(200)
  // Another card for an active member: refused.
  expect((await issue(winner.email, card())).body.code).toBe('notPreMember')
  expect((await issue('nobody@example.com', card())).status).toBe(404)
  expect((await issue(loser.email, '12345')).body.code).toBe('invalidCardNumber')
  expect((await world.payload.findByID({ collection: 'members', id: loser.id })).state).toBe(
    'PreMember',
  )
}

export async function checkJackpots(world: LoyaltyWorld) {
  const key = await world.key(['jackpots'])
  const path = '/api/integration/v1/jackpots'
  const jackpot = {
    jackpotId: unique('jp'),
    casino: world.casino,
    machineNumber: '4521',
    amountCents: 1_250_000,
    wonAt: new Date(Date.now() - 60_000).toISOString(),
  }
  const answers = await Promise.all(
    Array.from({ length: 5 }, () => post(jackpotsRoute, path, key, jackpot)),
  )
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201])
  const stored = await world.payload.find({
    collection: 'jackpots',
    where: { externalId: { equals: jackpot.jackpotId } },
  })
  expect(stored.totalDocs).toBe(1)
  expect((await post(jackpotsRoute, path, key, { ...jackpot, casino: 'atlantis' })).status).toBe(
    400,
  )
}

export async function checkLedgerIsAppendOnly(world: LoyaltyWorld) {
  const key = await world.key(['play-events'])
  const member = await world.member()
  await post(playEventsRoute, playPath, key, { events: [playEvent(world, member.cardNumber!)] })
  const entries = await world.payload.find({
    collection: 'loyalty-entries',
    where: { member: { equals: member.id } },
  })
  const id = entries.docs[0]!.id
  await expect(
    runSql(world.payload, sql`UPDATE loyalty_entries SET reward_points = 9999 WHERE id = ${id}`),
  ).rejects.toThrow()
  await expect(
    runSql(world.payload, sql`DELETE FROM loyalty_entries WHERE id = ${id}`),
  ).rejects.toThrow()
  expect(await balance(world.payload, member.id)).toMatchObject({ rewardPoints: 50 })
}

export async function checkNightlyEvaluation(world: LoyaltyWorld) {
  const { payload } = world
  const ledger = new LedgerRepository(payload)
  const member = await world.member()
  const day = (iso: string) => Date.parse(`${iso}T12:00:00Z`)
  const credit = (iso: string, points: number, key: string) => ({
    memberId: member.id,
    kind: 'bonus' as const,
    rewardPoints: points,
    statusPoints: points,
    period: Number(iso.slice(0, 4)),
    occurredAt: day(iso),
    reason: 'test',
    activity: null,
    amountCents: null,
    casinoId: null,
    authorKind: 'system' as const,
    authorClientId: null,
    sourceRef: null,
    idempotencyKey: `${key}:${member.id}`,
  })
  // Gold reached in 2030, nothing earned in 2031: Gold all 2031, White from 1 January 2032.
  await ledger.insertEntries([credit('2030-03-01', 12_000, 'gold-2030')], day('2030-03-01'))
  const { evaluateAccounts } = await import('@/features/loyalty/server/evaluate-accounts')
  await evaluateAccounts(payload, day('2031-06-01'))
  expect(await balance(payload, member.id)).toMatchObject({
    status: 'Gold',
    exclusivityUntil: '2031-12-31',
  })
  await evaluateAccounts(payload, day('2032-01-01'))
  expect(await balance(payload, member.id)).toMatchObject({
    status: 'White',
    exclusivityUntil: null,
  })

  // With expiry on (12 months), points earned on 1 March 2030 expire on 1 March 2031, once.
  const rules = await payload.findGlobal({ slug: 'loyalty-rules' })
  await payload.updateGlobal({
    slug: 'loyalty-rules',
    data: { ...rules, expiry: { enabled: true, months: 12 } },
  })
  try {
    const { expireRulesCache } = await import('@/features/loyalty/server/rules')
    expireRulesCache()
    await evaluateAccounts(payload, day('2031-01-15'))
    expect(await balance(payload, member.id)).toMatchObject({
      rewardPoints: 12_000,
      pointsExpiringSoon: 12_000,
    })
    await evaluateAccounts(payload, day('2031-03-01'))
    await evaluateAccounts(payload, day('2031-03-02'))
    expect(await balance(payload, member.id)).toMatchObject({ rewardPoints: 0 })
    const expiries = await payload.find({
      collection: 'loyalty-entries',
      where: { and: [{ member: { equals: member.id } }, { kind: { equals: 'expiry' } }] },
    })
    expect(expiries.docs.map((entry) => entry.rewardPoints)).toEqual([-12_000])
    expect(await ledger.listDrift()).toEqual([])
  } finally {
    await payload.updateGlobal({ slug: 'loyalty-rules', data: { ...rules } })
    const { expireRulesCache } = await import('@/features/loyalty/server/rules')
    expireRulesCache()
  }
}
