import type { Payload, Where } from 'payload'

import { casinoOf, toCasinoRef, VenuesRepository } from '@/features/venues'

import {
  DEFAULT_JACKPOT_LIMIT,
  isMachineNumber,
  MAX_JACKPOT_LIMIT,
  type JackpotView,
} from '../domain'

export type JackpotQuery = {
  casinoSlug?: string | null
  machineNumber?: string | null
  limit?: number
}

/** The last jackpots, newest first, of a casino and/or a slot machine. */
export class JackpotsRepository {
  constructor(private readonly payload: Payload) {}

  async listLastJackpots({
    casinoSlug,
    machineNumber,
    limit = DEFAULT_JACKPOT_LIMIT,
  }: JackpotQuery = {}): Promise<JackpotView[]> {
    const conditions: Where[] = []
    if (machineNumber !== undefined && machineNumber !== null && machineNumber !== '') {
      if (!isMachineNumber(machineNumber)) return []
      conditions.push({ machineNumber: { equals: machineNumber } })
    }
    if (casinoSlug) {
      const casinoId = await new VenuesRepository(this.payload).findCasinoIdBySlug(casinoSlug)
      if (casinoId === null) return []
      conditions.push({ casino: { equals: casinoId } })
    }
    const found = await this.payload.find({
      collection: 'jackpots',
      where: conditions.length ? { and: conditions } : undefined,
      sort: '-wonAt',
      limit: Math.max(1, Math.min(limit, MAX_JACKPOT_LIMIT)),
      depth: 1,
      populate: { casinos: { slug: true, name: true, city: true } },
    })
    return found.docs.flatMap((jackpot) => {
      const casino = casinoOf(jackpot.casino)
      if (!casino) return []
      return [
        {
          id: jackpot.id,
          casino: toCasinoRef(casino),
          machineNumber: jackpot.machineNumber,
          machineName: jackpot.machineName ?? null,
          amountCents: jackpot.amountCents,
          wonAt: jackpot.wonAt,
        },
      ]
    })
  }
}
