import type { HotelSpouseLink } from '@/payload-types'

import { isUniqueViolation } from '@/platform/db/sql'

import type { Db } from './context'

export type SpouseLinkRow = {
  id: number
  holderId: number
  spouseId: number | null
  spouseEmail: string
  state: 'pending' | 'active' | 'revoked'
  invitedAt: string
  acceptedAt: string | null
}

const relationId = (value: number | { id: number } | null | undefined) =>
  value == null ? null : typeof value === 'object' ? value.id : Number(value)

function toRow(doc: HotelSpouseLink): SpouseLinkRow {
  return {
    id: doc.id,
    holderId: relationId(doc.holder)!,
    spouseId: relationId(doc.spouse),
    spouseEmail: doc.spouseEmail,
    state: doc.state,
    invitedAt: doc.invitedAt ?? doc.createdAt,
    acceptedAt: doc.acceptedAt ?? null,
  }
}

const clashOn = (error: unknown, field: string) =>
  isUniqueViolation(error, field) ||
  isUniqueViolation(
    error,
    field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
  )

/** The spouse links of the hotel programme: the area's one door to that table. */
export class SpouseLinksRepository {
  constructor(private readonly db: Db) {}

  private async findOne(where: Record<string, unknown>): Promise<SpouseLinkRow | null> {
    const found = await this.db.payload.find({
      collection: 'hotel-spouse-links',
      where: where as never,
      limit: 1,
      depth: 0,
      pagination: false,
      sort: '-invitedAt',
      req: this.db.req,
    })
    return found.docs[0] ? toRow(found.docs[0]) : null
  }

  /** The holder's spouse or invitation in progress (pending or active), if any. */
  findOfHolder(holderId: number): Promise<SpouseLinkRow | null> {
    return this.findOne({
      and: [{ holder: { equals: holderId } }, { state: { in: ['pending', 'active'] } }],
    })
  }

  /** The active link that makes this membership someone's spouse, if any. */
  findOfSpouse(spouseId: number): Promise<SpouseLinkRow | null> {
    return this.findOne({
      and: [{ spouse: { equals: spouseId } }, { state: { equals: 'active' } }],
    })
  }

  findByTokenHash(tokenHash: string): Promise<SpouseLinkRow | null> {
    return this.findOne({ tokenHash: { equals: tokenHash } })
  }

  /** A pending invitation; null when the holder already has one or a spouse (unique holderKey). */
  async insertInvitation(input: {
    holderId: number
    spouseEmail: string
    tokenHash: string
    now: number
  }): Promise<SpouseLinkRow | null> {
    try {
      const doc = await this.db.payload.create({
        collection: 'hotel-spouse-links',
        data: {
          holder: input.holderId,
          spouseEmail: input.spouseEmail,
          state: 'pending',
          tokenHash: input.tokenHash,
          holderKey: String(input.holderId),
          invitedAt: new Date(input.now).toISOString(),
        },
        depth: 0,
        req: this.db.req,
      })
      return toRow(doc)
    } catch (error) {
      if (clashOn(error, 'holderKey')) return null
      throw error
    }
  }

  /**
   * The invitation accepted: false when it is no longer pending (revoked meanwhile) or when the
   * spouse became another holder's spouse at the same instant (unique spouseKey).
   */
  async activate(link: SpouseLinkRow, spouseId: number, now: number): Promise<boolean> {
    try {
      const { docs } = await this.db.payload.update({
        collection: 'hotel-spouse-links',
        where: { and: [{ id: { equals: link.id } }, { state: { equals: 'pending' } }] },
        data: {
          state: 'active',
          spouse: spouseId,
          spouseKey: String(spouseId),
          tokenHash: null,
          acceptedAt: new Date(now).toISOString(),
        },
        depth: 0,
        req: this.db.req,
      })
      return docs.length === 1
    } catch (error) {
      if (clashOn(error, 'spouseKey')) return false
      throw error
    }
  }

  /** Revoked by the holder: the keys are freed, so a new invitation may follow. */
  async revoke(link: SpouseLinkRow, now: number): Promise<void> {
    await this.db.payload.update({
      collection: 'hotel-spouse-links',
      id: link.id,
      data: {
        state: 'revoked',
        holderKey: null,
        spouseKey: null,
        tokenHash: null,
        revokedAt: new Date(now).toISOString(),
      },
      depth: 0,
      req: this.db.req,
    })
  }
}
