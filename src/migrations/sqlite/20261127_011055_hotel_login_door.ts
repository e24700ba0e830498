import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_account_login\` ADD \`door\` text DEFAULT 'hub';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_account_login\` ADD \`door\` text DEFAULT 'hub';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_account_login\` DROP COLUMN \`door\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_account_login\` DROP COLUMN \`door\`;`)
}
