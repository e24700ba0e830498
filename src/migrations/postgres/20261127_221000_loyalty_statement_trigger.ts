import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The ledger's balances, kept per statement instead of per row (issue 24: play-event ingestion
 * on PostgreSQL). A batch of 500 events used to run 1,000 upserts on the balance rows of a few
 * members, one per entry; the statement-level trigger adds the batch's sums once per member
 * (accounts) and per member and period (status points), reading the rows the statement inserted
 * (its transition table: rows skipped by ON CONFLICT DO NOTHING are not in it). Same balances,
 * same locks taken in member order (ADR 0027). SQLite has no statement-level triggers and keeps
 * its per-row one.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE FUNCTION loyalty_entries_apply_statement() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO loyalty_accounts (member_id, reward_points, updated_at, created_at)
      SELECT member_id, sum(reward_points), max(created_at), max(created_at)
        FROM new_entries WHERE member_id IS NOT NULL
        GROUP BY member_id ORDER BY member_id
      ON CONFLICT (member_id) DO UPDATE
        SET reward_points = loyalty_accounts.reward_points + EXCLUDED.reward_points,
            updated_at = EXCLUDED.updated_at;
    INSERT INTO loyalty_period_points (member_id, period, status_points, updated_at, created_at)
      SELECT member_id, period, sum(status_points), max(created_at), max(created_at)
        FROM new_entries WHERE member_id IS NOT NULL
        GROUP BY member_id, period ORDER BY member_id, period
      ON CONFLICT (member_id, period) DO UPDATE
        SET status_points = loyalty_period_points.status_points + EXCLUDED.status_points,
            updated_at = EXCLUDED.updated_at;
    RETURN NULL;
  END $$;
  DROP TRIGGER loyalty_entries_apply ON loyalty_entries;
  CREATE TRIGGER loyalty_entries_apply AFTER INSERT ON loyalty_entries
    REFERENCING NEW TABLE AS new_entries
    FOR EACH STATEMENT EXECUTE FUNCTION loyalty_entries_apply_statement();`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS loyalty_entries_apply ON loyalty_entries;
  DROP FUNCTION IF EXISTS loyalty_entries_apply_statement();
  CREATE TRIGGER loyalty_entries_apply AFTER INSERT ON loyalty_entries
    FOR EACH ROW EXECUTE FUNCTION loyalty_entries_apply();`)
}
