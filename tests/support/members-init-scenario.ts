import type { Payload } from 'payload'
import { expect } from 'vitest'

import { readInitWith, type InitSource } from '@/features/identity/server/init-endpoint'
import { toProfileDto } from '@/features/identity/server/member-dto'
import { MembersRepository } from '@/features/identity/server/members-repository'
import { createLoyaltyReader, readLoyaltyThroughPayload, readLoyaltyWith } from '@/features/loyalty'
import { periodOf } from '@/features/loyalty/domain'
import { LedgerRepository } from '@/features/loyalty/server/ledger-repository'
import { getEnv } from '@/platform/config/env'
import { openDirectReader } from '@/platform/db/direct-reader'

/**
 * GET /users/init reads the member with plain SQL (its hot path) while every other call goes
 * through Payload: inside Next through Payload's connection, in the production server through its
 * own direct reader (ADR 0015). All readings must give the member the same data, on SQLite and
 * PostgreSQL.
 */
export async function checkInitReadMatchesPayload(payload: Payload) {
  const reader = await openDirectReader(getEnv())
  try {
    await compareReadings(
      payload,
      readInitWith(reader),
      createLoyaltyReader(readLoyaltyWith(reader)),
    )
  } finally {
    await reader.close()
  }
}

async function compareReadings(
  payload: Payload,
  readDirect: InitSource,
  readLoyaltyDirect: ReturnType<typeof createLoyaltyReader>,
) {
  // Unique per run: the PostgreSQL database of a developer may keep earlier runs' rows.
  const suffix = String(Date.now() % 1_000_000).padStart(6, '0')
  const base = {
    passwordHash: 'scrypt$test$not-a-real-hash',
    state: 'Active' as const,
    emailVerified: true,
    locale: 'en' as const,
  }
  // The favourite casino is a published casino's slug (ADR 0063).
  const casino = await payload.create({
    collection: 'casinos',
    data: {
      name: `Casino ${suffix}`,
      slug: `init-${suffix}`,
      city: 'Cannes',
      address: { street: '1 quai', postalCode: '06400' },
      _status: 'published',
    },
  })
  const sponsor = await payload.create({
    collection: 'members',
    data: {
      ...base,
      email: `sponsor-${suffix}@example.com`,
      civility: 'Mrs',
      firstname: 'Élodie',
      lastname: 'Rousseau',
      birthName: 'Garnier',
      commonName: 'Rousseau-Garnier',
      birthdate: '1979-02-11',
      phone: '+33612345678',
      addressLine1: '8 boulevard de la Croisette',
      addressLine2: 'Bâtiment B',
      postalBox: 'BP 12',
      placeKnownAs: 'Le Suquet',
      zip: '06400',
      city: 'Cannes',
      country: 'FR',
      favouriteCasino: casino.slug,
      luckyDay1: '03-14',
      luckyDay2: '11-02',
      cardNumber: `7000${suffix}`,
      isEmployee: false,
      sponsorCode: `SP${suffix}`,
      optIns: { email: true, sms: false, mail: true, hotel: false, casino: true, partner: false },
      preferences: { games: true, barsRestaurants: false, shows: true },
      consents: {
        acceptCgu: true,
        acceptCguAt: '2026-11-02T09:30:00.000Z',
        termsVersion: '2026-11',
        privacyAcceptedAt: '2026-11-02T09:30:00.000Z',
      },
    } as never,
  })
  const godsonDates = ['2026-03-01T10:00:00.000Z', '2025-12-31T22:30:00.000Z']
  for (const [index, sponsoredAt] of godsonDates.entries()) {
    await payload.create({
      collection: 'members',
      data: {
        ...base,
        email: `godson-${index}-${suffix}@example.com`,
        firstname: 'Filleul',
        lastname: `Numéro ${index}`,
        sponsor: sponsor.id,
        sponsoredAt,
      } as never,
    })
  }

  const repo = new MembersRepository(payload)
  const viaPayload = await repo.findById(sponsor.id)
  const viaSql = await repo.findForInit(sponsor.id)
  expect(viaSql).not.toBeNull()
  expect(toProfileDto(viaSql!.member)).toEqual(toProfileDto(viaPayload!))
  // What every member page reads (getCurrentMember): the same statement, alone.
  const profile = await repo.findProfileById(sponsor.id)
  expect(toProfileDto(profile!)).toEqual(toProfileDto(viaPayload!))
  expect(await repo.findProfileById(sponsor.id + 10_000)).toBeNull()
  // Loyalty: some points this period and last, read by both connections.
  const now = Date.now()
  await new LedgerRepository(payload).insertEntries(
    [
      [now, 1_200, 'this'],
      [now - 366 * 86_400_000, 3_000, 'last'],
    ].map(([at, points, label]) => ({
      memberId: sponsor.id,
      kind: 'bonus' as const,
      rewardPoints: points as number,
      statusPoints: points as number,
      period: periodOf(at as number),
      occurredAt: at as number,
      reason: 'test',
      activity: null,
      amountCents: null,
      casinoId: null,
      authorKind: 'system' as const,
      authorClientId: null,
      sourceRef: null,
      idempotencyKey: `init-scenario:${suffix}:${label}`,
    })),
  )
  const loyaltyViaPayload = await createLoyaltyReader(readLoyaltyThroughPayload(payload))(
    viaPayload!,
    now,
  )
  expect(await readLoyaltyDirect(viaSql!.member, now)).toEqual(loyaltyViaPayload)
  expect(loyaltyViaPayload).toMatchObject({ points: 4_200, statusPoints: 1_200, status: 'Silver' })
  expect(viaSql!.member.sponsorCode ?? null).toEqual(viaPayload!.sponsorCode ?? null)
  expect([...viaSql!.godsonDates].sort()).toEqual(godsonDates.map((d) => Date.parse(d)).sort())
  // Both godsons are active members: init's sponsorship summary counts them.
  expect(viaSql!.activeGodsons).toBe(2)
  // The profile really carries the values (not two equally empty readings).
  expect(toProfileDto(viaSql!.member)).toMatchObject({
    firstname: 'Élodie',
    luckyDays: ['03-14', '11-02'],
    optIns: { email: true, sms: false, casino: true },
    consents: { acceptCgu: true, acceptCguAt: '2026-11-02T09:30:00.000Z' },
    emailVerified: true,
  })

  expect(await repo.findForInit(sponsor.id + 10_000)).toBeNull()

  // Twice: the second reading runs the statements prepared by the first.
  for (let round = 0; round < 2; round++) {
    const direct = await readDirect(sponsor.id)
    expect(direct).toEqual({
      member: viaSql!.member,
      godsonDates: viaSql!.godsonDates,
      activeGodsons: viaSql!.activeGodsons,
    })
  }
  expect(await readDirect(sponsor.id + 10_000)).toBeNull()
}
