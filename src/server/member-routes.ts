import {
  createAcceptCguRoute,
  createInitRoute,
  createLuckyDaysRoute,
  createSignUpRoute,
  createUpdateProfileRoute,
} from '@/features/identity/server/routes'
import {
  joinAsCollaboratorAtSignUp,
  readHotelInitThroughPayload,
  refuseCollaboratorEmail,
} from '@/features/hotel-programme'
import { createLoyaltyReader, readLoyaltyThroughPayload } from '@/features/loyalty'
import { canChangeLuckyDays } from '@/features/loyalty/domain'
import { canTakeGodson } from '@/features/sponsorship/domain'
import type { Member } from '@/payload-types'
import { getPayloadClient } from '@/platform/payload'

import { readCasinoChoices } from './casino-choices'
import { composeInitParts } from './init-parts'

/** The loyalty programme's part of init, read through Payload's connection (inside Next). */
async function readLoyalty(member: Member, now: number) {
  const read = createLoyaltyReader(readLoyaltyThroughPayload(await getPayloadClient()))
  return read(member, now)
}

/** The hotel programme's part of init, through Payload's connection too. */
async function readHotel(memberId: number) {
  return readHotelInitThroughPayload(await getPayloadClient())(memberId)
}

const initParts = composeInitParts(readLoyalty, readHotel)

export const initRoute = createInitRoute(initParts)
export const acceptCguRoute = createAcceptCguRoute(initParts)

const db = async () => ({ payload: await getPayloadClient() })

/** The programmes' rules identity applies at sign-up and to the lucky dates (their owners'). */
const memberRules = {
  casinoChoices: readCasinoChoices,
  canTakeGodson,
  canChangeLuckyDays,
  collaborators: {
    refuse: async (email: string) => refuseCollaboratorEmail(await db(), email),
    join: async (memberId: number, now: number) =>
      joinAsCollaboratorAtSignUp(await db(), memberId, now),
  },
}

export const signUpRoute = createSignUpRoute(memberRules)
export const luckyDaysRoute = createLuckyDaysRoute(memberRules)
export const updateProfileRoute = createUpdateProfileRoute(memberRules)
