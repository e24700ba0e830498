import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The points ledger keeps its balances itself (docs/decisions/0027-loyalty-engine.md): each
 * inserted entry is added to the member's account and to the status points of its period within
 * the same statement, so no balance exists without its entries, even when a process dies between
 * two statements; and entries are never changed or deleted. Written by hand: drizzle does not
 * generate triggers. A rebuild of loyalty_entries by a later migration must re-create them (the
 * drift tests fail otherwise).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TRIGGER loyalty_entries_apply AFTER INSERT ON loyalty_entries
    WHEN NEW.member_id IS NOT NULL
    BEGIN
      INSERT INTO loyalty_accounts (member_id, reward_points, updated_at, created_at)
        VALUES (NEW.member_id, NEW.reward_points, NEW.created_at, NEW.created_at)
        ON CONFLICT (member_id) DO UPDATE
          SET reward_points = loyalty_accounts.reward_points + excluded.reward_points,
              updated_at = excluded.updated_at;
      INSERT INTO loyalty_period_points (member_id, period, status_points, updated_at, created_at)
        VALUES (NEW.member_id, NEW.period, NEW.status_points, NEW.created_at, NEW.created_at)
        ON CONFLICT (member_id, period) DO UPDATE
          SET status_points = loyalty_period_points.status_points + excluded.status_points,
              updated_at = excluded.updated_at;
    END;`)
  await db.run(sql`CREATE TRIGGER loyalty_entries_no_update BEFORE UPDATE ON loyalty_entries
    BEGIN SELECT RAISE(ABORT, 'loyalty_entries is append-only'); END;`)
  await db.run(sql`CREATE TRIGGER loyalty_entries_no_delete BEFORE DELETE ON loyalty_entries
    BEGIN SELECT RAISE(ABORT, 'loyalty_entries is append-only'); END;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TRIGGER IF EXISTS loyalty_entries_apply;`)
  await db.run(sql`DROP TRIGGER IF EXISTS loyalty_entries_no_update;`)
  await db.run(sql`DROP TRIGGER IF EXISTS loyalty_entries_no_delete;`)
}
