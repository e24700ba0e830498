import { existsSync } from 'node:fs'
import path from 'node:path'

import { sql } from 'drizzle-orm'
import type { CollectionSlug, Payload } from 'payload'
import { expect, vi } from 'vitest'

import { hashPassword } from '@/features/identity/server/crypto'
import { checkMemberPassword } from '@/features/identity/server/erasure'
import { MembersRepository } from '@/features/identity/server/members-repository'
import { awardRewardPoints } from '@/features/loyalty/server/award-points'
import { LedgerRepository } from '@/features/loyalty/server/ledger-repository'
import { dataExportsDir } from '@/features/privacy/cms/data-exports'
import { ERASURE_COOLING_OFF_MS } from '@/features/privacy/domain'
import { PRIVACY_QUEUE, requestDataExport } from '@/features/privacy/server/data-exports'
import { requestErasure, runDueErasures } from '@/features/privacy/server/erasure'
import {
  cancelClosureRoute,
  closureStateRoute,
  requestClosureRoute,
} from '@/features/privacy/server/routes'
import { PURGE_KEPT_RECORDS_TASK, RUN_DUE_ERASURES_TASK } from '@/features/privacy/server/tasks'
import { getSqlDialect, runSql, sqlInstant } from '@/platform/db/sql'
import { FORGOTTEN_RECIPIENT } from '@/platform/mail/mailer'

import { bookRoom, bookTable, type Fixtures } from './bookings-scenario'
import { callAsMember, openTestSession } from './member-session'

/**
 * The closing of an account and the erasure of its personal data against a real database, shared
 * by the SQLite (tests/int) and PostgreSQL (tests/pg) suites (issue 26, ADR 0069): the password
 * asked again, the 14 days of cooling-off and their cancellation, then the hourly job, after which
 * nothing of the person is found in any collection by address, name, card number or phone, while
 * the ledger stays balanced and the venue's books keep the booking without the guest.
 */

const run = Date.now().toString(36)
const PASSWORD = 'Fermer-mon-compte-2026'

type Person = {
  id: number
  email: string
  firstname: string
  lastname: string
  cardNumber: string
  phone: string
}

async function createPerson(payload: Payload, firstname: string, tag: string): Promise<Person> {
  const digits = String(Date.now() % 100_000_000).padStart(8, '0')
  const person = {
    email: `${firstname.toLowerCase()}-${tag}-${run}@example.com`,
    firstname,
    lastname: `Quillard${tag}${run}`,
    cardNumber: `77${tag === 'a' ? 1 : 2}${digits}`,
    phone: `+336${digits}`,
  }
  const created = await new MembersRepository(payload).create(
    {
      ...person,
      passwordHash: await hashPassword(PASSWORD),
      state: 'Active',
      locale: 'fr',
      emailVerified: true,
      birthdate: '1980-04-17',
      addressLine1: `12 chemin des Oliviers ${tag}${run}`,
      city: 'Menton',
      zip: '06500',
      country: 'FR',
      luckyDay1: '04-17',
      optIns: { email: true, sms: true, mail: false, casino: false },
    } as never,
    'signUp',
  )
  return { id: created.id, ...person }
}

/** Everything every collection holds, hidden fields included, as one text per collection. */
async function readEverything(payload: Payload): Promise<Map<string, string>> {
  const texts = new Map<string, string>()
  for (const { slug } of payload.config.collections) {
    const { docs } = await payload.find({
      collection: slug as CollectionSlug,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      showHiddenFields: true,
    })
    texts.set(slug, JSON.stringify(docs).toLowerCase())
  }
  return texts
}

function collectionsNaming(texts: Map<string, string>, needle: string): string[] {
  const lower = needle.toLowerCase()
  return [...texts].filter(([, text]) => text.includes(lower)).map(([slug]) => slug)
}

async function outboxTo(payload: Payload, to: string, kind: string) {
  const { docs } = await payload.find({
    collection: 'outbox',
    where: { to: { equals: to }, kind: { equals: kind } },
    overrideAccess: true,
  })
  return docs
}

