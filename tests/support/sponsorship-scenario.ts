import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { expect } from 'vitest'

import { LedgerRepository } from '@/features/loyalty/server/ledger-repository'
import { listRewards, listVouchers } from '@/features/rewards'
import { grantSponsorshipWelcome, invitationRoute, sponsorshipRoute } from '@/features/sponsorship'
import { getEnv } from '@/platform/config/env'
import { cardsRoute } from '@/server/integration-api'
import { initRoute } from '@/server/member-routes'

import { createLoyaltyWorld, post } from './loyalty-scenario'
import { openTestSession } from './member-session'

/**
 * The sponsorship welcome against a real database, shared by the SQLite (tests/int) and
 * PostgreSQL (tests/pg) suites: when a casino issues the godson's card (integration API), the
 * sponsor gets 3,100 points and the godson a 5 € welcome offer valid 30 days — each once, also
 * when the card call is replayed, at once or later.
 */

const run = Date.now().toString(36)
let sequence = 0
const unique = (name: string) => `${name}-${run}-${++sequence}`
const DAY = 86_400_000

async function createMember(
  payload: Payload,
  data: { state: 'Active' | 'PreMember'; sponsor?: number },
) {
  const email = `${unique('godfamily')}@example.com`
  const created = await payload.create({
    collection: 'members',
    data: {
      email,
      firstname: data.sponsor ? 'Paul' : 'Jeanne',
      lastname: 'Lemoine',
      state: data.state,
      cardNumber:
        data.state === 'Active'
          ? String(8_000_000_000 + ((Date.now() + ++sequence) % 99_999_999))
          : null,
      sponsor: data.sponsor ?? null,
      sponsoredAt: data.sponsor ? new Date().toISOString() : null,
    } as never,
  })
  return { id: created.id, email }
}

const balanceOf = async (payload: Payload, memberId: number) =>
  (await new LedgerRepository(payload).readAccounts([memberId])).get(memberId)?.rewardPoints ?? 0

export async function checkWelcomeGrantedOnce(payload: Payload) {
  const world = await createLoyaltyWorld(payload)
  const key = await world.key(['cards'])
  const sponsor = await createMember(payload, { state: 'Active' })
  const godson = await createMember(payload, { state: 'PreMember', sponsor: sponsor.id })
  const cardNumber = String(9_100_000_000 + (Date.now() % 99_999_999))
  const body = { email: godson.email, cardNumber, casino: world.casino }

  // The casino system sends the card five times at once (retries), then once more later.
  const answers = await Promise.all(
    Array.from({ length: 5 }, () => post(cardsRoute, '/api/integration/v1/cards', key, body)),
  )
  // One activates the card; a retry racing it may be refused by the card rules (landed): either
  // way, it must not grant a second welcome.
  expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(1)
  expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true)
  expect((await post(cardsRoute, '/api/integration/v1/cards', key, body)).status).toBe(200)

  expect(await balanceOf(payload, sponsor.id)).toBe(3_100)
  const entries = await payload.find({
    collection: 'loyalty-entries',
    where: { member: { equals: sponsor.id } },
    depth: 0,
  })
  expect(entries.docs.map((entry) => [entry.kind, entry.rewardPoints])).toEqual([
    ['sponsorship', 3_100],
  ])

  const now = Date.now()
  const vouchers = await listVouchers({ payload, locale: 'en', now }, godson.id)
  expect(vouchers).toHaveLength(1)
  expect(vouchers[0]).toMatchObject({ status: 'issued', pointsCost: 0 })
  expect(vouchers[0]!.rewardTitle).toMatch(/^Welcome offer/)
  const validFor = Date.parse(vouchers[0]!.validUntil) - now
  expect(validFor).toBeGreaterThan(29 * DAY)
  expect(validFor).toBeLessThanOrEqual(30 * DAY)
  // The free offer debits nothing and is no reward of the catalogue.
  expect(await balanceOf(payload, godson.id)).toBe(0)
  const catalogue = await listRewards({ payload, locale: 'en', now }, godson.id)
  expect(catalogue.rewards.map((reward) => reward.title)).not.toContain(vouchers[0]!.rewardTitle)
  expect(await new LedgerRepository(payload).listDrift()).toEqual([])
}

export async function checkNoWelcomeWithoutSponsor(payload: Payload) {
  const world = await createLoyaltyWorld(payload)
  const key = await world.key(['cards'])
  const member = await createMember(payload, { state: 'PreMember' })
  const answer = await post(cardsRoute, '/api/integration/v1/cards', key, {
    email: member.email,
    cardNumber: String(9_200_000_000 + (Date.now() % 99_999_999)),
    casino: world.casino,
  })
  expect(answer.status).toBe(200)
  expect(await listVouchers({ payload, locale: 'fr', now: Date.now() }, member.id)).toEqual([])
}

