import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import {
  getSqlDialect,
  isUniqueViolation,
  readInstant,
  runSql,
  sqlInstant,
  type SqlDialect,
} from '@/platform/db/sql'

import type { WaitlistStatus } from '../domain'

/** A member's entry on a waiting list while it is active (waiting, or a seat offered). */
export type ActiveWaitlistEntry = {
  id: number
  status: Extract<WaitlistStatus, 'waiting' | 'offered'>
  registrationId: number | null
  offerExpiresAt: Date | null
}

const keyOf = (tournamentDocId: number, memberId: number) => `${tournamentDocId}:${memberId}`

/**
 * The waiting lists' statements (ADR 0071), in the way of the seat counters (ADR 0040): every
 * change is ONE conditional statement and only what the database answers counts, so two job
 * runners, a member leaving and an offer never take the same entry twice, on SQLite and
 * PostgreSQL alike. The order of the list is the order of the ids (the order of joining).
 */
export class WaitlistRepository {
  private readonly dialect: SqlDialect

  constructor(private readonly payload: Payload) {
    this.dialect = getSqlDialect(payload)
  }

  private at(now: Date) {
    return sqlInstant(this.dialect, now.getTime())
  }

  /**
   * Puts the member at the end of the list; false when they already are on it (a double click:
   * the one-per-member key refuses the second entry).
   */
  async join(tournamentDocId: number, memberId: number): Promise<boolean> {
    try {
      await this.payload.create({
        collection: 'tournament-waitlist',
        overrideAccess: true,
        data: {
          tournament: tournamentDocId,
          member: memberId,
          status: 'waiting',
          activeKey: keyOf(tournamentDocId, memberId),
        },
      })
      return true
    } catch (error) {
      if (isUniqueViolation(error, 'activeKey')) return false
      throw error
    }
  }

  /** The member's active entry on the tournament's list, or null. */
  async findActive(tournamentDocId: number, memberId: number): Promise<ActiveWaitlistEntry | null> {
    const { rows } = await runSql<{
      id: unknown
      status: string
      registration_id: unknown
      offer_expires_at: unknown
    }>(
      this.payload,
      sql`SELECT id, status, registration_id, offer_expires_at FROM tournament_waitlist
        WHERE active_key = ${keyOf(tournamentDocId, memberId)}`,
    )
    const row = rows[0]
    if (!row || (row.status !== 'waiting' && row.status !== 'offered')) return null
    const expires = readInstant(row.offer_expires_at)
    return {
      id: Number(row.id),
      status: row.status,
      registrationId: row.registration_id === null ? null : Number(row.registration_id),
      offerExpiresAt: expires === null ? null : new Date(expires),
    }
  }

  /** Members waiting on the tournament's list (offers excluded). */
  async countWaiting(tournamentDocId: number): Promise<number> {
    const { rows } = await runSql<{ waiting: unknown }>(
      this.payload,
      sql`SELECT COUNT(*) AS waiting FROM tournament_waitlist
        WHERE tournament_id = ${tournamentDocId} AND status = 'waiting'`,
    )
    return Number(rows[0]?.waiting ?? 0)
  }

  /** The entry's place among those waiting (1 = next to be offered a seat). */
  async position(tournamentDocId: number, entryId: number): Promise<number> {
    const { rows } = await runSql<{ ahead: unknown }>(
      this.payload,
      sql`SELECT COUNT(*) AS ahead FROM tournament_waitlist
        WHERE tournament_id = ${tournamentDocId} AND status = 'waiting' AND id < ${entryId}`,
    )
    return Number(rows[0]?.ahead ?? 0) + 1
  }

  /** Tournaments (document ids) with members waiting. */
  async tournamentsWithMembersWaiting(): Promise<number[]> {
    const { rows } = await runSql<{ tournament_id: unknown }>(
      this.payload,
      sql`SELECT DISTINCT tournament_id FROM tournament_waitlist WHERE status = 'waiting'`,
    )
    return rows.map((row) => Number(row.tournament_id)).filter((id) => Number.isSafeInteger(id))
  }