async function runErasureJob(payload: Payload) {
  const job = await payload.jobs.queue({
    task: RUN_DUE_ERASURES_TASK,
    queue: PRIVACY_QUEUE,
    input: {},
  })
  await payload.jobs.runByID({ id: job.id })
}

/** The nightly purge, through the queue, as it runs on the day `at` (the clock set to it). */
async function runPurgeJobOn(payload: Payload, at: number) {
  vi.useFakeTimers({ toFake: ['Date'] })
  try {
    vi.setSystemTime(at)
    const job = await payload.jobs.queue({
      task: PURGE_KEPT_RECORDS_TASK,
      queue: PRIVACY_QUEUE,
      input: {},
    })
    await payload.jobs.runByID({ id: job.id })
  } finally {
    vi.useRealTimers()
  }
}

/** Asking, the wrong password, asking twice, cancelling from the page; the mail and its link. */
export async function checkClosureRequestAndCancel(payload: Payload) {
  const person = await createPerson(payload, 'Ysaline', 'r')
  const token = await openTestSession(payload, person.id)
  const closure = (method: 'GET' | 'POST' | 'DELETE', body?: unknown, locale?: 'fr' | 'en') =>
    callAsMember(
      method === 'GET'
        ? closureStateRoute
        : method === 'POST'
          ? requestClosureRoute
          : cancelClosureRoute,
      method,
      '/api/epc/privacy/closure',
      token,
      body,
      locale,
    )

  // Nobody logged in: 401; the wrong password: 400 in the member's language, nothing recorded.
  expect(
    (await callAsMember(closureStateRoute, 'GET', '/api/epc/privacy/closure', null)).status,
  ).toBe(401)
  const wrong = await closure('POST', { password: 'not-my-password' }, 'fr')
  expect(wrong.status).toBe(400)
  expect(wrong.body.code).toBe('wrongPassword')
  expect(wrong.body.message).toBe('Ce mot de passe n’est pas le bon : votre compte reste ouvert.')
  expect((await closure('POST', { password: '' })).status).toBe(400)
  expect((await closure('POST', { password: PASSWORD, extra: 1 })).status).toBe(400)
  expect((await closure('GET')).body.closure).toBeNull()

  // Asked: due in 14 days, said in English; asking again answers the same request.
  const before = Date.now()
  const asked = await closure('POST', { password: PASSWORD }, 'en')
  expect(asked.status).toBe(202)
  const dueAt = Date.parse(asked.body.closure.dueAt)
  expect(dueAt - Date.parse(asked.body.closure.requestedAt)).toBe(ERASURE_COOLING_OFF_MS)
  expect(dueAt).toBeGreaterThanOrEqual(before + ERASURE_COOLING_OFF_MS)
  expect(asked.body.message).toMatch(/^Done: your account will be closed on /)
  const again = await closure('POST', { password: PASSWORD })
  expect(again.status).toBe(202)
  expect(again.body.closure.id).toBe(asked.body.closure.id)
  expect((await closure('GET')).body.closure).toMatchObject({ id: asked.body.closure.id })

  // The mail: to the member, in the language of the request, with the link to cancel.
  const mails = await outboxTo(payload, person.email, 'privacy.erasureRequested')
  expect(mails).toHaveLength(1)
  expect(mails[0]!.subject).toBe('Your request to close your account')
  expect(mails[0]!.text).toMatch(/https?:\/\/\S+\/en\/erasure-cancel/)

  // Cancelled from the page: the account stays; a second cancel finds nothing (404).
  const cancelled = await closure('DELETE')
  expect(cancelled.status).toBe(200)
  expect((await closure('GET')).body.closure).toBeNull()
  expect((await closure('DELETE')).status).toBe(404)
  // The job finds nothing to do for a cancelled request, even long after.
  await runErasureJob(payload)
  const member = await new MembersRepository(payload).findById(person.id)
  expect(member).toMatchObject({ email: person.email, state: 'Active' })
  expect(await checkMemberPassword(payload, person.id, PASSWORD)).toBe(true)
  // And the member may ask again later (the slot was freed).
  expect((await closure('POST', { password: PASSWORD })).status).toBe(202)
}

