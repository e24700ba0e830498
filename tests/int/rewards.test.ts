import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import {
  checkConcurrentRedemptionsOnBalance,
  checkConcurrentRedemptionsOnStock,
  checkDoubleClickGivesOneVoucher,
  checkHistoryNamesRewardInReaderLanguage,
  checkListSaysWhy,
  checkMembersNeverReachOthersData,
  checkRedemptionDebitsAndIssues,
  checkRedemptionPeriodIsParisYear,
  checkStaffUseAndCancel,
  createRewardsWorld,
  type RewardsWorld,
} from '../support/rewards-scenario'
import { createTestPayload, type TestPayload } from './support/payload'

let ctx: TestPayload
let world: RewardsWorld

beforeAll(async () => {
  ctx = await createTestPayload()
  world = await createRewardsWorld(ctx.payload)
})
afterAll(async () => {
  await ctx?.cleanup()
})

describe('rewards and vouchers on SQLite', () => {
  test('the list filters, sorts, shows the new and the latest, and says why not', () =>
    checkListSaysWhy(world))
  test('a redemption debits the points, takes from the stock and issues a voucher', () =>
    checkRedemptionDebitsAndIssues(world))
  test('50 redemptions at once on a balance covering 10 give 10 vouchers', async () => {
    const figures = await checkConcurrentRedemptionsOnBalance(world)
    console.info('SQLite, balance covering 10:', JSON.stringify(figures))
  })
  test('50 redemptions at once on a stock of 10 give 10 vouchers', async () => {
    const figures = await checkConcurrentRedemptionsOnStock(world)
    console.info('SQLite, stock of 10:', JSON.stringify(figures))
  })
  test('a redemption counts in the Paris year of its instant (New Year, clock changes)', () =>
    checkRedemptionPeriodIsParisYear(world))
  test('a double click gives one voucher', () => checkDoubleClickGivesOneVoucher(world))
  test('the points history names a redeemed reward in the reader’s language', () =>
    checkHistoryNamesRewardInReaderLanguage(world))
  test('a member never sees or spends another’s data', () =>
    checkMembersNeverReachOthersData(world))
  test('staff mark a voucher used or cancel it (refunded once)', () =>
    checkStaffUseAndCancel(world))
})

describe('published contract', () => {
  test('the product API document lists the rewards calls', async () => {
    const { buildOpenApiDocument } = await import('@/features/identity/server/openapi')
    const { LoyaltySchema } = await import('@/features/loyalty')
    const { rewardOperations } = await import('@/features/rewards')
    const { sponsorshipOperations, SponsorshipSummarySchema } =
      await import('@/features/sponsorship')
    const { HotelInitSchema } = await import('@/features/hotel-programme')
    const doc = buildOpenApiDocument('http://localhost:3000', {
      loyalty: LoyaltySchema,
      sponsorship: SponsorshipSummarySchema,
      hotel: HotelInitSchema,
      operations: [...rewardOperations, ...sponsorshipOperations],
    })
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/epc/profile/rewards',
        '/api/epc/profile/rewards/{type}',
        '/api/epc/profile/vouchers',
        '/api/epc/profile/sponsorship',
        '/api/epc/profile/sponsorship/invitations',
      ]),
    )
    const byType = doc.paths['/api/epc/profile/rewards/{type}']!.get as {
      parameters: { name: string; in: string; schema: { enum?: string[] } }[]
    }
    expect(byType.parameters[0]).toMatchObject({ name: 'type', in: 'path' })
    expect(byType.parameters[0]!.schema.enum).toEqual(
      expect.arrayContaining(['bars', 'slot-machines', 'latest', 'new']),
    )
    expect(doc.paths['/api/epc/profile/vouchers']!.post).toHaveProperty(['responses', '201'])
  })
})
