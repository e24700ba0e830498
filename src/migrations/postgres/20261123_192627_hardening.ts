import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_quote_requests_status" AS ENUM('new', 'inProgress', 'answered', 'closed');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliver-mail');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliver-mail');
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'support';
  CREATE TABLE "pages_blocks_hotel_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"casino_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_hotel_list_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_hotel_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"casino_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hotel_list_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "outbox" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "outbox" ALTER COLUMN "status" SET DEFAULT 'queued'::text;
  UPDATE "outbox" SET "status" = 'kept' WHERE "status" = 'stored';
  DROP TYPE "public"."enum_outbox_status";
  CREATE TYPE "public"."enum_outbox_status" AS ENUM('queued', 'sending', 'retrying', 'sent', 'failed', 'kept');
  ALTER TABLE "outbox" ALTER COLUMN "status" SET DEFAULT 'queued'::"public"."enum_outbox_status";
  ALTER TABLE "outbox" ALTER COLUMN "status" SET DATA TYPE "public"."enum_outbox_status" USING "status"::"public"."enum_outbox_status";
  ALTER TABLE "quote_requests" ADD COLUMN "status" "enum_quote_requests_status" DEFAULT 'new' NOT NULL;
  ALTER TABLE "quote_requests" ADD COLUMN "staff_note" varchar;
  ALTER TABLE "auth_attempts" ADD COLUMN "hits" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "auth_attempts" ADD COLUMN "window_started_at" timestamp(3) with time zone;
  ALTER TABLE "outbox" ADD COLUMN "attempts" numeric DEFAULT 0;
  ALTER TABLE "outbox" ADD COLUMN "claimed_at" timestamp(3) with time zone;
  ALTER TABLE "outbox" ADD COLUMN "sealed" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "requests_email" varchar;
  ALTER TABLE "pages_blocks_hotel_list" ADD CONSTRAINT "pages_blocks_hotel_list_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hotel_list" ADD CONSTRAINT "pages_blocks_hotel_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hotel_list_locales" ADD CONSTRAINT "pages_blocks_hotel_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hotel_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hotel_list" ADD CONSTRAINT "_pages_v_blocks_hotel_list_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hotel_list" ADD CONSTRAINT "_pages_v_blocks_hotel_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hotel_list_locales" ADD CONSTRAINT "_pages_v_blocks_hotel_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hotel_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_hotel_list_order_idx" ON "pages_blocks_hotel_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_hotel_list_parent_id_idx" ON "pages_blocks_hotel_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hotel_list_path_idx" ON "pages_blocks_hotel_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_hotel_list_casino_idx" ON "pages_blocks_hotel_list" USING btree ("casino_id");
  CREATE UNIQUE INDEX "pages_blocks_hotel_list_locales_locale_parent_id_unique" ON "pages_blocks_hotel_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_hotel_list_order_idx" ON "_pages_v_blocks_hotel_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hotel_list_parent_id_idx" ON "_pages_v_blocks_hotel_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hotel_list_path_idx" ON "_pages_v_blocks_hotel_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hotel_list_casino_idx" ON "_pages_v_blocks_hotel_list" USING btree ("casino_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_hotel_list_locales_locale_parent_id_unique" ON "_pages_v_blocks_hotel_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "quote_requests_status_idx" ON "quote_requests" USING btree ("status");
  CREATE INDEX "outbox_status_idx" ON "outbox" USING btree ("status");
  ALTER TABLE "auth_attempts" DROP COLUMN "failures";
  ALTER TABLE "auth_attempts" DROP COLUMN "attempts";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_hotel_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hotel_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hotel_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hotel_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_hotel_list" CASCADE;
  DROP TABLE "pages_blocks_hotel_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_hotel_list" CASCADE;
  DROP TABLE "_pages_v_blocks_hotel_list_locales" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  ALTER TABLE "outbox" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "outbox" ALTER COLUMN "status" SET DEFAULT 'stored'::text;
  DROP TYPE "public"."enum_outbox_status";
  CREATE TYPE "public"."enum_outbox_status" AS ENUM('stored', 'sent', 'failed');
  ALTER TABLE "outbox" ALTER COLUMN "status" SET DEFAULT 'stored'::"public"."enum_outbox_status";
  ALTER TABLE "outbox" ALTER COLUMN "status" SET DATA TYPE "public"."enum_outbox_status" USING "status"::"public"."enum_outbox_status";
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
  DROP INDEX "quote_requests_status_idx";
  DROP INDEX "outbox_status_idx";
  ALTER TABLE "auth_attempts" ADD COLUMN "failures" jsonb;
  ALTER TABLE "auth_attempts" ADD COLUMN "attempts" jsonb;
  ALTER TABLE "quote_requests" DROP COLUMN "status";
  ALTER TABLE "quote_requests" DROP COLUMN "staff_note";
  ALTER TABLE "auth_attempts" DROP COLUMN "hits";
  ALTER TABLE "auth_attempts" DROP COLUMN "window_started_at";
  ALTER TABLE "outbox" DROP COLUMN "attempts";
  ALTER TABLE "outbox" DROP COLUMN "claimed_at";
  ALTER TABLE "outbox" DROP COLUMN "sealed";
  ALTER TABLE "site_settings" DROP COLUMN "requests_email";
  DROP TYPE "public"."enum_quote_requests_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
