import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * A redemption is one INSERT into reward_vouchers (docs/decisions/0028-rewards-and-vouchers.md):
 * its trigger refuses it when the stock is out or the balance is short, else takes one from the
 * stock and writes the 'redemption' entry to the ledger (whose own trigger debits the account) —
 * all in the INSERT's statement, so a voucher never exists without its debit, and concurrent
 * redemptions (serialised by SQLite's single writer) never overdraw. Cancelling an issued voucher
 * refunds it once; a used or cancelled voucher keeps its state. A free voucher (the godson's
 * welcome offer) writes nothing to the ledger. Written by hand: drizzle does not
 * generate triggers; a later rebuild of these tables must re-create them.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TRIGGER reward_vouchers_redeem AFTER INSERT ON reward_vouchers
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
          CAST(strftime('%Y', NEW.issued_at) AS INTEGER), NEW.issued_at, NEW.reward_title,
          NEW.casino_id, 'system', NEW.code, 'redeem:' || NEW.id, NEW.created_at, NEW.created_at
        WHERE NEW.points_cost > 0;
    END;`)
  await db.run(sql`CREATE TRIGGER reward_vouchers_final BEFORE UPDATE OF status ON reward_vouchers
    WHEN OLD.status <> 'issued' AND NEW.status <> OLD.status
    BEGIN SELECT RAISE(ABORT, 'reward_voucher_final'); END;`)
  await db.run(sql`CREATE TRIGGER reward_vouchers_refund AFTER UPDATE OF status ON reward_vouchers
    WHEN OLD.status = 'issued' AND NEW.status = 'cancelled'
    BEGIN
      UPDATE rewards SET stock = stock + 1 WHERE id = NEW.reward_id AND stock IS NOT NULL;
      INSERT INTO loyalty_entries (member_id, kind, reward_points, status_points, period,
          occurred_at, reason, casino_id, author_kind, author_user_id, source_ref,
          idempotency_key, updated_at, created_at)
        SELECT NEW.member_id, 'refund', NEW.points_cost, 0,
          CAST(strftime('%Y', 'now') AS INTEGER),
          COALESCE(NEW.status_changed_at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
          NEW.reward_title, NEW.casino_id, 'staff', NEW.status_changed_by_id, NEW.code,
          'refund:' || NEW.id, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),
          strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
        WHERE NEW.points_cost > 0;
    END;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TRIGGER IF EXISTS reward_vouchers_redeem;`)
  await db.run(sql`DROP TRIGGER IF EXISTS reward_vouchers_final;`)
  await db.run(sql`DROP TRIGGER IF EXISTS reward_vouchers_refund;`)
}
