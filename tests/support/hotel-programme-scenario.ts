import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { expect } from 'vitest'

import {
  cardRenewalRoute,
  collaboratorRoute,
  enrolmentRoute,
  hotelProgrammeRoute,
  readHotelInitThroughPayload,
  spouseAcceptanceRoute,
  spouseInvitationRoute,
  spouseRevocationRoute,
} from '@/features/hotel-programme'
import { MembershipsRepository } from '@/features/hotel-programme/server/memberships-repository'
import { evaluateAllMemberships } from '@/features/hotel-programme/server/tasks'
import { getEnv } from '@/platform/config/env'
import { formatIsoDate, getParisDate, addDays } from '@/platform/domain/calendar'
import { staysRoute } from '@/server/integration-api'

import { createBookingFixtures } from './bookings-scenario'
import { createLoyaltyWorld, post } from './loyalty-scenario'
import { callAsMember, openTestSession } from './member-session'

/**
 * The hotel programme (issue 22, ADR 0052) against a real database, shared by the SQLite
 * (tests/int) and PostgreSQL (tests/pg) suites: stays posted by hotel systems count once however
 * often and however concurrently they are sent, the status moves up at once and down only at the
 * end of its period, card renewals keep to 2 per 12 months and one at a time, and a member only
 * ever reaches their own programme.
 */

const run = Date.now().toString(36)
let sequence = 0
const unique = (name: string) => `${name}-${run}-${++sequence}`
const STAYS = '/api/integration/v1/stays'
const today = () => getParisDate(new Date())
const daysAgo = (days: number) => formatIsoDate(addDays(today(), -days))

function stay(email: string, overrides: Record<string, unknown> = {}) {
  return {
    stayId: unique('stay'),
    hotel: 'Hôtel Atout Croisette',
    guest: { email },
    arrival: daysAgo(12),
    departure: daysAgo(9),
    ...overrides,
  }
}

async function world(payload: Payload) {
  const loyalty = await createLoyaltyWorld(payload)
  const key = await loyalty.key(['stays-write'])
  return { loyalty, key }
}

const programmeOf = async (payload: Payload, email: string) => {
  const found = await payload.find({
    collection: 'hotel-memberships',
    where: { 'member.email': { equals: email } },
    depth: 0,
  })
  return found.docs[0] ?? null
}

export async function checkStayPostedOnce(payload: Payload) {
  const { loyalty, key } = await world(payload)
  const member = await loyalty.member()
  const body = stay(member.email, { guest: { email: member.email, ibNumber: 'ib-7788' } })

  // A hotel system retries the same stay twenty times at once: counted once, and the guest (not
  // yet in the programme) is enrolled once.
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => post(staysRoute, STAYS, key, body)),
  )
  expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1)
  expect(answers.every((answer) => answer.status === 201 || answer.status === 200)).toBe(true)
  expect(answers.filter((answer) => answer.body.status === 'duplicate')).toHaveLength(19)
  const membership = await programmeOf(payload, member.email)
  expect(membership).toMatchObject({ status: 'decouverte', nights: 3, stays: 1, origin: 'stay' })
  expect(membership?.ibNumber).toBe('IB-7788')
  const entries = await payload.count({
    collection: 'hotel-stays',
    where: { membership: { equals: membership!.id } },
  })
  expect(entries.totalDocs).toBe(1)
  const memberships = await payload.count({
    collection: 'hotel-memberships',
    where: { member: { equals: member.id } },
  })
  expect(memberships.totalDocs).toBe(1)

  // Posted again later: still once.
  const again = await post(staysRoute, STAYS, key, body)
  expect(again).toMatchObject({ status: 200, body: { status: 'duplicate', nights: 3 } })
}