/** The grant itself, raced eight times for one activation: one reward, one offer. */
export async function checkRacingGrants(payload: Payload) {
  const sponsor = await createMember(payload, { state: 'Active' })
  const godson = await createMember(payload, { state: 'Active', sponsor: sponsor.id })
  const outcomes = await Promise.all(
    Array.from({ length: 8 }, () => grantSponsorshipWelcome(payload, godson.id)),
  )
  expect(outcomes.filter((outcome) => outcome.sponsorRewarded)).toHaveLength(1)
  expect(outcomes.filter((outcome) => outcome.offerGiven)).toHaveLength(1)
  expect(await balanceOf(payload, sponsor.id)).toBe(3_100)
  expect(await listVouchers({ payload, locale: 'fr', now: Date.now() }, godson.id)).toHaveLength(1)
  expect(await new LedgerRepository(payload).listDrift()).toEqual([])
}

type Handler = (request: NextRequest) => Promise<Response>

async function call(
  handler: Handler,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
) {
  const headers: Record<string, string> = {}
  if (token) headers.cookie = `access_token=${token}`
  if (method !== 'GET') {
    headers['content-type'] = 'application/json'
    headers.origin = getEnv().SITE_URL
  }
  const response = await handler(
    new NextRequest(new URL(`${path}?lang=en`, getEnv().SITE_URL), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  )
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null }
}

const invite = (token: string | null, email: string) =>
  call(invitationRoute, 'POST', '/api/epc/profile/sponsorship/invitations', token, {
    civility: 'Mrs',
    firstname: 'Alice',
    lastname: 'Martin',
    email,
  })

/** An active member with a sponsor code (`prefix` and seven digits) and a session. */
async function createSponsor(payload: Payload, prefix: string) {
  const sponsor = await createMember(payload, { state: 'Active' })
  await payload.update({
    collection: 'members',
    id: sponsor.id,
    data: { sponsorCode: `${prefix}${String(Date.now()).slice(-7)}` } as never,
  })
  return { sponsor, token: await openTestSession(payload, sponsor.id) }
}

/**
 * The sponsor form: the mail with the code, the list with each godson's state, no self or
 * member, and the 31st invitation of the year refused — also when invitations race (ADR 0049:
 * invitations have their own anti-abuse limit; godsons are counted when they sign up).
 */
