import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { revalidateTags } from '@/platform/cache/revalidate'
import { cacheTags } from '@/platform/cache/tags'
import { getSqlDialect, runSql, sqlInstant } from '@/platform/db/sql'

import { countOnlineCapacity } from '../domain'

/**
 * The seats taken online, counted by the tournaments area (the registration asks it): one row
 * per tournament, changed only by ONE conditional statement each (ADR 0040), so the last seat
 * goes to exactly one request whatever the interleaving, on SQLite and PostgreSQL alike.
 * Tournament pages and lists are cached and show the seats left: each seat taken or given back
 * expires them (a registration is rare next to the pages' visits).
 */
export class OnlineSeats {
  constructor(private readonly payload: Payload) {}

  private at(now: Date) {
    return sqlInstant(getSqlDialect(this.payload), now.getTime())
  }

  /**
   * Takes one online seat of the tournament (by document id): the seats taken online after the
   * claim, or null when none was left (the seats less those sold at the desk).
   */
  async claim(
    tournament: { docId: number; seats: number; registeredCount: number },
    now: Date,
  ): Promise<number | null> {
    const capacity = countOnlineCapacity(tournament)
    if (capacity < 1) return null
    const { rows } = await runSql<{ taken: unknown }>(
      this.payload,
      sql`INSERT INTO tournament_seat_counters (tournament_id, taken, updated_at, created_at)
        VALUES (${tournament.docId}, 1, ${this.at(now)}, ${this.at(now)})
        ON CONFLICT (tournament_id) DO UPDATE SET taken = tournament_seat_counters.taken + 1, updated_at = ${this.at(now)}
        WHERE tournament_seat_counters.taken + 1 <= ${capacity}
        RETURNING taken`,
    )
    if (rows.length !== 1) return null
    expireTournamentPages()
    return Number(rows[0]!.taken)
  }

  /** Gives one online seat back (never below zero). */
  async release(tournamentDocId: number, now: Date): Promise<void> {
    await runSql(
      this.payload,
      sql`UPDATE tournament_seat_counters
        SET taken = CASE WHEN taken >= 1 THEN taken - 1 ELSE 0 END, updated_at = ${this.at(now)}
        WHERE tournament_id = ${tournamentDocId}`,
    )
    expireTournamentPages()
  }

  /** Seats taken online per tournament document id (absent: none). */
  async taken(tournamentDocIds: readonly number[]): Promise<Map<number, number>> {
    const taken = new Map<number, number>()
    if (tournamentDocIds.length === 0) return taken
    const { rows } = await runSql<{ tournament_id: unknown; taken: unknown }>(
      this.payload,
      sql`SELECT tournament_id, taken FROM tournament_seat_counters WHERE tournament_id IN (${sql.join(
        tournamentDocIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
    for (const row of rows) taken.set(Number(row.tournament_id), Number(row.taken))
    return taken
  }
}

function expireTournamentPages() {
  revalidateTags([cacheTags.tournaments()])
}
