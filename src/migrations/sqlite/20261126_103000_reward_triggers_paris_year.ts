import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The redemption and refund triggers count the Paris year, as PostgreSQL's triggers and the
 * application do (issue 21): SQLite has no time zones, and its strftime('%Y') counted the UTC year,
 * so a redemption at 00:30 on 1 January in Paris landed in the year before. The year only turns at
 * midnight on 1 January, always in winter time (UTC+1), so the UTC instant plus one hour has the
 * Paris year at every instant of the year, across both clock changes.
 */
const REDEEM = (year: string) => sql.raw(`CREATE TRIGGER reward_vouchers_redeem AFTER INSERT ON reward_vouchers
    BEGIN
      SELECT RAISE(ABORT, 'reward_out_of_stock') FROM rewards
        WHERE id = NEW.reward_id AND stock IS NOT NULL AND stock < 1;
      SELECT RAISE(ABORT, 'reward_insufficient_points')
        WHERE COALESCE((SELECT reward_points FROM loyalty_accounts WHERE member_id = NEW.member_id), 0)
          < NEW.points_cost;
      UPDATE rewards SET stock = stock - 1 WHERE id = NEW.reward_id AND stock IS NOT NULL;
      INSERT INTO loyalty_entries (member_id, kind, reward_points, status_points, period,
          occurred_at, reason, casino_id, author_kind, source_ref, idempotency_key, updated_at,
          created_at)
        SELECT NEW.member_id, 'redemption', -NEW.points_cost, 0,
          ${year}, NEW.issued_at, NEW.reward_title,
          NEW.casino_id, 'system', NEW.code, 'redeem:' || NEW.id, NEW.created_at, NEW.created_at
        WHERE NEW.points_cost > 0;
    END;`)

const REFUND = (year: string) => sql.raw(`CREATE TRIGGER reward_vouchers_refund AFTER UPDATE OF status ON reward_vouchers
    WHEN OLD.status = 'issued' AND NEW.status = 'cancelled'
    BEGIN
      UPDATE rewards SET stock = stock + 1 WHERE id = NEW.reward_id AND stock IS NOT NULL;
      INSERT INTO loyalty_entries (member_id, kind, reward_points, status_points, period,
          occurred_at, reason, casino_id, author_kind, author_user_id, source_ref,
          idempotency_key, updated_at, created_at)
        SELECT NEW.member_id, 'refund', NEW.points_cost, 0,
          ${year},
          COALESCE(NEW.status_changed_at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
          NEW.reward_title, NEW.casino_id, 'staff', NEW.status_changed_by_id, NEW.code,
          'refund:' || NEW.id, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),
          strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
        WHERE NEW.points_cost > 0;
    END;`)

async function replace(db: MigrateUpArgs['db'], redeemYear: string, refundYear: string) {
  await db.run(sql`DROP TRIGGER IF EXISTS reward_vouchers_redeem;`)
  await db.run(sql`DROP TRIGGER IF EXISTS reward_vouchers_refund;`)
  await db.run(REDEEM(redeemYear))
  await db.run(REFUND(refundYear))
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await replace(
    db,
    `CAST(strftime('%Y', NEW.issued_at, '+1 hour') AS INTEGER)`,
    `CAST(strftime('%Y', 'now', '+1 hour') AS INTEGER)`,
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await replace(
    db,
    `CAST(strftime('%Y', NEW.issued_at) AS INTEGER)`,
    `CAST(strftime('%Y', 'now') AS INTEGER)`,
  )
}