export async function checkInfinimentUpAtOnceDownAtPeriodEnd(payload: Payload) {
  const { loyalty, key } = await world(payload)
  const member = await loyalty.member()
  const first = stay(member.email, { arrival: daysAgo(40), departure: daysAgo(34) })
  expect((await post(staysRoute, STAYS, key, first)).status).toBe(201)
  // 6 + 4 = 10 nights: Infiniment at once, kept 12 months.
  const second = await post(
    staysRoute,
    STAYS,
    key,
    stay(member.email, { arrival: daysAgo(5), departure: daysAgo(1) }),
  )
  expect(second).toMatchObject({
    status: 201,
    body: { membership: { status: 'infiniment', nights: 10, stays: 2 } },
  })
  // The first stay is cancelled: its nights go back, the status stays until its period ends.
  const cancelled = await post(staysRoute, STAYS, key, { ...first, status: 'cancelled' })
  expect(cancelled).toMatchObject({
    status: 200,
    body: { status: 'cancelled', membership: { status: 'infiniment', nights: 4, stays: 1 } },
  })
  expect((await post(staysRoute, STAYS, key, { ...first, status: 'cancelled' })).body.status).toBe(
    'duplicate',
  )
  // The period ends: the nightly job brings the member back to Découverte.
  const membership = (await programmeOf(payload, member.email))!
  await payload.update({
    collection: 'hotel-memberships',
    id: membership.id,
    data: { infinimentUntil: daysAgo(1) },
    context: { hotelProgramme: true },
  })
  await evaluateAllMemberships(payload, Date.now())
  expect(await programmeOf(payload, member.email)).toMatchObject({
    status: 'decouverte',
    infinimentUntil: null,
    nights: 4,
  })
}

export async function checkStayRefusals(payload: Payload) {
  const { loyalty, key } = await world(payload)
  const member = await loyalty.member()
  const playKey = await loyalty.key(['play-events'])
  const cases: [string | null, unknown, number, string][] = [
    // A bad or missing key: the hotel catalogue's 0050 (invalid client API token).
    [null, stay(member.email), 401, 'hotel.0050'],
    ['atk_nothing_0000000000000000000000', stay(member.email), 401, 'hotel.0050'],
    [playKey, stay(member.email), 403, 'outOfScope'],
    [key, stay('nobody-here@example.com'), 404, 'unknownGuest'],
    [key, stay(member.email, { departure: daysAgo(12) }), 400, 'invalidStay'],
    [key, stay(member.email, { arrival: '2026-02-30' }), 400, 'invalidStay'],
    [key, stay(member.email, { arrival: daysAgo(200), departure: daysAgo(1) }), 400, 'invalidStay'],
    [key, stay(member.email, { departure: daysAgo(-700) }), 400, 'invalidStay'],
    [
      key,
      stay(member.email, { guest: { email: member.email, ibNumber: 'no spaces' } }),
      400,
      'invalidStay',
    ],
    [key, { ...stay(member.email), status: 'cancelled' }, 404, 'unknownStay'],
    [key, { ...stay(member.email), stayId: '' }, 400, 'invalidBody'],
    [key, [], 400, 'invalidBody'],
  ]
  for (const [apiKey, body, status, code] of cases) {
    const answer = await post(staysRoute, STAYS, apiKey, body)
    expect({ status: answer.status, code: answer.body.code }).toEqual({ status, code })
    expect(answer.body.message).toBeTruthy()
  }
  const french = await staysRoute(
    new NextRequest(new URL(`${STAYS}?lang=fr`, 'http://localhost:3000'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(stay(member.email)),
    }),
  )
  expect(await french.json()).toMatchObject({
    code: 'hotel.0050',
    message: expect.stringMatching(/jeton|token/i),
  })
}

const PROGRAMME = '/api/epc/hotel-programme'

