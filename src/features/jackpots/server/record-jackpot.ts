import type { Payload } from 'payload'
import { z } from 'zod'

import { VenuesRepository } from '@/features/venues'
import { requireSafeText } from '@/platform/http/safe-text'

import { isMachineNumber } from '../domain'

export const JackpotInputSchema = z
  .object({
    jackpotId: requireSafeText(z.string().trim().min(1).max(100)),
    casino: requireSafeText(z.string().trim().min(1).max(100)),
    machineNumber: requireSafeText(z.string().trim().max(8)),
    machineName: requireSafeText(z.string().trim().max(120)).optional(),
    amountCents: z.number().int().positive().max(1_000_000_000),
    wonAt: requireSafeText(z.iso.datetime({ offset: true })),
  })
  .meta({ id: 'Jackpot' })

export type JackpotInput = z.infer<typeof JackpotInputSchema>

export type JackpotOutcome =
  { outcome: 'created' | 'duplicate'; id: number } | { outcome: 'unknownCasino' | 'invalidJackpot' }

/**
 * A jackpot posted by a casino system: stored like one entered by staff (the last-jackpots block
 * shows it once its cache tag expires, no redeploy), once per (client, jackpotId) — a retry, even
 * concurrent, finds the first one.
 */
export async function recordJackpot(
  payload: Payload,
  clientId: number,
  input: JackpotInput,
  now = Date.now(),
): Promise<JackpotOutcome> {
  const wonAt = Date.parse(input.wonAt)
  if (!isMachineNumber(input.machineNumber) || wonAt > now + 5 * 60_000) {
    return { outcome: 'invalidJackpot' }
  }
  const casinos = await new VenuesRepository(payload).findCasinoIdsBySlug([input.casino])
  const casino = casinos.get(input.casino)
  if (casino === undefined) return { outcome: 'unknownCasino' }
  const existing = async () =>
    (
      await payload.find({
        collection: 'jackpots',
        where: {
          and: [
            { sourceClient: { equals: clientId } },
            { externalId: { equals: input.jackpotId } },
          ],
        },
        limit: 1,
        depth: 0,
        select: {},
      })
    ).docs[0]
  const before = await existing()
  if (before) return { outcome: 'duplicate', id: before.id }
  try {
    const created = await payload.create({
      collection: 'jackpots',
      data: {
        casino,
        machineNumber: input.machineNumber,
        machineName: input.machineName,
        amountCents: input.amountCents,
        wonAt: new Date(wonAt).toISOString(),
        sourceClient: clientId,
        externalId: input.jackpotId,
      },
      depth: 0,
    })
    return { outcome: 'created', id: created.id }
  } catch (error) {
    // The same jackpot arriving twice at once: the unique index kept one; answer with it.
    const raced = await existing()
    if (raced) return { outcome: 'duplicate', id: raced.id }
    throw error
  }
}
