import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_erasure_requests_status" AS ENUM('pending', 'cancelled', 'erasing', 'erased');
  CREATE TYPE "public"."enum_erasure_requests_locale" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum_erasure_requests_requestedat_tz" AS ENUM('Europe/Paris');
  CREATE TYPE "public"."enum_erasure_requests_dueat_tz" AS ENUM('Europe/Paris');
  CREATE TYPE "public"."enum_erasure_requests_cancelledat_tz" AS ENUM('Europe/Paris');
  CREATE TYPE "public"."enum_erasure_requests_erasedat_tz" AS ENUM('Europe/Paris');
  ALTER TYPE "public"."enum_members_state" ADD VALUE 'Closed';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'erase-closed-accounts' BEFORE 'deliver-mail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'erase-closed-accounts' BEFORE 'deliver-mail';
  CREATE TABLE "pages_blocks_account_closure" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_account_closure_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_account_closure" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_account_closure_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "erasure_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"status" "enum_erasure_requests_status" DEFAULT 'pending' NOT NULL,
  	"locale" "enum_erasure_requests_locale" NOT NULL,
  	"requested_at" timestamp(3) with time zone NOT NULL,
  	"requestedat_tz" "enum_erasure_requests_requestedat_tz" DEFAULT 'Europe/Paris',
  	"due_at" timestamp(3) with time zone NOT NULL,
  	"dueat_tz" "enum_erasure_requests_dueat_tz" DEFAULT 'Europe/Paris',
  	"cancelled_at" timestamp(3) with time zone,
  	"cancelledat_tz" "enum_erasure_requests_cancelledat_tz" DEFAULT 'Europe/Paris',
  	"erased_at" timestamp(3) with time zone,
  	"erasedat_tz" "enum_erasure_requests_erasedat_tz" DEFAULT 'Europe/Paris',
  	"slot_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "outbox" ADD COLUMN "forget_on_delivery" boolean;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "erasure_requests_id" integer;
  ALTER TABLE "pages_blocks_account_closure" ADD CONSTRAINT "pages_blocks_account_closure_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_account_closure_locales" ADD CONSTRAINT "pages_blocks_account_closure_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_account_closure"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_account_closure" ADD CONSTRAINT "_pages_v_blocks_account_closure_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_account_closure_locales" ADD CONSTRAINT "_pages_v_blocks_account_closure_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_account_closure"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_account_closure_order_idx" ON "pages_blocks_account_closure" USING btree ("_order");
  CREATE INDEX "pages_blocks_account_closure_parent_id_idx" ON "pages_blocks_account_closure" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_account_closure_path_idx" ON "pages_blocks_account_closure" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_account_closure_locales_locale_parent_id_unique" ON "pages_blocks_account_closure_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_account_closure_order_idx" ON "_pages_v_blocks_account_closure" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_account_closure_parent_id_idx" ON "_pages_v_blocks_account_closure" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_account_closure_path_idx" ON "_pages_v_blocks_account_closure" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_account_closure_locales_locale_parent_id_uni" ON "_pages_v_blocks_account_closure_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "erasure_requests_member_idx" ON "erasure_requests" USING btree ("member_id");
  CREATE INDEX "erasure_requests_status_idx" ON "erasure_requests" USING btree ("status");
  CREATE INDEX "erasure_requests_due_at_idx" ON "erasure_requests" USING btree ("due_at");
  CREATE UNIQUE INDEX "erasure_requests_slot_key_idx" ON "erasure_requests" USING btree ("slot_key");
  CREATE INDEX "erasure_requests_updated_at_idx" ON "erasure_requests" USING btree ("updated_at");
  CREATE INDEX "erasure_requests_created_at_idx" ON "erasure_requests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_erasure_requests_fk" FOREIGN KEY ("erasure_requests_id") REFERENCES "public"."erasure_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_erasure_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("erasure_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_account_closure" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_account_closure_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_account_closure" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_account_closure_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "erasure_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_account_closure" CASCADE;
  DROP TABLE "pages_blocks_account_closure_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_account_closure" CASCADE;
  DROP TABLE "_pages_v_blocks_account_closure_locales" CASCADE;
  DROP TABLE "erasure_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_erasure_requests_fk";
  
  ALTER TABLE "members" ALTER COLUMN "state" SET DATA TYPE text;
  ALTER TABLE "members" ALTER COLUMN "state" SET DEFAULT 'PreMember'::text;
  DROP TYPE "public"."enum_members_state";
  CREATE TYPE "public"."enum_members_state" AS ENUM('Active', 'PreMember');
  ALTER TABLE "members" ALTER COLUMN "state" SET DEFAULT 'PreMember'::"public"."enum_members_state";
  ALTER TABLE "members" ALTER COLUMN "state" SET DATA TYPE "public"."enum_members_state" USING "state"::"public"."enum_members_state";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'loyalty-evaluate', 'hotel-programme-evaluate', 'hotel-renewal-done-mail', 'integration-errors-purge', 'send-casino-credit', 'expire-payments', 'build-data-export', 'delete-expired-data-exports', 'deliver-mail');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'loyalty-evaluate', 'hotel-programme-evaluate', 'hotel-renewal-done-mail', 'integration-errors-purge', 'send-casino-credit', 'expire-payments', 'build-data-export', 'delete-expired-data-exports', 'deliver-mail');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_erasure_requests_id_idx";
  ALTER TABLE "outbox" DROP COLUMN "forget_on_delivery";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "erasure_requests_id";
  DROP TYPE "public"."enum_erasure_requests_status";
  DROP TYPE "public"."enum_erasure_requests_locale";
  DROP TYPE "public"."enum_erasure_requests_requestedat_tz";
  DROP TYPE "public"."enum_erasure_requests_dueat_tz";
  DROP TYPE "public"."enum_erasure_requests_cancelledat_tz";
  DROP TYPE "public"."enum_erasure_requests_erasedat_tz";`)
}
