import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { getSqlDialect, runSql, sqlInstant, type SqlDialect } from '@/platform/db/sql'

/**
 * Covers taken per table slot and rooms taken per night, one counter row each. Payload's SQLite
 * adapter runs without transactions and requests interleave between statements, so a booking never
 * reads a counter, decides, then writes it: it claims with one conditional statement
 * (`INSERT … ON CONFLICT DO UPDATE … WHERE booked + n <= capacity RETURNING`) and trusts only
 * what the database returns. The database applies concurrent statements on a row one after the
 * other (SQLite has one writer; PostgreSQL locks the row and re-checks the WHERE on the row it
 * waited for), so the last seat is claimed by exactly one request. A stay claims its nights in
 * order and gives back those it got when a later one fails (ADR 0030).
 */

export type TableSlotKey = { restaurantId: number; day: string; time: string }

const tableKey = ({ restaurantId, day, time }: TableSlotKey) => `${restaurantId}:${day}:${time}`
const nightKey = (roomId: number, night: string) => `${roomId}:${night}`

export class CapacityRepository {
  private readonly dialect: SqlDialect

  constructor(private readonly payload: Payload) {
    this.dialect = getSqlDialect(payload)
  }

  private at(now: Date) {
    return sqlInstant(this.dialect, now.getTime())
  }

  /** Covers taken per 'HH:MM' on a restaurant's service day. */
  async readTableDay(restaurantId: number, day: string): Promise<Map<string, number>> {
    const { rows } = await runSql<{ slot_time: string; booked: unknown }>(
      this.payload,
      sql`SELECT slot_time, booked FROM table_slot_counters
        WHERE restaurant_id = ${restaurantId} AND day = ${day}`,
    )
    return new Map(rows.map((row) => [row.slot_time, Number(row.booked)]))
  }

  /** Takes `covers` seats of a slot of `capacity`; false when they are not left. */
  async claimTableSlot(slot: TableSlotKey, covers: number, capacity: number, now: Date) {
    if (covers < 1 || covers > capacity) return false
    const { rows } = await runSql<{ booked: unknown }>(
      this.payload,
      sql`INSERT INTO table_slot_counters (key, restaurant_id, day, slot_time, booked, updated_at, created_at)
        VALUES (${tableKey(slot)}, ${slot.restaurantId}, ${slot.day}, ${slot.time}, ${covers}, ${this.at(now)}, ${this.at(now)})
        ON CONFLICT (key) DO UPDATE SET booked = table_slot_counters.booked + ${covers}, updated_at = ${this.at(now)}
        WHERE table_slot_counters.booked + ${covers} <= ${capacity}
        RETURNING booked`,
    )
    return rows.length === 1
  }

  /** Gives seats back (a cancellation, or a booking that could not be stored). */
  async releaseTableSlot(slot: TableSlotKey, covers: number, now: Date): Promise<void> {
    await runSql(
      this.payload,
      sql`UPDATE table_slot_counters
        SET booked = CASE WHEN booked >= ${covers} THEN booked - ${covers} ELSE 0 END, updated_at = ${this.at(now)}
        WHERE key = ${tableKey(slot)}`,
    )
  }

  /** Rooms taken per room type and night, for nights in [from, to). */
  async readRoomNights(
    roomIds: readonly number[],
    from: string,
    to: string,
  ): Promise<Map<number, Map<string, number>>> {
    const booked = new Map<number, Map<string, number>>(roomIds.map((id) => [id, new Map()]))
    if (roomIds.length === 0) return booked
    const { rows } = await runSql<{ room_id: unknown; night: string; booked: unknown }>(
      this.payload,
      sql`SELECT room_id, night, booked FROM room_night_counters
        WHERE room_id IN (${sql.join(
          roomIds.map((id) => sql`${id}`),
          sql`, `,
        )}) AND night >= ${from} AND night < ${to}`,
    )
    for (const row of rows) booked.get(Number(row.room_id))?.set(row.night, Number(row.booked))
    return booked
  }

  private async claimNight(roomId: number, night: string, capacity: number, now: Date) {
    if (capacity < 1) return false
    const { rows } = await runSql<{ booked: unknown }>(
      this.payload,
      sql`INSERT INTO room_night_counters (key, room_id, night, booked, updated_at, created_at)
        VALUES (${nightKey(roomId, night)}, ${roomId}, ${night}, 1, ${this.at(now)}, ${this.at(now)})
        ON CONFLICT (key) DO UPDATE SET booked = room_night_counters.booked + 1, updated_at = ${this.at(now)}
        WHERE room_night_counters.booked + 1 <= ${capacity}
        RETURNING booked`,
    )
    return rows.length === 1
  }

  private async releaseNight(roomId: number, night: string, now: Date) {
    await runSql(
      this.payload,
      sql`UPDATE room_night_counters
        SET booked = CASE WHEN booked >= 1 THEN booked - 1 ELSE 0 END, updated_at = ${this.at(now)}
        WHERE key = ${nightKey(roomId, night)}`,
    )
  }

  /**
   * One room of a type for every night of a stay, or none: nights are claimed in order, and when
   * one is full the nights already claimed are given back before answering false.
   */
  async claimStay(roomId: number, nights: readonly string[], capacity: number, now: Date) {
    const claimed: string[] = []
    for (const night of nights) {
      if (!(await this.claimNight(roomId, night, capacity, now))) {
        await this.releaseStay(roomId, claimed, now)
        return false
      }
      claimed.push(night)
    }
    return true
  }

  async releaseStay(roomId: number, nights: readonly string[], now: Date): Promise<void> {
    for (const night of nights) await this.releaseNight(roomId, night, now)
  }
}