export async function checkEnrolmentAndRenewals(payload: Payload) {
  const { loyalty } = await world(payload)
  const member = await loyalty.member()
  const token = await openTestSession(payload, member.id)

  const before = await callAsMember(hotelProgrammeRoute, 'GET', PROGRAMME, token)
  expect(before).toMatchObject({
    status: 200,
    body: { enrolled: false, thresholds: { nights: 10, stays: 4 } },
  })
  // Renewing a card one does not have: account not found.
  const noCard = await callAsMember(
    cardRenewalRoute,
    'POST',
    `${PROGRAMME}/card-renewals`,
    token,
    {},
  )
  expect(noCard).toMatchObject({ status: 404, body: { code: 'hotel.0044' } })

  const joins = await Promise.all(
    Array.from({ length: 4 }, () =>
      callAsMember(enrolmentRoute, 'POST', `${PROGRAMME}/enrolment`, token, {}),
    ),
  )
  expect(joins.map((join) => join.status).sort()).toEqual([200, 200, 200, 201])
  expect(joins[0]!.body).toMatchObject({ enrolled: true, status: 'decouverte' })
  expect(joins[0]!.body.infinimentNumber).toMatch(/^[1-9]\d{9}$/)

  // Five requests at once: one is recorded, the others are told one is pending.
  const renewals = await Promise.all(
    Array.from({ length: 5 }, () =>
      callAsMember(cardRenewalRoute, 'POST', `${PROGRAMME}/card-renewals`, token, {}, 'fr'),
    ),
  )
  expect(renewals.filter((answer) => answer.status === 201)).toHaveLength(1)
  const refused = renewals.filter((answer) => answer.status !== 201)
  expect(
    refused.every((answer) => answer.status === 409 && answer.body.code === 'hotel.0106'),
  ).toBe(true)
  expect(refused[0]!.body.message).toBe('Un renouvellement de carte a déjà été demandé.')

  const markDone = async () => {
    const pending = await payload.find({
      collection: 'hotel-card-renewals',
      where: { and: [{ email: { equals: member.email } }, { status: { equals: 'pending' } }] },
      depth: 0,
    })
    expect(pending.docs).toHaveLength(1)
    await payload.update({
      collection: 'hotel-card-renewals',
      id: pending.docs[0]!.id,
      data: { status: 'done' },
      overrideAccess: false,
      user: loyalty.support as never,
    })
  }
  await markDone()
  const second = await callAsMember(
    cardRenewalRoute,
    'POST',
    `${PROGRAMME}/card-renewals`,
    token,
    {},
  )
  expect(second).toMatchObject({
    status: 201,
    body: { renewals: { pending: true, left: 0, limit: 2 } },
  })
  await markDone()
  const third = await callAsMember(
    cardRenewalRoute,
    'POST',
    `${PROGRAMME}/card-renewals`,
    token,
    {},
  )
  expect(third).toMatchObject({
    status: 429,
    body: { code: 'hotel.0117', message: 'Too many requests in the last 12 months (limit: 2).' },
  })
  // Marking a request done queued the member's mail in the same transaction.
  const jobs = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'hotel-renewal-done-mail' } },
    limit: 0,
    depth: 0,
  })
  expect(jobs.docs.length).toBeGreaterThanOrEqual(2)
  // Run this member's two: each mails "your new card is on its way" in the renewal's language,
  // through the branded layout, the digital card's page as the button.
  const mine = await payload.find({
    collection: 'hotel-card-renewals',
    where: { email: { equals: member.email } },
    depth: 0,
  })
  const renewalIds = new Set(mine.docs.map((renewal) => renewal.id))
  for (const job of jobs.docs) {
    const input = job.input as { renewalId?: number } | null
    if (input?.renewalId !== undefined && renewalIds.has(input.renewalId)) {
      await payload.jobs.runByID({ id: job.id, silent: true })
    }
  }
  const renewalMails = await payload.find({
    collection: 'outbox',
    where: { and: [{ to: { equals: member.email } }, { kind: { equals: 'hotel.renewalDone' } }] },
    sort: 'createdAt',
    depth: 0,
  })
  expect(renewalMails.docs.map((mail) => mail.locale).sort()).toEqual(
    mine.docs.map((renewal) => renewal.locale).sort(),
  )
  expect(renewalMails.docs).toHaveLength(2)
  for (const mail of renewalMails.docs) {
    const fr = mail.locale === 'fr'
    const card = `${getEnv().SITE_URL}${fr ? '/account/carte-hotels' : '/en/account/hotel-card'}`
    expect(mail.subject).toBe(
      fr ? 'Votre nouvelle carte hôtels Atout' : 'Your new Atout hotel card',
    )
    expect(mail.text).toContain(
      `${fr ? 'Voir ma carte numérique' : 'See my digital card'}\n${card}\n`,
    )
    expectBrandedHtml(mail.html, fr ? 'fr' : 'en', card)
  }
}

/** The branded layout in the mail's language, with its button's address; no script. */
function expectBrandedHtml(html: string | null | undefined, locale: 'fr' | 'en', href: string) {
  expect(html ?? '').toContain(`<html dir="ltr" lang="${locale}"`)
  expect(html ?? '').toContain(`href="${href.replaceAll('&', '&amp;')}"`)
  expect(html ?? '').toContain('09 74 75 13 13')
  expect(html ?? '').not.toMatch(/<script/i)
}