/**
 * 14 days on, the job erases: nothing of the person in any collection, the ledger closed at
 * zero, the coming booking cancelled and kept without the guest, the copy of their data gone,
 * the last mail sent and forgotten; another member untouched. Two runners erase once.
 */
export async function checkErasure(payload: Payload, fixtures: Fixtures) {
  const person = await createPerson(payload, 'Zephyrine', 'a')
  const other = await createPerson(payload, 'Bastien', 'b')
  await openTestSession(payload, person.id)
  await payload.create({
    collection: 'card-holders',
    overrideAccess: true,
    data: {
      cardNumber: person.cardNumber,
      firstname: person.firstname,
      lastname: person.lastname,
      birthdate: '1980-04-17',
      member: person.id,
    },
  })
  for (const who of [person, other]) {
    await payload.create({
      collection: 'contact-requests',
      overrideAccess: true,
      data: {
        name: `${who.firstname} ${who.lastname}`,
        email: who.email,
        phone: who.phone,
        subject: 'Question',
        message: `Bonjour, ici ${who.firstname}`,
        locale: 'fr',
      } as never,
    })
  }
  await payload.create({
    collection: 'newsletter-subscriptions',
    overrideAccess: true,
    data: { email: person.email, casino: true, status: 'subscribed', locale: 'fr' },
  })
  const guest = {
    name: `${person.firstname} ${person.lastname}`,
    email: person.email,
    phone: person.phone,
  }
  const table = await bookTable(fixtures, guest)
  expect(table.status, JSON.stringify(table.body)).toBe(201)
  const room = await bookRoom(fixtures, guest)
  expect(room.status, JSON.stringify(room.body)).toBe(201)
  await awardRewardPoints(payload, {
    memberId: person.id,
    kind: 'bonus',
    rewardPoints: 500,
    reason: 'Bienvenue',
    sourceRef: 'test',
    idempotencyKey: `erasure-bonus-${person.id}`,
  })
  // A voucher not used yet, an invitation the person sent, one another member sent to them.
  const reward = await payload.create({
    collection: 'rewards',
    locale: 'fr',
    data: {
      title: `Coupe ${run}`,
      description: 'Une coupe au bar',
      category: 'bars',
      pointsCost: 100,
      stock: 10,
      minimumStatus: 'White',
      publishedAt: new Date(Date.now() - 86_400_000).toISOString(),
    } as never,
  })
  const voucher = await payload.create({
    collection: 'reward-vouchers',
    overrideAccess: true,
    data: {
      code: `V${run}`.toUpperCase(),
      status: 'issued',
      member: person.id,
      reward: reward.id,
      rewardTitle: `Coupe ${run}`,
      pointsCost: 100,
      issuedAt: new Date().toISOString(),
      validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      idempotencyKey: `erasure-voucher-${run}`,
    },
  })
  const year = new Date().getUTCFullYear()
  await payload.create({
    collection: 'sponsorship-invitations',
    overrideAccess: true,
    data: {
      sponsor: person.id,
      firstname: 'Ami',
      lastname: `Invité${run}`,
      email: `ami-${run}@example.com`,
      invitedAt: new Date().toISOString(),
      year,
      slot: 1,
    },
  })
  const received = await payload.create({
    collection: 'sponsorship-invitations',
    overrideAccess: true,
    data: {
      sponsor: other.id,
      firstname: person.firstname,
      lastname: person.lastname,
      email: person.email,
      invitedAt: new Date().toISOString(),
      year,
      slot: 1,
    },
  })
  // The casino's card holder record of the person's card, not yet linked to the account.
  await payload.create({
    collection: 'card-holders',
    overrideAccess: true,
    data: {
      cardNumber: `${person.cardNumber}9`,
      firstname: person.firstname,
      lastname: person.lastname,
      birthdate: '1980-04-17',
    },
  })
  await new MembersRepository(payload).update(person.id, { cardNumber: `${person.cardNumber}9` })
  const exported = await requestDataExport(payload, person.id, 'fr', Date.now())

  // Asked 15 days ago: due now.
  await requestErasure(
    payload,
    person.id,
    PASSWORD,
    'fr',
    Date.now() - ERASURE_COOLING_OFF_MS - 86_400_000,
  )
  await expect
    .poll(
      async () => {
        const doc = await payload.findByID({
          collection: 'data-exports',
          id: exported.id,
          overrideAccess: true,
        })
        return doc.status
      },
      { timeout: 10_000 },
    )
    .toBe('ready')
  const archive = (
    await payload.findByID({ collection: 'data-exports', id: exported.id, overrideAccess: true })
  ).filename!

  // Two runners at once: one erases, the other finds the request taken.
  await Promise.all([runErasureJob(payload), runErasureJob(payload)])
  const { docs: requests } = await payload.find({
    collection: 'erasure-requests',
    where: { member: { equals: person.id } },
    overrideAccess: true,
  })
  expect(requests.map((doc) => doc.status)).toEqual(['erased'])
  expect(requests[0]!.erasedAt).toBeTruthy()

  // Nothing of the person anywhere: address, name, card number, phone, street.
  const everything = await readEverything(payload)
  for (const needle of [
    person.email,
    person.lastname,
    person.cardNumber,
    person.phone,
    person.phone.slice(3),
    `12 chemin des Oliviers a${run}`,
  ]) {
    expect(collectionsNaming(everything, needle), needle).toEqual([])
  }
  expect(existsSync(path.join(dataExportsDir(), archive))).toBe(false)

  // The record stays under its id, closed; the old password opens nothing.
  const member = await new MembersRepository(payload).findById(person.id)
  expect(member).toMatchObject({ state: 'Closed', cardNumber: null, phone: null })
  expect(member!.email).toMatch(/^erased-\d+@erased\.invalid$/)
  expect(await checkMemberPassword(payload, person.id, PASSWORD)).toBe(false)
  const sessions = await payload.find({
    collection: 'member-sessions',
    where: { member: { equals: person.id } },
    overrideAccess: true,
  })
  expect(sessions.totalDocs).toBe(0)

  // The ledger keeps its entries and closes at zero, once.
  const ledger = new LedgerRepository(payload)
  expect((await ledger.readAccounts([person.id])).get(person.id)?.rewardPoints).toBe(0)
  const entries = await payload.find({
    collection: 'loyalty-entries',
    where: { member: { equals: person.id } },
    sort: 'createdAt',
    overrideAccess: true,
  })
  // The bonus, the voucher's redemption and its refund once cancelled, then the closing entry.
  expect(entries.docs.map((entry) => entry.rewardPoints).sort((a, b) => a - b)).toEqual([
    -500, -100, 100, 500,
  ])
  expect(entries.docs.filter((entry) => entry.idempotencyKey === `closure:${person.id}`)).toEqual([
    expect.objectContaining({ kind: 'adjustment', rewardPoints: -500, authorKind: 'system' }),
  ])

  // The coming bookings are cancelled and kept for the venue, without the guest.
  for (const collection of ['table-bookings', 'room-bookings'] as const) {
    const { docs } = await payload.find({
      collection,
      where: { member: { equals: person.id } },
      overrideAccess: true,
    })
    const mine = docs.length
      ? docs
      : (
          await payload.find({
            collection,
            where: { email: { equals: member!.email } },
            overrideAccess: true,
          })
        ).docs
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'guest',
      email: member!.email,
    })
  }

  // The last mail went (kept without an address: the demo mailbox forgets it at once).
  const last = await outboxTo(payload, FORGOTTEN_RECIPIENT, 'privacy.accountClosed')
  expect(last.length).toBeGreaterThanOrEqual(1)
  expect(last.every((mail) => !mail.text && !mail.html)).toBe(true)

  // The unused voucher is cancelled; the invitation the person sent is gone; the one they
  // received still counts in its sponsor's year, without them.
  expect(
    (
      await payload.findByID({
        collection: 'reward-vouchers',
        id: voucher.id,
        overrideAccess: true,
      })
    ).status,
  ).toBe('cancelled')
  expect(collectionsNaming(everything, `Invité${run}`)).toEqual([])
  expect(
    await payload.findByID({
      collection: 'sponsorship-invitations',
      id: received.id,
      depth: 0,
      overrideAccess: true,
    }),
  ).toMatchObject({ sponsor: other.id, year, email: member!.email })

  // The alias is only where a record is kept: nothing new was written for the closed account.
  expect(collectionsNaming(everything, member!.email).sort()).toEqual([
    'members',
    'room-bookings',
    'sponsorship-invitations',
    'table-bookings',
  ])

  // The other member keeps everything.
  expect(collectionsNaming(everything, other.email)).toEqual(
    expect.arrayContaining(['members', 'contact-requests']),
  )
  expect((await new MembersRepository(payload).findById(other.id))?.state).toBe('Active')
}

