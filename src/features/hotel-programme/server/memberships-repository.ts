import { randomInt } from 'node:crypto'

import type { HotelCardRenewal, HotelMembership, HotelStay } from '@/payload-types'
import { sql } from 'drizzle-orm'

import { getSqlDialect, isUniqueViolation, runSql, sqlInstant } from '@/platform/db/sql'

import { isHotelStatus, makeInfinimentNumber, type HotelStatus, type StayEntry } from '../domain'
import type { Db } from './context'

export type MembershipOrigin = 'account' | 'stay' | 'collaborator' | 'spouse'

export type MembershipRow = {
  id: number
  memberId: number
  status: HotelStatus
  infinimentUntil: string | null
  infinimentNumber: string
  ibNumber: string | null
  enrolledAt: string
  origin: MembershipOrigin
  nights: number
  stays: number
  collaboratorWithdrawn: boolean
}

export type LedgerRow = StayEntry & {
  id: number
  kind: 'stay' | 'cancellation' | 'correction'
  source: 'site' | 'hotel-system' | 'support'
  entryKey: string
  hotelName: string | null
  arrival: string | null
  reason: string | null
  createdAt: string
}

export type NewLedgerEntry = Omit<LedgerRow, 'id' | 'createdAt' | 'reason'> & {
  membershipId: number
  reason?: string
  recordedBy?: string
}

/** A unique field refused the write (Payload names it by field or, on SQLite, by column). */
const clashOn = (error: unknown, field: string) =>
  isUniqueViolation(error, field) ||
  isUniqueViolation(
    error,
    field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
  )

const relationId = (value: number | { id: number }) =>
  typeof value === 'object' ? value.id : Number(value)

function toMembership(doc: HotelMembership): MembershipRow {
  return {
    id: doc.id,
    memberId: relationId(doc.member),
    status: isHotelStatus(doc.status) ? doc.status : 'decouverte',
    infinimentUntil: doc.infinimentUntil ?? null,
    infinimentNumber: doc.infinimentNumber,
    ibNumber: doc.ibNumber ?? null,
    enrolledAt: doc.enrolledAt,
    origin: (doc.origin ?? 'account') as MembershipOrigin,
    nights: doc.nights ?? 0,
    stays: doc.stays ?? 0,
    collaboratorWithdrawn: doc.collaboratorWithdrawn === true,
  }
}

/** Writes of the programme itself: the collection's hook lets staff change one field only. */
const PROGRAMME_WRITE = { hotelProgramme: true }

function toLedgerRow(doc: HotelStay): LedgerRow {
  return {
    id: doc.id,
    kind: doc.kind,
    source: doc.source,
    entryKey: doc.entryKey ?? '',
    hotelName: doc.hotelName ?? null,
    arrival: doc.arrival ?? null,
    departure: doc.departure ?? '',
    nights: doc.nights,
    stays: doc.stays ?? 0,
    reason: doc.reason ?? null,
    createdAt: doc.createdAt,
  }
}

/** Memberships, their stays ledger and their card renewals: the area's one door to its tables. */
export class MembershipsRepository {
  constructor(private readonly db: Db) {}

  private get payload() {
    return this.db.payload
  }

  async findByMember(memberId: number): Promise<MembershipRow | null> {
    const found = await this.payload.find({
      collection: 'hotel-memberships',
      where: { member: { equals: memberId } },
      limit: 1,
      depth: 0,
      pagination: false,
      req: this.db.req,
    })
    return found.docs[0] ? toMembership(found.docs[0]) : null
  }

  async findById(id: number): Promise<MembershipRow | null> {
    const doc = await this.payload
      .findByID({ collection: 'hotel-memberships', id, depth: 0, req: this.db.req })
      .catch(() => null)
    return doc ? toMembership(doc) : null
  }

  async listIds(): Promise<number[]> {
    const found = await this.payload.find({
      collection: 'hotel-memberships',
      limit: 0,
      pagination: false,
      depth: 0,
      select: {},
    })
    return found.docs.map((doc) => doc.id)
  }

