import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { getSqlDialect, runSql, sqlInstant, type SqlDialect } from '@/platform/db/sql'

import type { PaymentState, RegistrationStatus } from '../domain'

/**
 * The atomic statements of payments (ADR 0040), like the booking counters of ADR 0030: Payload's
 * SQLite adapter runs without transactions, so nothing here reads, decides and writes. A seat, a
 * capped amount or a state change is claimed by ONE conditional statement, and only what the
 * database answers counts: the last seat goes to exactly one request, a payment moves from a
 * state once, whatever the interleaving, on SQLite and PostgreSQL alike.
 */
export class PaymentCounters {
  private readonly dialect: SqlDialect

  constructor(private readonly payload: Payload) {
    this.dialect = getSqlDialect(payload)
  }

  private at(now: Date) {
    return sqlInstant(this.dialect, now.getTime())
  }

  /** Adds `amountCents` to a spend counter unless it would pass `capCents` (null: no cap). */
  async claimSpend(key: string, amountCents: number, capCents: number | null, now: Date) {
    const cap = capCents ?? Number.MAX_SAFE_INTEGER
    if (amountCents > cap) return false
    const { rows } = await runSql(
      this.payload,
      sql`INSERT INTO machine_spend_counters (key, spent_cents, updated_at, created_at)
        VALUES (${key}, ${amountCents}, ${this.at(now)}, ${this.at(now)})
        ON CONFLICT (key) DO UPDATE SET spent_cents = machine_spend_counters.spent_cents + ${amountCents}, updated_at = ${this.at(now)}
        WHERE machine_spend_counters.spent_cents + ${amountCents} <= ${cap}
        RETURNING spent_cents`,
    )
    return rows.length === 1
  }

  async releaseSpend(key: string, amountCents: number, now: Date): Promise<void> {
    await runSql(
      this.payload,
      sql`UPDATE machine_spend_counters
        SET spent_cents = CASE WHEN spent_cents >= ${amountCents} THEN spent_cents - ${amountCents} ELSE 0 END,
          updated_at = ${this.at(now)}
        WHERE key = ${key}`,
    )
  }

  async readSpend(keys: readonly string[]): Promise<Map<string, number>> {
    const spent = new Map<string, number>()
    if (keys.length === 0) return spent
    const { rows } = await runSql<{ key: string; spent_cents: unknown }>(
      this.payload,
      sql`SELECT key, spent_cents FROM machine_spend_counters WHERE key IN (${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )})`,
    )
    for (const row of rows) spent.set(row.key, Number(row.spent_cents))
    return spent
  }

  /**
   * Moves a payment from `from` to `to` if it is still in `from`: true for the one request that
   * did it. `extra` columns are set in the same statement.
   */
  async movePayment(
    paymentId: number,
    from: PaymentState,
    to: PaymentState,
    now: Date,
    extra: { settledAt?: Date; refundRef?: string } = {},
  ): Promise<boolean> {
    const settled = extra.settledAt ? sql`, settled_at = ${this.at(extra.settledAt)}` : sql``
    const refund = extra.refundRef ? sql`, refund_ref = ${extra.refundRef}` : sql``
    const { rows } = await runSql(
      this.payload,
      sql`UPDATE payments SET status = ${to}, updated_at = ${this.at(now)}${settled}${refund}
        WHERE id = ${paymentId} AND status = ${from}
        RETURNING id`,
    )
    return rows.length === 1
  }

  /**
   * Moves a registration from `from` to `to` if it is still in `from`. Leaving the held or
   * confirmed states frees its one-per-member key, so the member may register again.
   */
  async moveRegistration(
    registrationId: number,
    from: RegistrationStatus,
    to: RegistrationStatus,
    now: Date,
    activeKey?: string,
  ): Promise<boolean> {
    const active = to === 'held' || to === 'confirmed'
    const key = active ? activeKey : `${activeKey ?? 'x'}:${to}:${registrationId}`
    const keySql = key ? sql`, active_key = ${key}` : sql``
    const { rows } = await runSql(
      this.payload,
      sql`UPDATE tournament_registrations SET status = ${to}, updated_at = ${this.at(now)}${keySql}
        WHERE id = ${registrationId} AND status = ${from}
        RETURNING id`,
    )
    return rows.length === 1
  }

  /** Gives a held registration its payment unless it has one: false when another click did. */
  async attachRegistrationPayment(registrationId: number, paymentId: number, now: Date) {
    const { rows } = await runSql(
      this.payload,
      sql`UPDATE tournament_registrations SET payment_id = ${paymentId}, updated_at = ${this.at(now)}
        WHERE id = ${registrationId} AND payment_id IS NULL AND status = 'held'
        RETURNING id`,
    )
    return rows.length === 1
  }

  /**
   * Takes a failed or canceled payment off the held registration it paid for (a seat offered from
   * the waiting list stays held for its member, who may pay again until the offer ends).
   */
  async detachRegistrationPayment(registrationId: number, paymentId: number, now: Date) {
    const { rows } = await runSql(
      this.payload,
      sql`UPDATE tournament_registrations SET payment_id = NULL, updated_at = ${this.at(now)}
        WHERE id = ${registrationId} AND payment_id = ${paymentId} AND status = 'held'
        RETURNING id`,
    )
    return rows.length === 1
  }

  /** Marks a casino credit sent, once. */
  async markCreditSent(creditId: number, attempts: number, now: Date): Promise<boolean> {
    const { rows } = await runSql(
      this.payload,
      sql`UPDATE casino_credits SET status = 'sent', sent_at = ${this.at(now)}, attempts = ${attempts},
          last_error = NULL, updated_at = ${this.at(now)}
        WHERE id = ${creditId} AND status <> 'sent'
        RETURNING id`,
    )
    return rows.length === 1
  }
}