export async function checkOwnProgrammeOnly(payload: Payload) {
  const { loyalty, key } = await world(payload)
  const [alice, bob] = [await loyalty.member(), await loyalty.member()]
  expect((await post(staysRoute, STAYS, key, stay(alice.email))).status).toBe(201)
  const bobToken = await openTestSession(payload, bob.id)
  // Bob sees his own (empty) programme, never Alice's, whatever he sends.
  const seen = await callAsMember(hotelProgrammeRoute, 'GET', `${PROGRAMME}`, bobToken)
  expect(seen.body).toMatchObject({ enrolled: false })
  expect(JSON.stringify(seen.body)).not.toContain('Croisette')
  const anonymous = await callAsMember(hotelProgrammeRoute, 'GET', PROGRAMME, null)
  expect(anonymous.status).toBe(401)
  const withBody = await callAsMember(enrolmentRoute, 'POST', `${PROGRAMME}/enrolment`, bobToken, {
    memberId: alice.id,
  })
  expect(withBody).toMatchObject({ status: 400, body: { code: 'validation' } })
  // Through the CMS API, members reach no membership, stay or renewal.
  for (const collection of ['hotel-memberships', 'hotel-stays', 'hotel-card-renewals'] as const) {
    await expect(
      payload.find({
        collection,
        overrideAccess: false,
        user: { ...bob, collection: 'members' } as never,
      }),
    ).rejects.toThrow()
  }
}

export async function checkSupportCorrection(payload: Payload) {
  const { loyalty, key } = await world(payload)
  const member = await loyalty.member()
  expect((await post(staysRoute, STAYS, key, stay(member.email))).status).toBe(201)
  const membership = (await programmeOf(payload, member.email))!
  const asSupport = {
    overrideAccess: false,
    user: { ...loyalty.support, email: 'claire.support@staff.example' } as never,
  }
  // No reason, no correction.
  await expect(
    payload.create({
      collection: 'hotel-stays',
      data: { membership: membership.id, nights: 7 } as never,
      ...asSupport,
    }),
  ).rejects.toThrow()
  const correction = await payload.create({
    collection: 'hotel-stays',
    data: {
      membership: membership.id,
      nights: 7,
      reason: 'Séjour de mars oublié par l’hôtel',
    } as never,
    ...asSupport,
  })
  expect(correction).toMatchObject({ kind: 'correction', source: 'support', stays: 0, nights: 7 })
  expect(correction.recordedBy).toBe('claire.support@staff.example')
  expect(await programmeOf(payload, member.email)).toMatchObject({
    status: 'infiniment',
    nights: 10,
  })
  // Entries are never edited or deleted, even by support.
  await expect(
    payload.update({
      collection: 'hotel-stays',
      id: correction.id,
      data: { nights: 70 },
      ...asSupport,
    }),
  ).rejects.toThrow()
  await expect(
    payload.delete({ collection: 'hotel-stays', id: correction.id, ...asSupport }),
  ).rejects.toThrow()
}

export async function checkSiteStaysCounted(payload: Payload) {
  const { loyalty } = await world(payload)
  const member = await loyalty.member()
  const fixtures = await createBookingFixtures(payload, `hp${++sequence}`)
  const book = (reference: string, arrivalInDays: number, nights: number) =>
    payload.create({
      collection: 'room-bookings',
      data: {
        reference,
        hotel: fixtures.hotelId,
        room: fixtures.suiteId,
        rateName: 'Tarif flexible',
        arrival: formatIsoDate(addDays(today(), arrivalInDays)),
        departure: formatIsoDate(addDays(today(), arrivalInDays + nights)),
        nights,
        guests: 2,
        totalCents: 20_000 * nights,
        guestName: 'Louise Fabre',
        email: member.email,
        phone: '+33612345678',
        member: member.id,
        locale: 'fr',
        status: 'confirmed',
      } as never,
      context: { skipRevalidation: true },
    })
  const ended = await book(unique('HP').toUpperCase(), -20, 6)
  await book(unique('HP').toUpperCase(), 10, 4)
  const token = await openTestSession(payload, member.id)
  expect(
    (await callAsMember(enrolmentRoute, 'POST', `${PROGRAMME}/enrolment`, token, {})).status,
  ).toBe(201)

  // Read five times at once: the ended booking is counted once, the upcoming one not yet.
  const reads = await Promise.all(
    Array.from({ length: 5 }, () => callAsMember(hotelProgrammeRoute, 'GET', PROGRAMME, token)),
  )
  expect(reads.every((read) => read.status === 200)).toBe(true)
  const view = (await callAsMember(hotelProgrammeRoute, 'GET', PROGRAMME, token)).body
  expect(view.progress).toMatchObject({ nights: 6, stays: 1, nightsNeeded: 4, staysNeeded: 3 })
  expect(view.stays).toEqual([
    expect.objectContaining({ kind: 'stay', source: 'site', nights: 6, counted: true }),
  ])

  // Marked no-show after it was counted: the nights are taken back, once.
  await payload.update({
    collection: 'room-bookings',
    id: ended.id,
    data: { status: 'noShow' },
    context: { skipRevalidation: true },
  })
  await Promise.all(
    Array.from({ length: 3 }, () => callAsMember(hotelProgrammeRoute, 'GET', PROGRAMME, token)),
  )
  const after = (await callAsMember(hotelProgrammeRoute, 'GET', PROGRAMME, token)).body
  expect(after.progress).toMatchObject({ nights: 0, stays: 0 })
  expect(
    after.stays.map((stay: { kind: string; nights: number }) => [stay.kind, stay.nights]),
  ).toEqual(
    expect.arrayContaining([
      ['stay', 6],
      ['cancellation', -6],
    ]),
  )
  expect(after.stays).toHaveLength(2)
}

