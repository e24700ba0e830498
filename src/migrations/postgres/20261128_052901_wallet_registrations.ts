import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_wallet_registrations_changedat_tz" AS ENUM('Europe/Paris');
  CREATE TABLE "wallet_registrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"device_id" varchar NOT NULL,
  	"push_token" varchar,
  	"serial" varchar NOT NULL,
  	"content_tag" varchar,
  	"changed_at" timestamp(3) with time zone NOT NULL,
  	"changedat_tz" "enum_wallet_registrations_changedat_tz" DEFAULT 'Europe/Paris',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "wallet_registrations_id" integer;
  CREATE UNIQUE INDEX "wallet_registrations_key_idx" ON "wallet_registrations" USING btree ("key");
  CREATE INDEX "wallet_registrations_device_id_idx" ON "wallet_registrations" USING btree ("device_id");
  CREATE INDEX "wallet_registrations_serial_idx" ON "wallet_registrations" USING btree ("serial");
  CREATE INDEX "wallet_registrations_updated_at_idx" ON "wallet_registrations" USING btree ("updated_at");
  CREATE INDEX "wallet_registrations_created_at_idx" ON "wallet_registrations" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_wallet_registrations_fk" FOREIGN KEY ("wallet_registrations_id") REFERENCES "public"."wallet_registrations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_wallet_registrations_id_idx" ON "payload_locked_documents_rels" USING btree ("wallet_registrations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "wallet_registrations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "wallet_registrations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_wallet_registrations_fk";
  
  DROP INDEX "payload_locked_documents_rels_wallet_registrations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "wallet_registrations_id";
  DROP TYPE "public"."enum_wallet_registrations_changedat_tz";`)
}