export async function checkInvitationsAndYearlyLimit(payload: Payload) {
  const { sponsor, token } = await createSponsor(payload, 'S')
  const other = await createMember(payload, { state: 'PreMember' })

  expect((await invite(null, 'nobody@example.com')).status).toBe(401)
  expect(await invite(token, sponsor.email)).toMatchObject({ status: 409, body: { code: 'self' } })
  expect(await invite(token, other.email)).toMatchObject({
    status: 409,
    body: {
      code: 'alreadyMember',
      message: 'This person is already a member and cannot be sponsored.',
    },
  })

  const first = `${unique('godson')}@example.com`
  expect(await invite(token, first)).toMatchObject({
    status: 201,
    body: { remainingThisYear: 10, invitations: { thisYear: 1, remainingThisYear: 29 } },
  })
  expect(await invite(token, first)).toMatchObject({
    status: 409,
    body: { code: 'alreadyInvited' },
  })
  const mails = await payload.find({
    collection: 'outbox',
    where: { and: [{ to: { equals: first } }, { kind: { equals: 'sponsorship.invitation' } }] },
  })
  expect(mails.docs).toHaveLength(1)
  expect(mails.docs[0]!.text).toContain('Sponsor code: S')
  expect(mails.docs[0]!.text).toContain('/en/account/sign-up')
  // The sign-up link carries the code written above it (issue 20, item 11).
  const mailCode = /Sponsor code: (\S+)/.exec(mails.docs[0]!.text ?? '')?.[1] ?? 'missing'
  expect(mails.docs[0]!.text).toMatch(
    new RegExp(`/en/account/sign-up\\?sponsor=${mailCode}(\\s|$)`, 'm'),
  )
  // The HTML part: the branded layout in English, the sign-up link as its button, the code, the
  // footer's responsible-gaming line; no script.
  const signUpUrl = `${getEnv().SITE_URL}/en/account/sign-up?sponsor=${mailCode}`
  expect(mails.docs[0]!.text).toContain(`Sign up\n${signUpUrl}\n`)
  const html = mails.docs[0]!.html ?? ''
  expect(html).toContain('<html dir="ltr" lang="en"')
  expect(html).toContain(`href="${signUpUrl}"`)
  expect(html).toContain('Dear Mrs Martin,')
  expect(html).toContain(`Sponsor code: ${mailCode}`)
  expect(html).toContain('09 74 75 13 13')
  expect(html).not.toMatch(/<script/i)

  // Ten invitations with nobody signed up leave every godson place: the eleventh goes out.
  // 32 more at once: exactly 29 pass (30 invitations in the year), the others are refused.
  const answers = await Promise.all(
    Array.from({ length: 32 }, () => invite(token, `${unique('godson')}@example.com`)),
  )
  expect(answers.filter((answer) => answer.status === 201)).toHaveLength(29)
  expect(
    answers.filter((answer) => answer.status === 409).map((answer) => answer.body.code),
  ).toEqual(['invitationsLimit', 'invitationsLimit', 'invitationsLimit'])
  const late = await invite(token, `${unique('godson')}@example.com`)
  expect(late).toMatchObject({ status: 409, body: { code: 'invitationsLimit' } })
  expect(late.body.message).toMatch(/as many invitations as a year allows/)

  const list = await call(sponsorshipRoute, 'GET', '/api/epc/profile/sponsorship', token)
  expect(list.body).toMatchObject({
    godsonsThisYear: 0,
    remainingThisYear: 10,
    maxGodsonsPerYear: 10,
    invitations: { thisYear: 30, remainingThisYear: 0, maxPerYear: 30 },
  })
  expect(list.body.godsons).toHaveLength(30)
  expect(list.body.godsons.every((godson: { state: string }) => godson.state === 'invited')).toBe(
    true,
  )

  // The invited godson signs up with the code, then gets a card: signed up, then active.
  const godson = await payload.create({
    collection: 'members',
    data: {
      email: first,
      firstname: 'Alice',
      lastname: 'Martin',
      state: 'PreMember',
      sponsor: sponsor.id,
    } as never,
  })
  const stateOf = async () =>
    (await call(sponsorshipRoute, 'GET', '/api/epc/profile/sponsorship', token)).body.godsons.find(
      (item: { email: string }) => item.email === first,
    ).state
  expect(await stateOf()).toBe('signedUp')
  await payload.update({ collection: 'members', id: godson.id, data: { state: 'Active' } as never })
  expect(await stateOf()).toBe('active')

  // Another member never sees this sponsor's godsons.
  const stranger = await createMember(payload, { state: 'Active' })
  const strangerToken = await openTestSession(payload, stranger.id)
  const theirs = await call(sponsorshipRoute, 'GET', '/api/epc/profile/sponsorship', strangerToken)
  expect(theirs.body).toMatchObject({ invitations: { thisYear: 0 }, godsons: [] })
}

/**
 * 10 godsons a year (spec §9), counted once: a sponsor whose ten godsons signed up this year
 * (with the code, invited or not) has no place left on the sponsorship page and in init alike,
 * and the next invitation is refused with the godsons' limit.
 */
export async function checkTenGodsonsAYear(payload: Payload) {
  const { sponsor, token } = await createSponsor(payload, 'T')
  const sponsorshipOf = async () => {
    const page = await call(sponsorshipRoute, 'GET', '/api/epc/profile/sponsorship', token)
    const init = await call(initRoute, 'GET', '/api/epc/users/init', token)
    expect(init.status).toBe(200)
    const { invitations: _invitations, godsons: _godsons, ...head } = page.body
    // One shape and one count: the page's head is init's sponsorship.
    expect(head).toEqual(init.body.sponsorship)
    return head
  }
  for (let index = 0; index < 9; index++) {
    await createMember(payload, { state: index < 2 ? 'Active' : 'PreMember', sponsor: sponsor.id })
  }
  expect(await sponsorshipOf()).toMatchObject({
    godsonsThisYear: 9,
    remainingThisYear: 1,
    summary: { signedUp: 7, active: 2 },
  })
  expect((await invite(token, `${unique('friend')}@example.com`)).status).toBe(201)

  await createMember(payload, { state: 'PreMember', sponsor: sponsor.id })
  expect(await sponsorshipOf()).toMatchObject({ godsonsThisYear: 10, remainingThisYear: 0 })
  const refused = await invite(token, `${unique('friend')}@example.com`)
  expect(refused).toMatchObject({ status: 409, body: { code: 'yearlyLimit' } })
  expect(refused.body.message).toMatch(/limit of 10 godsons this year/)
}