export async function checkParallelStaysAllCounted(payload: Payload) {
  const { loyalty, key } = await world(payload)
  const member = await loyalty.member()
  // Ten different stays of one guest posted at the same instant (a hotel system's batch): the
  // membership ends with all of them counted and the status they earn, with no read in between.
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, index) =>
      post(
        staysRoute,
        STAYS,
        key,
        stay(member.email, {
          arrival: daysAgo(40 + 3 * index),
          departure: daysAgo(38 + 3 * index),
        }),
      ),
    ),
  )
  expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201))
  expect(await programmeOf(payload, member.email)).toMatchObject({
    status: 'infiniment',
    nights: 20,
    stays: 10,
  })
}

export async function checkStaleEvaluationLoses(payload: Payload) {
  const { loyalty, key } = await world(payload)
  const member = await loyalty.member()
  expect((await post(staysRoute, STAYS, key, stay(member.email))).status).toBe(201)
  const repository = new MembershipsRepository({ payload })
  const stale = (await repository.findByMember(member.id))!
  expect(stale).toMatchObject({ nights: 3, stays: 1 })
  // Another stay is posted and evaluated after the stale read…
  expect(
    (
      await post(
        staysRoute,
        STAYS,
        key,
        stay(member.email, { arrival: daysAgo(30), departure: daysAgo(22) }),
      )
    ).body.membership,
  ).toMatchObject({ status: 'infiniment', nights: 11, stays: 2 })
  // …so the stale evaluation's write is refused and the newer figures stay.
  const written = await repository.saveEvaluationIfUnchanged(
    stale,
    { status: 'decouverte', infinimentUntil: null, nights: 3, stays: 1, evaluatedOn: daysAgo(0) },
    Date.now(),
  )
  expect(written).toBe(false)
  expect(await repository.findByMember(member.id)).toMatchObject({
    status: 'infiniment',
    nights: 11,
    stays: 2,
  })
}

export async function checkPeriodOverSeenOnRead(payload: Payload) {
  const { loyalty, key } = await world(payload)
  const member = await loyalty.member()
  const tenNights = stay(member.email, { arrival: daysAgo(380), departure: daysAgo(370) })
  // Ten nights that ended more than 12 months ago: they no longer count…
  expect((await post(staysRoute, STAYS, key, tenNights)).body.membership).toMatchObject({
    status: 'decouverte',
    nights: 0,
  })
  // …but the member was Infiniment until yesterday: opening the programme shows Découverte at
  // once, without waiting for the nightly job.
  const membership = (await programmeOf(payload, member.email))!
  await payload.update({
    collection: 'hotel-memberships',
    id: membership.id,
    data: { status: 'infiniment', infinimentUntil: daysAgo(1) },
    context: { hotelProgramme: true },
  })
  const token = await openTestSession(payload, member.id)
  const read = await callAsMember(hotelProgrammeRoute, 'GET', PROGRAMME, token)
  expect(read.body).toMatchObject({ enrolled: true, status: 'decouverte', infinimentUntil: null })
}

const ALLOWED = 'atout-hotels.fr'

