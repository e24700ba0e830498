import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_data_exports_status" AS ENUM('requested', 'building', 'ready', 'failed', 'expired');
  CREATE TYPE "public"."enum_data_exports_locale" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum_data_exports_requestedat_tz" AS ENUM('Europe/Paris');
  CREATE TYPE "public"."enum_data_exports_readyat_tz" AS ENUM('Europe/Paris');
  CREATE TYPE "public"."enum_data_exports_expiresat_tz" AS ENUM('Europe/Paris');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'build-data-export' BEFORE 'deliver-mail';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'delete-expired-data-exports' BEFORE 'deliver-mail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'build-data-export' BEFORE 'deliver-mail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'delete-expired-data-exports' BEFORE 'deliver-mail';
  CREATE TABLE "pages_blocks_data_export" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_data_export_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_data_export" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_data_export_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "data_exports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"status" "enum_data_exports_status" DEFAULT 'requested' NOT NULL,
  	"locale" "enum_data_exports_locale" NOT NULL,
  	"requested_at" timestamp(3) with time zone NOT NULL,
  	"requestedat_tz" "enum_data_exports_requestedat_tz" DEFAULT 'Europe/Paris',
  	"ready_at" timestamp(3) with time zone,
  	"readyat_tz" "enum_data_exports_readyat_tz" DEFAULT 'Europe/Paris',
  	"expires_at" timestamp(3) with time zone,
  	"expiresat_tz" "enum_data_exports_expiresat_tz" DEFAULT 'Europe/Paris',
  	"contents" jsonb,
  	"slot_key" varchar,
  	"prefix" varchar DEFAULT 'data-exports',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "data_exports_id" integer;
  ALTER TABLE "pages_blocks_data_export" ADD CONSTRAINT "pages_blocks_data_export_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_data_export_locales" ADD CONSTRAINT "pages_blocks_data_export_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_data_export"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_data_export" ADD CONSTRAINT "_pages_v_blocks_data_export_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_data_export_locales" ADD CONSTRAINT "_pages_v_blocks_data_export_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_data_export"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_data_export_order_idx" ON "pages_blocks_data_export" USING btree ("_order");
  CREATE INDEX "pages_blocks_data_export_parent_id_idx" ON "pages_blocks_data_export" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_data_export_path_idx" ON "pages_blocks_data_export" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_data_export_locales_locale_parent_id_unique" ON "pages_blocks_data_export_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_data_export_order_idx" ON "_pages_v_blocks_data_export" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_data_export_parent_id_idx" ON "_pages_v_blocks_data_export" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_data_export_path_idx" ON "_pages_v_blocks_data_export" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_data_export_locales_locale_parent_id_unique" ON "_pages_v_blocks_data_export_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "data_exports_member_idx" ON "data_exports" USING btree ("member_id");
  CREATE INDEX "data_exports_requested_at_idx" ON "data_exports" USING btree ("requested_at");
  CREATE INDEX "data_exports_expires_at_idx" ON "data_exports" USING btree ("expires_at");
  CREATE UNIQUE INDEX "data_exports_slot_key_idx" ON "data_exports" USING btree ("slot_key");
  CREATE INDEX "data_exports_updated_at_idx" ON "data_exports" USING btree ("updated_at");
  CREATE INDEX "data_exports_created_at_idx" ON "data_exports" USING btree ("created_at");
  CREATE UNIQUE INDEX "data_exports_filename_idx" ON "data_exports" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_data_exports_fk" FOREIGN KEY ("data_exports_id") REFERENCES "public"."data_exports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_data_exports_id_idx" ON "payload_locked_documents_rels" USING btree ("data_exports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_data_export" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_data_export_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_data_export" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_data_export_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "data_exports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_data_export" CASCADE;
  DROP TABLE "pages_blocks_data_export_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_data_export" CASCADE;
  DROP TABLE "_pages_v_blocks_data_export_locales" CASCADE;
  DROP TABLE "data_exports" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_data_exports_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'loyalty-evaluate', 'hotel-programme-evaluate', 'hotel-renewal-done-mail', 'integration-errors-purge', 'send-casino-credit', 'expire-payments', 'deliver-mail');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'loyalty-evaluate', 'hotel-programme-evaluate', 'hotel-renewal-done-mail', 'integration-errors-purge', 'send-casino-credit', 'expire-payments', 'deliver-mail');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_data_exports_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "data_exports_id";
  DROP TYPE "public"."enum_data_exports_status";
  DROP TYPE "public"."enum_data_exports_locale";
  DROP TYPE "public"."enum_data_exports_requestedat_tz";
  DROP TYPE "public"."enum_data_exports_readyat_tz";
  DROP TYPE "public"."enum_data_exports_expiresat_tz";`)
}