  /**
   * The member's membership, made now if there is none. Two enrolments at the same instant make
   * one: the member is unique, and the loser reads the winner's row. The Infiniment number is
   * drawn again on the (rare) collision.
   */
  async enrol(
    memberId: number,
    origin: MembershipOrigin,
    now: number,
    extra: { ibNumber?: string | null; status?: HotelStatus } = {},
  ): Promise<{ membership: MembershipRow; created: boolean }> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const existing = await this.findByMember(memberId)
      if (existing) return { membership: existing, created: false }
      try {
        const doc = await this.payload.create({
          collection: 'hotel-memberships',
          data: {
            member: memberId,
            status: extra.status ?? 'decouverte',
            infinimentNumber: makeInfinimentNumber(() => randomInt(10)),
            ibNumber: extra.ibNumber ?? null,
            enrolledAt: new Date(now).toISOString(),
            origin,
            nights: 0,
            stays: 0,
          },
          depth: 0,
          context: PROGRAMME_WRITE,
          req: this.db.req,
        })
        return { membership: toMembership(doc), created: true }
      } catch (error) {
        if (!clashOn(error, 'member') && !clashOn(error, 'infinimentNumber')) throw error
      }
    }
    throw new Error('hotel programme: could not enrol the member')
  }

  private async update(id: number, data: Partial<HotelMembership>): Promise<void> {
    await this.payload.update({
      collection: 'hotel-memberships',
      id,
      data,
      depth: 0,
      context: PROGRAMME_WRITE,
      req: this.db.req,
    })
  }

  async setIbNumber(id: number, ibNumber: string): Promise<void> {
    await this.update(id, { ibNumber })
  }

  /** Collaborator given (a fresh period of nothing) or taken back (the stays then decide). */
  async setCollaborator(id: number, collaborator: boolean): Promise<void> {
    await this.update(id, {
      status: collaborator ? 'collaborator' : 'decouverte',
      infinimentUntil: null,
      ...(collaborator ? { collaboratorWithdrawn: false, collaboratorWithdrawnBy: null } : {}),
    })
  }

  /**
   * Writes an evaluation only if the row is still as it was read (compare-and-set): two
   * evaluations racing (two stays posted at once) never leave the older one's figures last.
   * False when another evaluation wrote first: read again and decide again. Inside an admin
   * request's transaction (a support correction), the transaction serialises the write.
   */
  async saveEvaluationIfUnchanged(
    read: MembershipRow,
    values: {
      status: HotelStatus
      infinimentUntil: string | null
      nights: number
      stays: number
      evaluatedOn: string
    },
    now: number,
  ): Promise<boolean> {
    if (this.db.req) {
      await this.update(read.id, values)
      return true
    }
    const dialect = getSqlDialect(this.payload)
    const sameUntil =
      dialect === 'postgres'
        ? sql`infiniment_until IS NOT DISTINCT FROM ${read.infinimentUntil}`
        : sql`infiniment_until IS ${read.infinimentUntil}`
    const { rowsAffected } = await runSql(
      this.payload,
      sql`UPDATE hotel_memberships SET status = ${values.status},
        infiniment_until = ${values.infinimentUntil}, nights = ${values.nights},
        stays = ${values.stays}, evaluated_on = ${values.evaluatedOn},
        updated_at = ${sqlInstant(dialect, now)}
        WHERE id = ${read.id} AND status = ${read.status} AND ${sameUntil}
          AND nights = ${read.nights} AND stays = ${read.stays}`,
    )
    return rowsAffected === 1
  }

  async listLedger(membershipId: number): Promise<LedgerRow[]> {
    const found = await this.payload.find({
      collection: 'hotel-stays',
      where: { membership: { equals: membershipId } },
      sort: '-departure',
      limit: 0,
      pagination: false,
      depth: 0,
      req: this.db.req,
    })
    return found.docs.map(toLedgerRow)
  }

  async hasEntry(entryKey: string): Promise<boolean> {
    const found = await this.payload.count({
      collection: 'hotel-stays',
      where: { entryKey: { equals: entryKey } },
      req: this.db.req,
    })
    return found.totalDocs > 0
  }

  /** Appends one entry; 'duplicate' when its key is already in the ledger (never counted twice). */
  async append(entry: NewLedgerEntry): Promise<'created' | 'duplicate'> {
    try {
      await this.payload.create({
        collection: 'hotel-stays',
        data: {
          membership: entry.membershipId,
          kind: entry.kind,
          source: entry.source,
          entryKey: entry.entryKey,
          hotelName: entry.hotelName,
          arrival: entry.arrival,
          departure: entry.departure,
          nights: entry.nights,
          stays: entry.stays,
          reason: entry.reason,
          recordedBy: entry.recordedBy,
        },
        depth: 0,
        context: { hotelLedger: true },
        req: this.db.req,
      })
      return 'created'
    } catch (error) {
      if (clashOn(error, 'entryKey')) return 'duplicate'
      throw error
    }
  }

  async listRenewals(membershipId: number): Promise<HotelCardRenewal[]> {
    const found = await this.payload.find({
      collection: 'hotel-card-renewals',
      where: { membership: { equals: membershipId } },
      sort: '-requestedAt',
      limit: 0,
      pagination: false,
      depth: 0,
      req: this.db.req,
    })
    return found.docs
  }

  /** A pending request; null when one is already pending (the unique pendingKey refused it). */
  async insertRenewal(input: {
    membershipId: number
    email: string
    locale: 'fr' | 'en'
    now: number
  }): Promise<HotelCardRenewal | null> {
    try {
      return await this.payload.create({
        collection: 'hotel-card-renewals',
        data: {
          membership: input.membershipId,
          email: input.email,
          locale: input.locale,
          status: 'pending',
          requestedAt: new Date(input.now).toISOString(),
          pendingKey: String(input.membershipId),
        },
        depth: 0,
        req: this.db.req,
      })
    } catch (error) {
      if (clashOn(error, 'pendingKey')) return null
      throw error
    }
  }
}
