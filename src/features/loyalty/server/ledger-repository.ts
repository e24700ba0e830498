import { sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { getSqlDialect, readInstant, runSql, sqlInstant, type SqlDialect } from '@/platform/db/sql'

import type {
  HistoryItem,
  LedgerAuthor,
  LedgerKind,
  LoyaltyStatus,
  Period,
  PlayActivity,
  StatusEvaluation,
} from '../domain'

/** A ledger entry to write. `idempotencyKey` makes a second write of the same fact a no-op. */
export type NewEntry = {
  memberId: number
  kind: LedgerKind
  rewardPoints: number
  statusPoints: number
  period: Period
  occurredAt: number
  reason: string | null
  activity: PlayActivity | null
  amountCents: number | null
  casinoId: number | null
  authorKind: LedgerAuthor
  authorClientId: number | null
  /** The staff member who wrote a staff adjustment, and the administrator who approved it. */
  authorUserId?: number | null
  approvedById?: number | null
  sourceRef: string | null
  idempotencyKey: string
}

export type StoredAccount = {
  memberId: number
  rewardPoints: number
  status: LoyaltyStatus
  statusRank: number
  exclusivityUntil: string | null
  pointsExpiringSoon: number
}

/** Which of a member's entries the history shows (instants in ms; `untilMs` excluded). */
export type MemberEntriesFilter = {
  kind: LedgerKind | null
  fromMs: number | null
  untilMs: number | null
}

/** Rows per INSERT on SQLite (PostgreSQL takes a batch as arrays): 18 values each stays far below its parameter limit. */
const ROWS_PER_STATEMENT = 1_000

const num = (value: unknown) => Number(value ?? 0)

/**
 * PostgreSQL's form of the ledger insert: one array per column, the rows unnested in their order.
 * Eighteen parameters whatever the batch's size, so the server parses and binds a short
 * statement; the same 500-event batch as 9,000 scalar parameters spent 30 of its 50 ms in parse
 * and bind before executing. The enum columns are cast to Payload's enum types.
 */
function insertAsArrays(entries: readonly NewEntry[], nowIso: string): SQL {
  const column = <T>(read: (entry: NewEntry) => T) => sql.param(entries.map(read))
  return sql`INSERT INTO loyalty_entries (member_id, kind, reward_points, status_points, period, occurred_at, reason, activity, amount_cents, casino_id, author_kind, author_client_id, author_user_id, approved_by_id, source_ref, idempotency_key, updated_at, created_at)
    SELECT member_id, kind::enum_loyalty_entries_kind, reward_points, status_points, period, occurred_at, reason,
      activity::enum_loyalty_entries_activity, amount_cents, casino_id, author_kind::enum_loyalty_entries_author_kind,
      author_client_id, author_user_id, approved_by_id, source_ref, idempotency_key, ${nowIso}::timestamptz, ${nowIso}::timestamptz
    FROM unnest(
      ${column((e) => e.memberId)}::int[], ${column((e) => e.kind)}::text[],
      ${column((e) => e.rewardPoints)}::numeric[], ${column((e) => e.statusPoints)}::numeric[],
      ${column((e) => e.period)}::numeric[],
      ${column((e) => new Date(e.occurredAt).toISOString())}::timestamptz[],
      ${column((e) => e.reason)}::text[], ${column((e) => e.activity)}::text[],
      ${column((e) => e.amountCents)}::numeric[], ${column((e) => e.casinoId)}::int[],
      ${column((e) => e.authorKind)}::text[], ${column((e) => e.authorClientId)}::int[],
      ${column((e) => e.authorUserId ?? null)}::int[], ${column((e) => e.approvedById ?? null)}::int[],
      ${column((e) => e.sourceRef)}::text[], ${column((e) => e.idempotencyKey)}::text[]
    ) WITH ORDINALITY AS rows(member_id, kind, reward_points, status_points, period, occurred_at, reason, activity, amount_cents, casino_id, author_kind, author_client_id, author_user_id, approved_by_id, source_ref, idempotency_key, position)
    ORDER BY position
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING idempotency_key`
}

/**
 * The ledger and the balances it feeds, in plain SQL: hot paths (ingestion by the hundred, init)
 * and the atomic statements Payload's API cannot express. Entries are only ever inserted; the
 * database triggers of the 'loyalty' migration add each one to the member's account and period
 * points within the same statement, so a balance never exists without its entries.
 */
export class LedgerRepository {
  private readonly dialect: SqlDialect

  constructor(private readonly payload: Payload) {
    this.dialect = getSqlDialect(payload)
  }

  private at(epochMs: number): SQL {
    return sqlInstant(this.dialect, epochMs)
  }

  /**
   * Inserts the entries whose idempotency key is new, in as few statements as possible; returns
   * the keys actually written (a key already present, by a replay or a concurrent request, is
   * skipped by the database, never counted twice).
   */
  async insertEntries(entries: readonly NewEntry[], now = Date.now()): Promise<Set<string>> {
    const written = new Set<string>()
    // Rows in member order: the triggers lock each member's balance rows in the order of the
    // rows, so two batches touching the same members always lock them in the same order
    // (PostgreSQL would otherwise abort one of them as a deadlock).
    const ordered = [...entries].sort((a, b) => a.memberId - b.memberId)
    if (this.dialect === 'postgres') {
      if (ordered.length === 0) return written
      const { rows } = await runSql<{ idempotency_key: string }>(
        this.payload,
        insertAsArrays(ordered, new Date(now).toISOString()),
      )
      for (const row of rows) written.add(row.idempotency_key)
      return written
    }
    for (let start = 0; start < ordered.length; start += ROWS_PER_STATEMENT) {
      const chunk = ordered.slice(start, start + ROWS_PER_STATEMENT)
      const values = sql.join(
        chunk.map(
          (e) =>
            sql`(${e.memberId}, ${e.kind}, ${e.rewardPoints}, ${e.statusPoints}, ${e.period}, ${this.at(e.occurredAt)}, ${e.reason}, ${e.activity}, ${e.amountCents}, ${e.casinoId}, ${e.authorKind}, ${e.authorClientId}, ${e.authorUserId ?? null}, ${e.approvedById ?? null}, ${e.sourceRef}, ${e.idempotencyKey}, ${this.at(now)}, ${this.at(now)})`,
        ),
        sql`, `,
      )
      const { rows } = await runSql<{ idempotency_key: string }>(
        this.payload,
        sql`INSERT INTO loyalty_entries (member_id, kind, reward_points, status_points, period, occurred_at, reason, activity, amount_cents, casino_id, author_kind, author_client_id, author_user_id, approved_by_id, source_ref, idempotency_key, updated_at, created_at)
          VALUES ${values}
          ON CONFLICT (idempotency_key) DO NOTHING
          RETURNING idempotency_key`,
      )
      for (const row of rows) written.add(row.idempotency_key)
    }
    return written
  }

  /**
   * Writes one entry unless its idempotency key is taken, and answers the id of the entry holding
   * that key (this one, or the one a concurrent or earlier call wrote).
   */
  async writeEntryOnce(entry: NewEntry, now = Date.now()): Promise<number> {
    await this.insertEntries([entry], now)
    const { rows } = await runSql<{ id: unknown }>(
      this.payload,
      sql`SELECT id FROM loyalty_entries WHERE idempotency_key = ${entry.idempotencyKey}`,
    )
    return num(rows[0]?.id)
  }

  async readAccounts(memberIds: readonly number[]): Promise<Map<number, StoredAccount>> {
    const accounts = new Map<number, StoredAccount>()
    if (memberIds.length === 0) return accounts
    const { rows } = await runSql<Record<string, unknown>>(
      this.payload,
      sql`SELECT member_id, reward_points, status, status_rank, exclusivity_until, points_expiring_soon
        FROM loyalty_accounts WHERE member_id IN (${sql.join(
          memberIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
    )
    for (const row of rows) {
      const memberId = num(row.member_id)
      accounts.set(memberId, {
        memberId,
        rewardPoints: num(row.reward_points),
        status: (row.status as LoyaltyStatus | null) ?? 'White',
        statusRank: num(row.status_rank),
        exclusivityUntil: (row.exclusivity_until as string | null) ?? null,
        pointsExpiringSoon: num(row.points_expiring_soon),
      })
    }
    return accounts
  }

  /** Status points per period of each member (only the periods asked for). */
  async readPeriodPoints(
    memberIds: readonly number[],
    periods: readonly Period[],
  ): Promise<Map<number, Map<Period, number>>> {
    const byMember = new Map<number, Map<Period, number>>()
    if (memberIds.length === 0) return byMember
    const list = (values: readonly number[]) =>
      sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )
    const { rows } = await runSql<Record<string, unknown>>(
      this.payload,
      sql`SELECT member_id, period, status_points FROM loyalty_period_points
        WHERE member_id IN (${list(memberIds)}) AND period IN (${list(periods)})`,
    )
    for (const row of rows) {
      const memberId = num(row.member_id)
      const periods = byMember.get(memberId) ?? new Map<Period, number>()
      periods.set(num(row.period), num(row.status_points))
      byMember.set(memberId, periods)
    }
    return byMember
  }

  /**
   * Raises the stored status to an evaluation (after new points): only upwards, so concurrent
   * ingestions for one member end with the best of their evaluations.
   */
  async raiseStatus(
    memberId: number,
    evaluation: Pick<StatusEvaluation, 'status' | 'exclusivityUntil'>,
    rank: number,
    today: string,
  ): Promise<boolean> {
    const { rowsAffected } = await runSql(
      this.payload,
      sql`UPDATE loyalty_accounts SET status = ${evaluation.status}, status_rank = ${rank},
          exclusivity_until = ${evaluation.exclusivityUntil}, evaluated_on = ${today}
        WHERE member_id = ${memberId} AND (status_rank < ${rank}
          OR (status_rank = ${rank} AND (exclusivity_until IS NULL OR exclusivity_until < ${evaluation.exclusivityUntil ?? ''})))`,
    )
    return rowsAffected === 1
  }

  /**
   * The nightly evaluation's write (it may lower a status whose exclusivity ended): a
   * compare-and-set on what it read, so an upgrade that lands meanwhile is never overwritten.
   */
  async replaceStatus(
    memberId: number,
    read: Pick<StoredAccount, 'statusRank' | 'exclusivityUntil'>,
    next: { status: LoyaltyStatus; rank: number; exclusivityUntil: string | null },
    pointsExpiringSoon: number,
    today: string,
  ): Promise<boolean> {
    const sameExclusivity =
      read.exclusivityUntil === null
        ? sql`exclusivity_until IS NULL`
        : sql`exclusivity_until = ${read.exclusivityUntil}`
    const { rowsAffected } = await runSql(
      this.payload,
      sql`UPDATE loyalty_accounts SET status = ${next.status}, status_rank = ${next.rank},
          exclusivity_until = ${next.exclusivityUntil}, points_expiring_soon = ${pointsExpiringSoon},
          evaluated_on = ${today}
        WHERE member_id = ${memberId} AND status_rank = ${read.statusRank} AND ${sameExclusivity}`,
    )
    return rowsAffected === 1
  }

  /** Every account's member id (the nightly evaluation walks them in pages). */
  async listAccountMembers(afterMemberId: number, limit: number): Promise<number[]> {
    const { rows } = await runSql<{ member_id: unknown }>(
      this.payload,
      sql`SELECT member_id FROM loyalty_accounts WHERE member_id > ${afterMemberId}
        ORDER BY member_id LIMIT ${limit}`,
    )
    return rows.map((row) => num(row.member_id))
  }

  /** A member's reward-point movements, oldest first (expiry bookkeeping). */
  async listRewardMovements(
    memberId: number,
  ): Promise<{ id: number; occurredAt: number; rewardPoints: number }[]> {
    const { rows } = await runSql<Record<string, unknown>>(
      this.payload,
      sql`SELECT id, occurred_at, reward_points FROM loyalty_entries
        WHERE member_id = ${memberId} AND reward_points <> 0 ORDER BY occurred_at, id`,
    )
    return rows.map((row) => ({
      id: num(row.id),
      occurredAt: readInstant(row.occurred_at) ?? 0,
      rewardPoints: num(row.reward_points),
    }))
  }

  /**
   * One member's entries for the points history, newest first, with the casino's name: always
   * scoped by `memberId` (the caller takes it from the session, never from the request).
   *
   * A redemption or refund keeps its voucher's code (`source_ref`), and the voucher its reward:
   * its reason reads as the reward's name in `locale`, resolved now, so the history follows the
   * reader's language and a renamed reward. The title stored at redemption is the fallback when
   * the reward is gone (or has no name in that language).
   */
  async listMemberEntries(
    memberId: number,
    filter: MemberEntriesFilter,
    page: { limit: number; offset: number },
    locale: string,
  ): Promise<HistoryItem[]> {
    const { rows } = await runSql<Record<string, unknown>>(
      this.payload,
      sql`SELECT e.id AS id, e.kind AS kind, e.reward_points AS reward_points,
          e.status_points AS status_points, COALESCE(rl.title, e.reason) AS reason,
          e.occurred_at AS occurred_at, e.activity AS activity, c.name AS casino_name
        FROM loyalty_entries e LEFT JOIN casinos c ON c.id = e.casino_id
          LEFT JOIN reward_vouchers v
            ON e.kind IN ('redemption', 'refund') AND v.code = e.source_ref
          LEFT JOIN rewards_locales rl ON rl._parent_id = v.reward_id AND rl._locale = ${locale}
        WHERE ${this.memberEntriesWhere(memberId, filter)}
        ORDER BY e.occurred_at DESC, e.id DESC
        LIMIT ${page.limit} OFFSET ${page.offset}`,
    )
    return rows.map((row) => ({
      id: num(row.id),
      kind: String(row.kind),
      rewardPoints: num(row.reward_points),
      statusPoints: num(row.status_points),
      reason: (row.reason as string | null) ?? null,
      occurredAt: new Date(readInstant(row.occurred_at) ?? 0).toISOString(),
      activity: (row.activity as string | null) ?? null,
      casinoName: (row.casino_name as string | null) ?? null,
    }))
  }

  async countMemberEntries(memberId: number, filter: MemberEntriesFilter): Promise<number> {
    const { rows } = await runSql<{ total: unknown }>(
      this.payload,
      sql`SELECT COUNT(*) AS total FROM loyalty_entries e
        WHERE ${this.memberEntriesWhere(memberId, filter)}`,
    )
    return num(rows[0]?.total)
  }

  private memberEntriesWhere(memberId: number, filter: MemberEntriesFilter): SQL {
    const conditions = [sql`e.member_id = ${memberId}`]
    if (filter.kind) conditions.push(sql`e.kind = ${filter.kind}`)
    if (filter.fromMs !== null) conditions.push(sql`e.occurred_at >= ${this.at(filter.fromMs)}`)
    if (filter.untilMs !== null) conditions.push(sql`e.occurred_at < ${this.at(filter.untilMs)}`)
    return sql.join(conditions, sql` AND `)
  }

  /**
   * Members whose account differs from the sum of their entries (expected: none). The drift test
   * and the admin's health check read it.
   */
  async listDrift(): Promise<{ memberId: number; ledger: number; account: number }[]> {
    const { rows } = await runSql<Record<string, unknown>>(
      this.payload,
      sql`SELECT e.member_id AS member_id, SUM(e.reward_points) AS ledger, MAX(a.reward_points) AS account
        FROM loyalty_entries e LEFT JOIN loyalty_accounts a ON a.member_id = e.member_id
        WHERE e.member_id IS NOT NULL
        GROUP BY e.member_id
        HAVING SUM(e.reward_points) <> COALESCE(MAX(a.reward_points), 0)`,
    )
    return rows.map((row) => ({
      memberId: num(row.member_id),
      ledger: num(row.ledger),
      account: num(row.account),
    }))
  }

  /** Members whose period points differ from their entries' status points (expected: none). */
  async listPeriodDrift(): Promise<{ memberId: number; period: number }[]> {
    const { rows } = await runSql<Record<string, unknown>>(
      this.payload,
      sql`SELECT e.member_id AS member_id, e.period AS period
        FROM loyalty_entries e LEFT JOIN loyalty_period_points p
          ON p.member_id = e.member_id AND p.period = e.period
        WHERE e.member_id IS NOT NULL
        GROUP BY e.member_id, e.period
        HAVING SUM(e.status_points) <> COALESCE(MAX(p.status_points), 0)`,
    )
    return rows.map((row) => ({ memberId: num(row.member_id), period: num(row.period) }))
  }
}