/** A member with an e-mail of their choosing (the scenario world makes example.com ones). */
async function memberWithEmail(payload: Payload, local: string, domain: string) {
  const email = `${unique(local)}@${domain}`
  const created = await payload.create({
    collection: 'members',
    data: { email, firstname: 'Jeanne', lastname: 'Martin', state: 'PreMember' } as never,
  })
  return { id: created.id, email }
}

async function allowDomains(payload: Payload, domains: string[]) {
  await payload.updateGlobal({
    slug: 'hotel-programme-rules',
    data: { collaboratorDomains: domains.map((domain) => ({ domain })) } as never,
  })
}

export async function checkCollaborators(payload: Payload) {
  const { loyalty } = await world(payload)
  await allowDomains(payload, [ALLOWED, 'groupe-atout.fr'])
  const outsider = await memberWithEmail(payload, 'guest', 'gmail.com')
  const staff = await memberWithEmail(payload, 'Jeanne', `Paris.${ALLOWED.toUpperCase()}`)
  const [outsiderToken, staffToken] = await Promise.all([
    openTestSession(payload, outsider.id),
    openTestSession(payload, staff.id),
  ])
  const COLLABORATOR = `${PROGRAMME}/collaborator`

  // Not offered, and refused with 0113, to an e-mail of another domain.
  const outsiderView = await callAsMember(hotelProgrammeRoute, 'GET', PROGRAMME, outsiderToken)
  expect(outsiderView.body).toMatchObject({ enrolled: false, collaboratorEligible: false })
  const refused = await callAsMember(
    collaboratorRoute,
    'POST',
    COLLABORATOR,
    outsiderToken,
    {},
    'fr',
  )
  expect(refused).toMatchObject({ status: 403, body: { code: 'hotel.0113' } })
  expect(refused.body.message).toMatch(/collaborateur/i)

  // A sub-domain of an allowed domain, in capitals: offered, then given in one step.
  const staffView = await callAsMember(hotelProgrammeRoute, 'GET', PROGRAMME, staffToken)
  expect(staffView.body).toMatchObject({ enrolled: false, collaboratorEligible: true })
  const given = await callAsMember(collaboratorRoute, 'POST', COLLABORATOR, staffToken, {})
  expect(given).toMatchObject({
    status: 200,
    body: { enrolled: true, status: 'collaborator', collaboratorEligible: false },
  })
  const member = await payload.findByID({ collection: 'members', id: staff.id, depth: 0 })
  expect(member.isEmployee).toBe(true)
  expect(await readHotelInitThroughPayload(payload)(staff.id)).toMatchObject({
    enrolled: true,
    status: 'collaborator',
    spouseCard: false,
  })

  // Stays never take the collaborator status away.
  await evaluateAllMemberships(payload, Date.now())
  expect(await programmeOf(payload, staff.email)).toMatchObject({ status: 'collaborator' })

  // Member support withdraws the access: the status follows the stays, init no longer says
  // employee, and asking again is refused with 0112.
  const membership = (await programmeOf(payload, staff.email))!
  // Support may change the access only: a status sent along is ignored.
  await payload.update({
    collection: 'hotel-memberships',
    id: membership.id,
    data: { collaboratorWithdrawn: true, status: 'infiniment', nights: 99 } as never,
    overrideAccess: false,
    user: { ...loyalty.support, email: 'claire.support@staff.example' } as never,
  })
  expect(await programmeOf(payload, staff.email)).toMatchObject({
    status: 'decouverte',
    nights: 0,
    collaboratorWithdrawn: true,
    collaboratorWithdrawnBy: 'claire.support@staff.example',
  })
  expect(
    (await payload.findByID({ collection: 'members', id: staff.id, depth: 0 })).isEmployee,
  ).toBe(false)
  const again = await callAsMember(collaboratorRoute, 'POST', COLLABORATOR, staffToken, {})
  expect(again).toMatchObject({ status: 403, body: { code: 'hotel.0112' } })
  expect(again.body.message).toMatch(/not authori[sz]ed/i)

  // Staff never write the employee flag by hand: the programme owns it.
  await expect(
    payload.update({
      collection: 'members',
      id: outsider.id,
      data: { isEmployee: true },
      overrideAccess: false,
      user: loyalty.support as never,
    }),
  ).resolves.toMatchObject({ isEmployee: false })
}

