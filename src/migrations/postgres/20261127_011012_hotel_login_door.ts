import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_account_login_door" AS ENUM('hub', 'hotel');
  CREATE TYPE "public"."enum__pages_v_blocks_account_login_door" AS ENUM('hub', 'hotel');
  ALTER TABLE "pages_blocks_account_login" ADD COLUMN "door" "enum_pages_blocks_account_login_door" DEFAULT 'hub';
  ALTER TABLE "_pages_v_blocks_account_login" ADD COLUMN "door" "enum__pages_v_blocks_account_login_door" DEFAULT 'hub';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_account_login" DROP COLUMN "door";
  ALTER TABLE "_pages_v_blocks_account_login" DROP COLUMN "door";
  DROP TYPE "public"."enum_pages_blocks_account_login_door";
  DROP TYPE "public"."enum__pages_v_blocks_account_login_door";`)
}
