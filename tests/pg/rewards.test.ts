import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, test } from 'vitest'

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
import { createPostgresPayload } from './support'

let payload: Payload
let world: RewardsWorld

beforeAll(async () => {
  payload = await createPostgresPayload()
  world = await createRewardsWorld(payload)
})
afterAll(async () => {
  await payload?.destroy()
})

describe('rewards and vouchers on PostgreSQL', () => {
  test('the list filters, sorts, shows the new and the latest, and says why not', () =>
    checkListSaysWhy(world))
  test('a redemption debits the points, takes from the stock and issues a voucher', () =>
    checkRedemptionDebitsAndIssues(world))
  test('50 redemptions at once on a balance covering 10 give 10 vouchers', async () => {
    const figures = await checkConcurrentRedemptionsOnBalance(world)
    console.info('PostgreSQL, balance covering 10:', JSON.stringify(figures))
  })
  test('50 redemptions at once on a stock of 10 give 10 vouchers', async () => {
    const figures = await checkConcurrentRedemptionsOnStock(world)
    console.info('PostgreSQL, stock of 10:', JSON.stringify(figures))
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