export async function checkSpouseCards(payload: Payload) {
  const { loyalty, key } = await world(payload)
  const [holder, spouse, other] = [
    await loyalty.member(),
    await loyalty.member(),
    await loyalty.member(),
  ]
  const holderToken = await openTestSession(payload, holder.id)
  const spouseToken = await openTestSession(payload, spouse.id)
  const otherToken = await openTestSession(payload, other.id)
  const SPOUSE = `${PROGRAMME}/spouse`
  const invite = (token: string, email: string) =>
    callAsMember(spouseInvitationRoute, 'POST', SPOUSE, token, { email })

  // Not in the programme: no card to share.
  expect(await invite(holderToken, spouse.email)).toMatchObject({
    status: 404,
    body: { code: 'hotel.0044' },
  })
  // The holder becomes Infiniment (10 nights).
  expect(
    (
      await post(
        staysRoute,
        STAYS,
        key,
        stay(holder.email, { arrival: daysAgo(11), departure: daysAgo(1) }),
      )
    ).status,
  ).toBe(201)
  expect(await invite(holderToken, 'not an e-mail')).toMatchObject({
    status: 400,
    body: { code: 'hotel.0012' },
  })
  expect(await invite(holderToken, holder.email.toUpperCase())).toMatchObject({
    status: 400,
    body: { code: 'spouse.ownEmail' },
  })

  // Five invitations at once: one is sent, the others are told one is in progress.
  const sent = await Promise.all(Array.from({ length: 5 }, () => invite(holderToken, spouse.email)))
  expect(sent.filter((answer) => answer.status === 201)).toHaveLength(1)
  expect(
    sent.every((answer) => answer.status === 201 || answer.body.code === 'spouse.alreadyLinked'),
  ).toBe(true)
  const invited = sent.find((answer) => answer.status === 201)!
  expect(invited.body.spouse).toMatchObject({
    role: 'holder',
    state: 'pending',
    email: spouse.email,
  })

  // The mail carries the link; only its hash is stored.
  const mails = await payload.find({
    collection: 'outbox',
    where: {
      and: [{ to: { equals: spouse.email } }, { kind: { equals: 'hotel.spouseInvitation' } }],
    },
    limit: 1,
    depth: 0,
  })
  expect(mails.docs[0]?.subject).toContain('Louise Fabre')
  // The link opens the hotel programme's login, which returns to the dashboard with the token.
  const link = new URL(/https?:\/\/\S+/.exec(mails.docs[0]?.text ?? '')?.[0] ?? 'http://none')
  expect(link.pathname).toBe('/en/account/hotel-login')
  const returnTo = new URL(link.searchParams.get('returnTo') ?? '/', link)
  expect(returnTo.pathname).toBe('/en/account/hotel-programme')
  const token = returnTo.searchParams.get('conjoint') ?? ''
  expect(token.length).toBeGreaterThan(20)
  expect(mails.docs[0]?.text).toContain(`Accept the invitation\n${link.toString()}\n`)
  expectBrandedHtml(mails.docs[0]?.html, 'en', link.toString())
  expect(mails.docs[0]?.html).toContain(
    'If you do not know Louise Fabre, simply ignore this message.',
  )
  const links = await payload.find({
    collection: 'hotel-spouse-links',
    where: { spouseEmail: { equals: spouse.email } },
    depth: 0,
  })
  expect(links.docs).toHaveLength(1)
  expect(JSON.stringify(links.docs[0])).not.toContain(token)

  const ACCEPT = `${SPOUSE}/acceptance`
  const accept = (memberToken: string, value = token) =>
    callAsMember(spouseAcceptanceRoute, 'POST', ACCEPT, memberToken, { token: value })
  // Another member cannot take it; a made-up token is no invitation.
  expect(await accept(otherToken)).toMatchObject({ status: 403, body: { code: 'spouse.notYours' } })
  expect(await accept(spouseToken, 'x'.repeat(43))).toMatchObject({
    status: 404,
    body: { code: 'spouse.invalidInvitation' },
  })
  // The spouse accepts (enrolled on the way) and sees the holder's status and whose card it is.
  const accepted = await accept(spouseToken)
  expect(accepted).toMatchObject({
    status: 200,
    body: {
      enrolled: true,
      status: 'infiniment',
      spouse: { role: 'spouse', holderName: 'Louise Fabre' },
    },
  })
  expect(await programmeOf(payload, spouse.email)).toMatchObject({
    status: 'decouverte',
    nights: 0,
    origin: 'spouse',
  })
  expect(await readHotelInitThroughPayload(payload)(spouse.id)).toMatchObject({
    enrolled: true,
    status: 'infiniment',
    spouseCard: true,
  })
  expect(await accept(spouseToken)).toMatchObject({
    status: 404,
    body: { code: 'spouse.invalidInvitation' },
  })
  // One spouse at a time; a spouse cannot invite.
  expect(await invite(holderToken, other.email)).toMatchObject({
    status: 409,
    body: { code: 'spouse.alreadyLinked' },
  })
  expect(await invite(spouseToken, other.email)).toMatchObject({
    status: 409,
    body: { code: 'spouse.isSpouse' },
  })
  const holderView = await callAsMember(hotelProgrammeRoute, 'GET', PROGRAMME, holderToken)
  expect(holderView.body.spouse).toMatchObject({
    role: 'holder',
    state: 'active',
    name: 'Louise Fabre',
  })

  // Only the holder revokes; the spouse's card then shows their own status again.
  const DELETE_SPOUSE = (memberToken: string) =>
    callAsMember(spouseRevocationRoute, 'DELETE', SPOUSE, memberToken)
  expect(await DELETE_SPOUSE(otherToken)).toMatchObject({ status: 404 })
  expect((await DELETE_SPOUSE(holderToken)).body.spouse).toBeNull()
  const after = await callAsMember(hotelProgrammeRoute, 'GET', PROGRAMME, spouseToken)
  expect(after.body).toMatchObject({ status: 'decouverte', spouse: null })
  expect(await DELETE_SPOUSE(holderToken)).toMatchObject({
    status: 404,
    body: { code: 'spouse.noSpouse' },
  })
  // A new spouse may then be invited.
  expect((await invite(holderToken, other.email)).status).toBe(201)
  // Members reach no spouse link through the CMS API.
  await expect(
    payload.find({
      collection: 'hotel-spouse-links',
      overrideAccess: false,
      user: { ...holder, collection: 'members' } as never,
    }),
  ).rejects.toThrow()
}

