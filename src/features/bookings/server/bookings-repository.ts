import { randomInt } from 'node:crypto'

import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import type { RoomBooking, TableBooking } from '@/payload-types'
import { getSqlDialect, isUniqueViolation, runSql, sqlInstant } from '@/platform/db/sql'

import { listStayNights } from '../domain'
import { parseIsoDate } from '@/platform/domain/calendar'
import { CapacityRepository } from './capacity-repository'

export type BookingKind = 'table' | 'room'

const TABLES: Record<BookingKind, string> = { table: 'table_bookings', room: 'room_bookings' }

/** Crockford's base-32 letters: no I, L, O or U to misread over the phone. */
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** 'T-7K3M9Q' (table) or 'H-…' (hotel): what the guest quotes on the phone. Not a secret. */
export function createReference(kind: BookingKind): string {
  let code = ''
  for (let index = 0; index < 6; index++) code += REFERENCE_ALPHABET[randomInt(32)]
  return `${kind === 'table' ? 'T' : 'H'}-${code}`
}

export type NewTableBooking = Omit<TableBooking, 'id' | 'reference' | 'createdAt' | 'updatedAt'>
export type NewRoomBooking = Omit<RoomBooking, 'id' | 'reference' | 'createdAt' | 'updatedAt'>

/**
 * Stored bookings. Created through Payload (hooks, types); cancelled with one conditional UPDATE
 * so that the guest's link and staff in the admin, at the same moment, free the place once.
 */
export class BookingsRepository {
  constructor(private readonly payload: Payload) {}

  private async createWithReference<T>(
    kind: BookingKind,
    create: (reference: string) => Promise<T>,
  ) {
    for (let attempt = 0; ; attempt++) {
      try {
        return await create(createReference(kind))
      } catch (error) {
        // A reference already given (one in a billion per booking): draw another.
        if (attempt >= 2 || !isUniqueViolation(error, 'reference')) throw error
      }
    }
  }

  createTableBooking(data: NewTableBooking): Promise<TableBooking> {
    return this.createWithReference('table', (reference) =>
      this.payload.create({ collection: 'table-bookings', data: { ...data, reference }, depth: 0 }),
    )
  }

  createRoomBooking(data: NewRoomBooking): Promise<RoomBooking> {
    return this.createWithReference('room', (reference) =>
      this.payload.create({ collection: 'room-bookings', data: { ...data, reference }, depth: 0 }),
    )
  }

  async findTableBooking(id: number): Promise<TableBooking | null> {
    const found = await this.payload.find({
      collection: 'table-bookings',
      where: { id: { equals: id } },
      depth: 0,
      limit: 1,
    })
    return found.docs[0] ?? null
  }

  async findRoomBooking(id: number): Promise<RoomBooking | null> {
    const found = await this.payload.find({
      collection: 'room-bookings',
      where: { id: { equals: id } },
      depth: 0,
      limit: 1,
    })
    return found.docs[0] ?? null
  }

  /** A member's stays, newest arrival first. */
  async listMemberStays(memberId: number): Promise<RoomBooking[]> {
    const found = await this.payload.find({
      collection: 'room-bookings',
      where: { member: { equals: memberId } },
      depth: 0,
      limit: 200,
      sort: '-arrival',
    })
    return found.docs
  }

  /**
   * Cancels a confirmed booking and gives its place back; false when it was not confirmed any
   * more (already cancelled, by the other side perhaps). Exactly one caller gets true.
   */
  async cancel(kind: BookingKind, id: number, by: 'guest' | 'staff', now: Date): Promise<boolean> {
    const at = sqlInstant(getSqlDialect(this.payload), now.getTime())
    const { rows } = await runSql<{ id: unknown }>(
      this.payload,
      sql`UPDATE ${sql.raw(TABLES[kind])}
        SET status = 'cancelled', cancelled_at = ${at}, cancelled_by = ${by}, updated_at = ${at}
        WHERE id = ${id} AND status = 'confirmed'
        RETURNING id`,
    )
    if (rows.length !== 1) return false
    const capacity = new CapacityRepository(this.payload)
    if (kind === 'table') {
      const booking = await this.findTableBooking(id)
      if (booking) {
        await capacity.releaseTableSlot(
          {
            restaurantId: relationId(booking.restaurant),
            day: booking.serviceDate,
            time: booking.time,
          },
          booking.partySize,
          now,
        )
      }
    } else {
      const booking = await this.findRoomBooking(id)
      const arrival = booking ? parseIsoDate(booking.arrival) : null
      const departure = booking ? parseIsoDate(booking.departure) : null
      if (booking && arrival && departure) {
        await capacity.releaseStay(
          relationId(booking.room),
          listStayNights(arrival, departure),
          now,
        )
      }
    }
    return true
  }
}

export function relationId(value: number | { id: number }): number {
  return typeof value === 'number' ? value : value.id
}
