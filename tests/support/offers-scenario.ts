import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { expect } from 'vitest'

import { periodOf } from '@/features/loyalty/domain'
import { LedgerRepository } from '@/features/loyalty/server/ledger-repository'
import { eventsRoute } from '@/features/offers'
import { getEnv } from '@/platform/config/env'
import { openTestSession } from './member-session'

/**
 * GET /api/epc/profile/events against a real database, shared by tests/int and tests/pg: each
 * member sees the current offers and events of their status and casino, nothing else.
 */

const run = Date.now().toString(36)
let sequence = 0
const unique = (name: string) => `${name}-${run}-${++sequence}`
const DAY = 86_400_000

async function casino(payload: Payload) {
  const slug = unique('offers-casino').toLowerCase()
  const created = await payload.create({
    collection: 'casinos',
    data: {
      name: 'Casino des Offres',
      slug,
      city: 'Lyon',
      address: { street: '1 quai Charles de Gaulle', postalCode: '69006' },
      _status: 'published',
    } as never,
  })
  return { id: created.id, slug }
}

async function member(payload: Payload, statusPoints: number, favouriteCasino: string | null) {
  const created = await payload.create({
    collection: 'members',
    data: {
      email: `${unique('offers')}@example.com`,
      firstname: 'Nora',
      lastname: 'Vidal',
      state: 'Active',
      cardNumber: String(7_500_000_000 + ((Date.now() + ++sequence) % 99_999_999)),
      favouriteCasino,
    } as never,
  })
  if (statusPoints > 0) {
    const now = Date.now()
    await new LedgerRepository(payload).insertEntries([
      {
        memberId: created.id,
        kind: 'adjustment',
        rewardPoints: 0,
        statusPoints,
        period: periodOf(now),
        occurredAt: now - 60_000,
        reason: 'Statut du test',
        activity: null,
        amountCents: null,
        casinoId: null,
        authorKind: 'system',
        authorClientId: null,
        sourceRef: null,
        idempotencyKey: unique('status'),
      },
    ])
  }
  return openTestSession(payload, created.id)
}

async function eventsOf(token: string | null) {
  const response = await eventsRoute(
    new NextRequest(new URL('/api/epc/profile/events?lang=en', getEnv().SITE_URL), {
      headers: token ? { cookie: `access_token=${token}` } : {},
    }),
  )
  return { status: response.status, body: await response.json() }
}

export async function checkMembersSeeTheirOffers(payload: Payload) {
  const lyon = await casino(payload)
  const now = Date.now()
  const tag = unique('t')
  const make = (title: string, data: Record<string, unknown>) =>
    payload.create({
      collection: 'member-offers',
      locale: 'en',
      data: {
        kind: 'offer',
        title: `${title} ${tag}`,
        validFrom: new Date(now - DAY).toISOString(),
        validUntil: new Date(now + 10 * DAY).toISOString(),
        ...data,
      } as never,
    })
  await make('For all', {})
  await make('Gold and Black', { statuses: ['Gold', 'Black'], kind: 'event' })
  await make('Lyon only', { casinos: [lyon.id] })
  await make('Over', { validUntil: new Date(now - 1_000).toISOString() })
  await make('Not yet', { validFrom: new Date(now + DAY).toISOString() })

  const titles = (body: { offers: { title: string }[]; events: { title: string }[] }) =>
    [...body.offers, ...body.events]
      .map((item) => item.title)
      .filter((title) => title.endsWith(tag))
      .map((title) => title.replace(` ${tag}`, ''))
      .sort()

  expect((await eventsOf(null)).status).toBe(401)
  const white = await eventsOf(await member(payload, 0, null))
  expect(white.body.status).toBe('White')
  expect(titles(white.body)).toEqual(['For all'])
  const goldInLyon = await eventsOf(await member(payload, 12_000, lyon.slug))
  expect(goldInLyon.body.status).toBe('Gold')
  expect(titles(goldInLyon.body)).toEqual(['For all', 'Gold and Black', 'Lyon only'])
  expect(
    goldInLyon.body.events.find((item: { title: string }) => item.title.startsWith('Gold and')),
  ).toMatchObject({ kind: 'event', statuses: ['Gold', 'Black'] })
}
