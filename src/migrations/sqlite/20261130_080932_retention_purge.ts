import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Erasure requests record when the records erasure kept were deleted (ADR 0079). The ledger stays
 * append-only except for a closed account's entries, which the purge deletes once their
 * retention is over (written by hand: drizzle does not generate triggers).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`erasure_requests\` ADD \`purged_at\` text;`)
  await db.run(sql`ALTER TABLE \`erasure_requests\` ADD \`purgedat_tz\` text DEFAULT 'Europe/Paris';`)
  await db.run(sql`DROP TRIGGER IF EXISTS loyalty_entries_no_delete;`)
  await db.run(sql`CREATE TRIGGER loyalty_entries_no_delete BEFORE DELETE ON loyalty_entries
    WHEN NOT EXISTS (SELECT 1 FROM members WHERE members.id = OLD.member_id AND members.state = 'Closed')
    BEGIN SELECT RAISE(ABORT, 'loyalty_entries is append-only'); END;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TRIGGER IF EXISTS loyalty_entries_no_delete;`)
  await db.run(sql`CREATE TRIGGER loyalty_entries_no_delete BEFORE DELETE ON loyalty_entries
    BEGIN SELECT RAISE(ABORT, 'loyalty_entries is append-only'); END;`)
  await db.run(sql`ALTER TABLE \`erasure_requests\` DROP COLUMN \`purged_at\`;`)
  await db.run(sql`ALTER TABLE \`erasure_requests\` DROP COLUMN \`purgedat_tz\`;`)
}
