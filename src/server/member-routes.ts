import {
  createAcceptCguRoute,
  createInitRoute,
  createLuckyDaysRoute,
  createSignUpRoute,
} from '@/features/identity/server/routes'
import { createLoyaltyReader, readLoyaltyThroughPayload } from '@/features/loyalty'
import { canChangeLuckyDays } from '@/features/loyalty/domain'
import { canTakeGodson } from '@/features/sponsorship/domain'
import type { Member } from '@/payload-types'
import { getPayloadClient } from '@/platform/payload'

import { composeInitParts } from './init-parts'

/** The loyalty programme's part of init, read through Payload's connection (inside Next). */
async function readLoyalty(member: Member, now: number) {
  const read = createLoyaltyReader(readLoyaltyThroughPayload(await getPayloadClient()))
  return read(member, now)
}

const initParts = composeInitParts(readLoyalty)

export const initRoute = createInitRoute(initParts)
export const acceptCguRoute = createAcceptCguRoute(initParts)

/** The programmes' rules identity applies at sign-up and to the lucky dates (their owners'). */
const memberRules = { canTakeGodson, canChangeLuckyDays }

export const signUpRoute = createSignUpRoute(memberRules)
export const luckyDaysRoute = createLuckyDaysRoute(memberRules)
