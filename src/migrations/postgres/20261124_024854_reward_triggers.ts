import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * A redemption is one INSERT into reward_vouchers (docs/decisions/0028-rewards-and-vouchers.md):
 * its trigger locks the reward's row, then the member's account (always in that order, as the
 * refund does), refuses when the stock is out or the balance is short, else takes one from the
 * stock and writes the 'redemption' entry to the ledger (whose own trigger debits the account),
 * all in the INSERT's statement. The reward is locked FOR NO KEY UPDATE: the voucher's foreign key
 * check already holds a KEY SHARE lock on it, and FOR UPDATE would make two redemptions deadlock.
 * Cancelling an issued voucher refunds it once; a used or cancelled voucher keeps its state. A free voucher (the godson's
 * welcome offer) writes nothing to the ledger.
 * Written by hand: drizzle does not generate triggers.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE FUNCTION reward_vouchers_redeem() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    left_stock numeric;
    balance numeric;
  BEGIN
    SELECT stock INTO left_stock FROM rewards WHERE id = NEW.reward_id FOR NO KEY UPDATE;
    IF left_stock IS NOT NULL THEN
      IF left_stock < 1 THEN RAISE EXCEPTION 'reward_out_of_stock'; END IF;
      UPDATE rewards SET stock = stock - 1 WHERE id = NEW.reward_id;
    END IF;
    SELECT reward_points INTO balance FROM loyalty_accounts
      WHERE member_id = NEW.member_id FOR UPDATE;
    IF COALESCE(balance, 0) < NEW.points_cost THEN
      RAISE EXCEPTION 'reward_insufficient_points';
    END IF;
    IF NEW.points_cost > 0 THEN
      INSERT INTO loyalty_entries (member_id, kind, reward_points, status_points, period,
          occurred_at, reason, casino_id, author_kind, source_ref, idempotency_key, updated_at,
          created_at)
        VALUES (NEW.member_id, 'redemption', -NEW.points_cost, 0,
          EXTRACT(YEAR FROM NEW.issued_at AT TIME ZONE 'Europe/Paris'), NEW.issued_at,
          NEW.reward_title, NEW.casino_id, 'system', NEW.code, 'redeem:' || NEW.id,
          NEW.created_at, NEW.created_at);
    END IF;
    RETURN NULL;
  END $$;
  CREATE TRIGGER reward_vouchers_redeem AFTER INSERT ON reward_vouchers
    FOR EACH ROW EXECUTE FUNCTION reward_vouchers_redeem();

  CREATE FUNCTION reward_vouchers_final() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF OLD.status <> 'issued' AND NEW.status <> OLD.status THEN
      RAISE EXCEPTION 'reward_voucher_final';
    END IF;
    RETURN NEW;
  END $$;
  CREATE TRIGGER reward_vouchers_final BEFORE UPDATE ON reward_vouchers
    FOR EACH ROW EXECUTE FUNCTION reward_vouchers_final();

  CREATE FUNCTION reward_vouchers_refund() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE rewards SET stock = stock + 1 WHERE id = NEW.reward_id AND stock IS NOT NULL;
    IF NEW.points_cost = 0 THEN RETURN NULL; END IF;
    INSERT INTO loyalty_entries (member_id, kind, reward_points, status_points, period,
        occurred_at, reason, casino_id, author_kind, author_user_id, source_ref,
        idempotency_key, updated_at, created_at)
      VALUES (NEW.member_id, 'refund', NEW.points_cost, 0,
        EXTRACT(YEAR FROM now() AT TIME ZONE 'Europe/Paris'),
        COALESCE(NEW.status_changed_at, now()), NEW.reward_title, NEW.casino_id, 'staff',
        NEW.status_changed_by_id, NEW.code, 'refund:' || NEW.id, now(), now());
    RETURN NULL;
  END $$;
  CREATE TRIGGER reward_vouchers_refund AFTER UPDATE ON reward_vouchers
    FOR EACH ROW WHEN (OLD.status = 'issued' AND NEW.status = 'cancelled')
    EXECUTE FUNCTION reward_vouchers_refund();`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS reward_vouchers_redeem ON reward_vouchers;
  DROP TRIGGER IF EXISTS reward_vouchers_final ON reward_vouchers;
  DROP TRIGGER IF EXISTS reward_vouchers_refund ON reward_vouchers;
  DROP FUNCTION IF EXISTS reward_vouchers_redeem();
  DROP FUNCTION IF EXISTS reward_vouchers_final();
  DROP FUNCTION IF EXISTS reward_vouchers_refund();`)
}