export async function checkGuestEnrolledAtStay(payload: Payload) {
  const { key } = await world(payload)
  const email = `${unique('guest')}@example.com`
  // Without names, an unknown guest is only reported.
  const nameless = await post(staysRoute, STAYS, key, stay(email))
  expect(nameless).toMatchObject({ status: 404, body: { code: 'unknownGuest' } })

  // With names, ten posts of the stay at once: one pre-member, one membership, one welcome mail.
  const body = stay(email, {
    guest: { email, firstname: 'Inès', lastname: 'Garnier', locale: 'en' },
  })
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => post(staysRoute, STAYS, key, body)),
  )
  expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1)
  expect(answers.filter((answer) => answer.body.newMember === true)).toHaveLength(1)
  const members = await payload.find({
    collection: 'members',
    where: { email: { equals: email } },
    depth: 0,
  })
  expect(members.docs).toHaveLength(1)
  expect(members.docs[0]).toMatchObject({
    state: 'PreMember',
    emailVerified: false,
    firstname: 'Inès',
    lastname: 'Garnier',
    locale: 'en',
  })
  expect(await programmeOf(payload, email)).toMatchObject({
    origin: 'stay',
    nights: 3,
    stays: 1,
  })
  const mails = await payload.find({
    collection: 'outbox',
    where: { and: [{ to: { equals: email } }, { kind: { equals: 'hotel.guestWelcome' } }] },
    depth: 0,
  })
  expect(mails.docs).toHaveLength(1)
  expect(mails.docs[0]!.subject).toBe('Welcome to the Atout hotel programme')
  expect(mails.docs[0]!.text).toContain('/en/account/forgot-password')
  expect(mails.docs[0]!.text).toContain('Hôtel Atout Croisette')
  const site = getEnv().SITE_URL
  expect(mails.docs[0]!.text).toContain(`Choose my password\n${site}/en/account/forgot-password\n`)
  expect(mails.docs[0]!.text).toContain(
    `See my hotel programme\n${site}/en/account/hotel-programme\n`,
  )
  expectBrandedHtml(mails.docs[0]!.html, 'en', `${site}/en/account/forgot-password`)
  expect(mails.docs[0]!.html).toContain('Hello Inès,')
}
