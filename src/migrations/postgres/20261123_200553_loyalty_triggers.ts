import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The points ledger keeps its balances itself (docs/decisions/0027-loyalty-engine.md): each
 * inserted entry is added to the member's account and to the status points of its period within
 * the same statement (the row locks of the upserts serialise concurrent entries of one member);
 * entries are never changed or deleted. Written by hand: drizzle does not generate triggers.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE FUNCTION loyalty_entries_apply() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF NEW.member_id IS NULL THEN RETURN NULL; END IF;
    INSERT INTO loyalty_accounts (member_id, reward_points, updated_at, created_at)
      VALUES (NEW.member_id, NEW.reward_points, NEW.created_at, NEW.created_at)
      ON CONFLICT (member_id) DO UPDATE
        SET reward_points = loyalty_accounts.reward_points + EXCLUDED.reward_points,
            updated_at = EXCLUDED.updated_at;
    INSERT INTO loyalty_period_points (member_id, period, status_points, updated_at, created_at)
      VALUES (NEW.member_id, NEW.period, NEW.status_points, NEW.created_at, NEW.created_at)
      ON CONFLICT (member_id, period) DO UPDATE
        SET status_points = loyalty_period_points.status_points + EXCLUDED.status_points,
            updated_at = EXCLUDED.updated_at;
    RETURN NULL;
  END $$;
  CREATE TRIGGER loyalty_entries_apply AFTER INSERT ON loyalty_entries
    FOR EACH ROW EXECUTE FUNCTION loyalty_entries_apply();
  CREATE FUNCTION loyalty_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION 'loyalty_entries is append-only';
  END $$;
  CREATE TRIGGER loyalty_entries_append_only BEFORE UPDATE OR DELETE ON loyalty_entries
    FOR EACH ROW EXECUTE FUNCTION loyalty_entries_append_only();`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS loyalty_entries_apply ON loyalty_entries;
  DROP TRIGGER IF EXISTS loyalty_entries_append_only ON loyalty_entries;
  DROP FUNCTION IF EXISTS loyalty_entries_apply();
  DROP FUNCTION IF EXISTS loyalty_entries_append_only();`)
}