/** An erasure that failed half-way stays "being erased", then is taken again an hour later. */
export async function checkInterruptedErasureIsTakenAgain(payload: Payload) {
  const person = await createPerson(payload, 'Octave', 'i')
  const asked = await requestErasure(
    payload,
    person.id,
    PASSWORD,
    'en',
    Date.now() - ERASURE_COOLING_OFF_MS - 60_000,
  )
  const status = async () =>
    (await payload.findByID({ collection: 'erasure-requests', id: asked.id, overrideAccess: true }))
      .status
  let calls = 0
  const failing = {
    name: 'broken',
    read: async () => [],
    erase: async () => {
      calls++
      throw new Error('the area’s database is down')
    },
  }
  const now = Date.now()
  expect(await runDueErasures(payload, [failing], now)).toBe(0)
  expect(await status()).toBe('erasing')
  // Not again at once (another runner may be at it), but an hour later.
  expect(await runDueErasures(payload, [failing], now + 59 * 60_000)).toBe(0)
  expect(calls).toBe(1)
  expect(await runDueErasures(payload, [], now + 61 * 60_000)).toBe(1)
  expect(await status()).toBe('erased')
}

const DAY_MS = 86_400_000
/** The same instant `years` calendar years later (or earlier). */
const yearsFrom = (at: number, years: number) => {
  const date = new Date(at)
  date.setUTCFullYear(date.getUTCFullYear() + years)
  return date.getTime()
}

