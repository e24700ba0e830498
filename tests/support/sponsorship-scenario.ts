import type { Payload } from 'payload'
import { expect } from 'vitest'

import { LedgerRepository } from '@/features/loyalty/server/ledger-repository'
import { listRewards, listVouchers } from '@/features/rewards'
import { grantSponsorshipWelcome } from '@/features/sponsorship'
import { cardsRoute } from '@/server/integration-api'

import { createLoyaltyWorld, post } from './loyalty-scenario'

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