  /**
   * Moves the first member waiting to 'offered' (until `offerExpiresAt`): the member, or null
   * when nobody waits. Two runners at once take two different members, in the list's order.
   */
  async takeFirstWaiting(
    tournamentDocId: number,
    offerExpiresAt: Date,
    now: Date,
  ): Promise<{ id: number; memberId: number } | null> {
    for (;;) {
      const { rows: first } = await runSql<{ id: unknown }>(
        this.payload,
        sql`SELECT id FROM tournament_waitlist
          WHERE tournament_id = ${tournamentDocId} AND status = 'waiting'
          ORDER BY id LIMIT 1`,
      )
      if (first.length === 0) return null
      const { rows } = await runSql<{ id: unknown; member_id: unknown }>(
        this.payload,
        sql`UPDATE tournament_waitlist
          SET status = 'offered', offer_expires_at = ${this.at(offerExpiresAt)}, updated_at = ${this.at(now)}
          WHERE id = ${Number(first[0]!.id)} AND status = 'waiting'
          RETURNING id, member_id`,
      )
      // Another runner offered it, or the member left, between the two statements: the next one.
      if (rows.length === 1)
        return { id: Number(rows[0]!.id), memberId: Number(rows[0]!.member_id) }
    }
  }

  /**
   * Records the held registration that carries an offer; false when the entry is no longer
   * offered (the member left the list in the meantime).
   */
  async attachRegistration(entryId: number, registrationId: number, now: Date): Promise<boolean> {
    const { rows } = await runSql(
      this.payload,
      sql`UPDATE tournament_waitlist SET registration_id = ${registrationId}, updated_at = ${this.at(now)}
        WHERE id = ${entryId} AND status = 'offered'
        RETURNING id`,
    )
    return rows.length === 1
  }

  /**
   * Moves an entry from `from` to an ended state, once (the member's key is freed, so they may
   * join the list again later). False when it was no longer in `from`.
   */
  async end(
    entryId: number,
    from: 'waiting' | 'offered',
    to: Exclude<WaitlistStatus, 'waiting' | 'offered'>,
    now: Date,
  ): Promise<boolean> {
    const { rows } = await runSql(
      this.payload,
      sql`UPDATE tournament_waitlist SET status = ${to}, active_key = NULL, updated_at = ${this.at(now)}
        WHERE id = ${entryId} AND status = ${from}
        RETURNING id`,
    )
    return rows.length === 1
  }

  /**
   * Offers whose registration ended: paid → registered; released or canceled (the hold lapsed,
   * the payment failed for good, the member declined) → lapsed, as is an offer past its time that
   * never got its registration (its runner stopped half-way). The counts of each.
   */
  async settleOffers(now: Date): Promise<{ registered: number; lapsed: number }> {
    const registered = await runSql(
      this.payload,
      sql`UPDATE tournament_waitlist SET status = 'registered', active_key = NULL, updated_at = ${this.at(now)}
        WHERE status = 'offered' AND registration_id IN
          (SELECT id FROM tournament_registrations WHERE status = 'confirmed')
        RETURNING id`,
    )
    const lapsed = await runSql(
      this.payload,
      sql`UPDATE tournament_waitlist SET status = 'lapsed', active_key = NULL, updated_at = ${this.at(now)}
        WHERE status = 'offered' AND (registration_id IN
          (SELECT id FROM tournament_registrations WHERE status IN ('released', 'canceled'))
          OR (registration_id IS NULL AND offer_expires_at < ${this.at(now)}))
        RETURNING id`,
    )
    return { registered: registered.rows.length, lapsed: lapsed.rows.length }
  }

  /** Ends the list of a tournament whose registration is over: nobody waits any more. */
  async closeList(tournamentDocId: number, now: Date): Promise<number> {
    const { rows } = await runSql(
      this.payload,
      sql`UPDATE tournament_waitlist SET status = 'closed', active_key = NULL, updated_at = ${this.at(now)}
        WHERE tournament_id = ${tournamentDocId} AND status = 'waiting'
        RETURNING id`,
    )
    return rows.length
  }

  /** The offer a held registration carries (its entry still 'offered'), or null. */
  async offerOfRegistration(registrationId: number): Promise<{ id: number } | null> {
    const { rows } = await runSql<{ id: unknown }>(
      this.payload,
      sql`SELECT id FROM tournament_waitlist WHERE registration_id = ${registrationId} AND status = 'offered'`,
    )
    return rows[0] ? { id: Number(rows[0].id) } : null
  }
}