/**
 * What the law kept after an erasure goes when its time is over (ADR 0079): casino play (the
 * ledger and its balances, machine credits) five years after the closure, payments ten years after
 * their date, a payment a kept credit points at not before the credit; then the request is
 * purged. Another member's records of the same age stay.
 */
export async function checkRetentionPurge(payload: Payload) {
  const person = await createPerson(payload, 'Philemon', 'p')
  const other = await createPerson(payload, 'Salome', 'q')
  const dialect = getSqlDialect(payload)
  const pay = async (memberId: number, tag: string, yearsAgo: number) => {
    const payment = await payload.create({
      collection: 'payments',
      overrideAccess: true,
      data: {
        reference: `PAY-${tag}-${run}`.toUpperCase(),
        status: 'paid',
        purpose: 'machine',
        member: memberId,
        amountCents: 2_000,
        currency: 'EUR',
        description: 'Crédit machine',
        locale: 'fr',
        provider: 'sandbox',
      } as never,
    })
    await payload.create({
      collection: 'payment-events',
      overrideAccess: true,
      data: { payment: payment.id, event: 'paid', author: 'provider' } as never,
    })
    const at = sqlInstant(dialect, yearsFrom(Date.now(), -yearsAgo))
    await runSql(payload, sql`UPDATE payments SET created_at = ${at} WHERE id = ${payment.id}`)
    return payment.id
  }
  // An old machine payment (eleven years) with its credit, and a recent one; the same for the other.
  const oldPayment = await pay(person.id, 'old', 11)
  const recentPayment = await pay(person.id, 'new', 0)
  const othersOldPayment = await pay(other.id, 'other', 11)
  const credit = await payload.create({
    collection: 'casino-credits',
    overrideAccess: true,
    data: {
      creditId: `credit-${run}`,
      payment: oldPayment,
      casinoTrigram: 'CAN',
      machineId: 'M-12',
      amountCents: 2_000,
      status: 'sent',
    } as never,
  })
  for (const [who, points] of [
    [person, 300],
    [other, 200],
  ] as const) {
    await awardRewardPoints(payload, {
      memberId: who.id,
      kind: 'bonus',
      rewardPoints: points,
      reason: 'Bienvenue',
      sourceRef: 'test',
      idempotencyKey: `purge-bonus-${who.id}`,
    })
  }
  await requestErasure(
    payload,
    person.id,
    PASSWORD,
    'en',
    Date.now() - ERASURE_COOLING_OFF_MS - 60_000,
  )
  await runErasureJob(payload)
  const request = async () =>
    (
      await payload.find({
        collection: 'erasure-requests',
        where: { member: { equals: person.id } },
        overrideAccess: true,
      })
    ).docs[0]!
  const erasedAt = Date.parse((await request()).erasedAt!)
  const count = async (collection: CollectionSlug, where: Record<string, unknown>) =>
    (await payload.count({ collection, where: where as never, overrideAccess: true })).totalDocs
  const left = async () => ({
    entries: await count('loyalty-entries', { member: { equals: person.id } }),
    accounts: await count('loyalty-accounts', { member: { equals: person.id } }),
    periods: await count('loyalty-period-points', { member: { equals: person.id } }),
    credits: await count('casino-credits', { id: { equals: credit.id } }),
    payments: (
      await payload.find({
        collection: 'payments',
        where: { member: { equals: person.id } },
        depth: 0,
        overrideAccess: true,
        sort: 'id',
      })
    ).docs.map((doc) => doc.id),
    events: await count('payment-events', { payment: { in: [oldPayment, recentPayment] } }),
  })
  // The closing entry was written: the bonus and its closure.
  expect(await left()).toMatchObject({ entries: 2, accounts: 1, credits: 1 })

  // The next night: the old payment's ten years are over, but its credit is kept five years more.
  await runPurgeJobOn(payload, Date.now() + DAY_MS)
  expect(await left()).toMatchObject({
    entries: 2,
    credits: 1,
    payments: [oldPayment, recentPayment],
  })
  // A day short of five years after the closure: nothing goes.
  await runPurgeJobOn(payload, yearsFrom(erasedAt, 5) - DAY_MS)
  expect((await left()).entries).toBe(2)
  // Five years after the closure: casino play goes, then the old payment and its log.
  await runPurgeJobOn(payload, yearsFrom(erasedAt, 5) + DAY_MS)
  expect(await left()).toEqual({
    entries: 0,
    accounts: 0,
    periods: 0,
    credits: 0,
    payments: [recentPayment],
    events: 1,
  })
  expect((await request()).status).toBe('erased')
  // Ten years after the recent payment: nothing is kept; the request says so.
  await runPurgeJobOn(payload, yearsFrom(Date.now(), 10) - DAY_MS)
  expect((await left()).payments).toEqual([recentPayment])
  await runPurgeJobOn(payload, yearsFrom(Date.now(), 10) + DAY_MS)
  expect(await left()).toMatchObject({ payments: [], events: 0 })
  expect(await request()).toMatchObject({ status: 'purged', purgedAt: expect.any(String) })

  // The other member keeps everything, however old; their ledger still refuses deletes.
  expect(await count('payments', { id: { equals: othersOldPayment } })).toBe(1)
  expect(await count('loyalty-entries', { member: { equals: other.id } })).toBe(1)
  await expect(
    runSql(payload, sql`DELETE FROM loyalty_entries WHERE member_id = ${other.id}`),
  ).rejects.toThrow()
  expect(
    (await new LedgerRepository(payload).readAccounts([other.id])).get(other.id)?.rewardPoints,
  ).toBe(200)
}
