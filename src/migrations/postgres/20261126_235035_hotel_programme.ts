import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_hotel_memberships_status" AS ENUM('decouverte', 'infiniment', 'collaborator');
  CREATE TYPE "public"."enum_hotel_memberships_enrolledat_tz" AS ENUM('Europe/Paris');
  CREATE TYPE "public"."enum_hotel_memberships_origin" AS ENUM('account', 'stay', 'collaborator');
  CREATE TYPE "public"."enum_hotel_stays_kind" AS ENUM('stay', 'cancellation', 'correction');
  CREATE TYPE "public"."enum_hotel_stays_source" AS ENUM('site', 'hotel-system', 'support');
  CREATE TYPE "public"."enum_hotel_card_renewals_status" AS ENUM('pending', 'done');
  CREATE TYPE "public"."enum_hotel_card_renewals_requestedat_tz" AS ENUM('Europe/Paris');
  CREATE TYPE "public"."enum_hotel_card_renewals_doneat_tz" AS ENUM('Europe/Paris');
  CREATE TYPE "public"."enum_hotel_card_renewals_locale" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum_hotel_programme_rules_advantages_status" AS ENUM('decouverte', 'infiniment', 'collaborator');
  ALTER TYPE "public"."enum_pages_blocks_member_pages_groups" ADD VALUE 'hotel' BEFORE 'rewards';
  ALTER TYPE "public"."enum__pages_v_blocks_member_pages_groups" ADD VALUE 'hotel' BEFORE 'rewards';
  ALTER TYPE "public"."enum_integration_clients_scopes" ADD VALUE 'stays-write';
  CREATE TABLE "pages_blocks_hotel_dashboard" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_hotel_dashboard_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hotel_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_hotel_card_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hotel_stays" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_hotel_stays_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_hotel_dashboard" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hotel_dashboard_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_hotel_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hotel_card_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_hotel_stays" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hotel_stays_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "hotel_memberships" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"status" "enum_hotel_memberships_status" DEFAULT 'decouverte' NOT NULL,
  	"infiniment_until" varchar,
  	"infiniment_number" varchar NOT NULL,
  	"ib_number" varchar,
  	"enrolled_at" timestamp(3) with time zone NOT NULL,
  	"enrolledat_tz" "enum_hotel_memberships_enrolledat_tz" DEFAULT 'Europe/Paris',
  	"origin" "enum_hotel_memberships_origin" DEFAULT 'account' NOT NULL,
  	"nights" numeric DEFAULT 0,
  	"stays" numeric DEFAULT 0,
  	"evaluated_on" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "hotel_stays" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"membership_id" integer NOT NULL,
  	"kind" "enum_hotel_stays_kind" DEFAULT 'correction' NOT NULL,
  	"source" "enum_hotel_stays_source" DEFAULT 'support' NOT NULL,
  	"entry_key" varchar,
  	"hotel_name" varchar,
  	"arrival" varchar,
  	"departure" varchar,
  	"nights" numeric NOT NULL,
  	"stays" numeric DEFAULT 0,
  	"reason" varchar,
  	"recorded_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "hotel_card_renewals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"membership_id" integer NOT NULL,
  	"email" varchar NOT NULL,
  	"status" "enum_hotel_card_renewals_status" DEFAULT 'pending' NOT NULL,
  	"requested_at" timestamp(3) with time zone NOT NULL,
  	"requestedat_tz" "enum_hotel_card_renewals_requestedat_tz" DEFAULT 'Europe/Paris',
  	"done_at" timestamp(3) with time zone,
  	"doneat_tz" "enum_hotel_card_renewals_doneat_tz" DEFAULT 'Europe/Paris',
  	"done_by" varchar,
  	"locale" "enum_hotel_card_renewals_locale" DEFAULT 'fr',
  	"pending_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "hotel_programme_rules_advantages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" "enum_hotel_programme_rules_advantages_status" NOT NULL
  );
  
  CREATE TABLE "hotel_programme_rules_advantages_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "hotel_programme_rules_collaborator_domains" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"domain" varchar NOT NULL
  );
  
  CREATE TABLE "hotel_programme_rules" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"infiniment_nights" numeric DEFAULT 10 NOT NULL,
  	"infiniment_stays" numeric DEFAULT 4 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'loyalty-evaluate', 'hotel-programme-evaluate', 'hotel-renewal-done-mail', 'send-casino-credit', 'expire-payments', 'deliver-mail');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'loyalty-evaluate', 'hotel-programme-evaluate', 'hotel-renewal-done-mail', 'send-casino-credit', 'expire-payments', 'deliver-mail');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "hotel_memberships_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "hotel_stays_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "hotel_card_renewals_id" integer;
  ALTER TABLE "pages_blocks_hotel_dashboard" ADD CONSTRAINT "pages_blocks_hotel_dashboard_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hotel_dashboard_locales" ADD CONSTRAINT "pages_blocks_hotel_dashboard_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hotel_dashboard"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hotel_card" ADD CONSTRAINT "pages_blocks_hotel_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hotel_card_locales" ADD CONSTRAINT "pages_blocks_hotel_card_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hotel_card"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hotel_stays" ADD CONSTRAINT "pages_blocks_hotel_stays_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hotel_stays_locales" ADD CONSTRAINT "pages_blocks_hotel_stays_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hotel_stays"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hotel_dashboard" ADD CONSTRAINT "_pages_v_blocks_hotel_dashboard_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hotel_dashboard_locales" ADD CONSTRAINT "_pages_v_blocks_hotel_dashboard_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hotel_dashboard"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hotel_card" ADD CONSTRAINT "_pages_v_blocks_hotel_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hotel_card_locales" ADD CONSTRAINT "_pages_v_blocks_hotel_card_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hotel_card"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hotel_stays" ADD CONSTRAINT "_pages_v_blocks_hotel_stays_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hotel_stays_locales" ADD CONSTRAINT "_pages_v_blocks_hotel_stays_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hotel_stays"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hotel_memberships" ADD CONSTRAINT "hotel_memberships_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "hotel_stays" ADD CONSTRAINT "hotel_stays_membership_id_hotel_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."hotel_memberships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "hotel_card_renewals" ADD CONSTRAINT "hotel_card_renewals_membership_id_hotel_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."hotel_memberships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "hotel_programme_rules_advantages" ADD CONSTRAINT "hotel_programme_rules_advantages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hotel_programme_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hotel_programme_rules_advantages_locales" ADD CONSTRAINT "hotel_programme_rules_advantages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hotel_programme_rules_advantages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hotel_programme_rules_collaborator_domains" ADD CONSTRAINT "hotel_programme_rules_collaborator_domains_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hotel_programme_rules"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_hotel_dashboard_order_idx" ON "pages_blocks_hotel_dashboard" USING btree ("_order");
  CREATE INDEX "pages_blocks_hotel_dashboard_parent_id_idx" ON "pages_blocks_hotel_dashboard" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hotel_dashboard_path_idx" ON "pages_blocks_hotel_dashboard" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_hotel_dashboard_locales_locale_parent_id_unique" ON "pages_blocks_hotel_dashboard_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_hotel_card_order_idx" ON "pages_blocks_hotel_card" USING btree ("_order");
  CREATE INDEX "pages_blocks_hotel_card_parent_id_idx" ON "pages_blocks_hotel_card" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hotel_card_path_idx" ON "pages_blocks_hotel_card" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_hotel_card_locales_locale_parent_id_unique" ON "pages_blocks_hotel_card_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_hotel_stays_order_idx" ON "pages_blocks_hotel_stays" USING btree ("_order");
  CREATE INDEX "pages_blocks_hotel_stays_parent_id_idx" ON "pages_blocks_hotel_stays" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hotel_stays_path_idx" ON "pages_blocks_hotel_stays" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_hotel_stays_locales_locale_parent_id_unique" ON "pages_blocks_hotel_stays_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_hotel_dashboard_order_idx" ON "_pages_v_blocks_hotel_dashboard" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hotel_dashboard_parent_id_idx" ON "_pages_v_blocks_hotel_dashboard" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hotel_dashboard_path_idx" ON "_pages_v_blocks_hotel_dashboard" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_hotel_dashboard_locales_locale_parent_id_uni" ON "_pages_v_blocks_hotel_dashboard_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_hotel_card_order_idx" ON "_pages_v_blocks_hotel_card" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hotel_card_parent_id_idx" ON "_pages_v_blocks_hotel_card" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hotel_card_path_idx" ON "_pages_v_blocks_hotel_card" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_hotel_card_locales_locale_parent_id_unique" ON "_pages_v_blocks_hotel_card_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_hotel_stays_order_idx" ON "_pages_v_blocks_hotel_stays" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hotel_stays_parent_id_idx" ON "_pages_v_blocks_hotel_stays" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hotel_stays_path_idx" ON "_pages_v_blocks_hotel_stays" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_hotel_stays_locales_locale_parent_id_unique" ON "_pages_v_blocks_hotel_stays_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "hotel_memberships_member_idx" ON "hotel_memberships" USING btree ("member_id");
  CREATE INDEX "hotel_memberships_status_idx" ON "hotel_memberships" USING btree ("status");
  CREATE UNIQUE INDEX "hotel_memberships_infiniment_number_idx" ON "hotel_memberships" USING btree ("infiniment_number");
  CREATE INDEX "hotel_memberships_ib_number_idx" ON "hotel_memberships" USING btree ("ib_number");
  CREATE INDEX "hotel_memberships_updated_at_idx" ON "hotel_memberships" USING btree ("updated_at");
  CREATE INDEX "hotel_memberships_created_at_idx" ON "hotel_memberships" USING btree ("created_at");
  CREATE INDEX "hotel_stays_membership_idx" ON "hotel_stays" USING btree ("membership_id");
  CREATE UNIQUE INDEX "hotel_stays_entry_key_idx" ON "hotel_stays" USING btree ("entry_key");
  CREATE INDEX "hotel_stays_updated_at_idx" ON "hotel_stays" USING btree ("updated_at");
  CREATE INDEX "hotel_stays_created_at_idx" ON "hotel_stays" USING btree ("created_at");
  CREATE INDEX "hotel_card_renewals_membership_idx" ON "hotel_card_renewals" USING btree ("membership_id");
  CREATE INDEX "hotel_card_renewals_status_idx" ON "hotel_card_renewals" USING btree ("status");
  CREATE UNIQUE INDEX "hotel_card_renewals_pending_key_idx" ON "hotel_card_renewals" USING btree ("pending_key");
  CREATE INDEX "hotel_card_renewals_updated_at_idx" ON "hotel_card_renewals" USING btree ("updated_at");
  CREATE INDEX "hotel_card_renewals_created_at_idx" ON "hotel_card_renewals" USING btree ("created_at");
  CREATE INDEX "hotel_programme_rules_advantages_order_idx" ON "hotel_programme_rules_advantages" USING btree ("_order");
  CREATE INDEX "hotel_programme_rules_advantages_parent_id_idx" ON "hotel_programme_rules_advantages" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "hotel_programme_rules_advantages_locales_locale_parent_id_un" ON "hotel_programme_rules_advantages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "hotel_programme_rules_collaborator_domains_order_idx" ON "hotel_programme_rules_collaborator_domains" USING btree ("_order");
  CREATE INDEX "hotel_programme_rules_collaborator_domains_parent_id_idx" ON "hotel_programme_rules_collaborator_domains" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_hotel_memberships_fk" FOREIGN KEY ("hotel_memberships_id") REFERENCES "public"."hotel_memberships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_hotel_stays_fk" FOREIGN KEY ("hotel_stays_id") REFERENCES "public"."hotel_stays"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_hotel_card_renewals_fk" FOREIGN KEY ("hotel_card_renewals_id") REFERENCES "public"."hotel_card_renewals"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_hotel_memberships_id_idx" ON "payload_locked_documents_rels" USING btree ("hotel_memberships_id");
  CREATE INDEX "payload_locked_documents_rels_hotel_stays_id_idx" ON "payload_locked_documents_rels" USING btree ("hotel_stays_id");
  CREATE INDEX "payload_locked_documents_rels_hotel_card_renewals_id_idx" ON "payload_locked_documents_rels" USING btree ("hotel_card_renewals_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_hotel_dashboard" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hotel_dashboard_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hotel_card" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hotel_card_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hotel_stays" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hotel_stays_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hotel_dashboard" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hotel_dashboard_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hotel_card" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hotel_card_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hotel_stays" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hotel_stays_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hotel_memberships" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hotel_stays" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hotel_card_renewals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hotel_programme_rules_advantages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hotel_programme_rules_advantages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hotel_programme_rules_collaborator_domains" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hotel_programme_rules" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_hotel_dashboard" CASCADE;
  DROP TABLE "pages_blocks_hotel_dashboard_locales" CASCADE;
  DROP TABLE "pages_blocks_hotel_card" CASCADE;
  DROP TABLE "pages_blocks_hotel_card_locales" CASCADE;
  DROP TABLE "pages_blocks_hotel_stays" CASCADE;
  DROP TABLE "pages_blocks_hotel_stays_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_hotel_dashboard" CASCADE;
  DROP TABLE "_pages_v_blocks_hotel_dashboard_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_hotel_card" CASCADE;
  DROP TABLE "_pages_v_blocks_hotel_card_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_hotel_stays" CASCADE;
  DROP TABLE "_pages_v_blocks_hotel_stays_locales" CASCADE;
  DROP TABLE "hotel_memberships" CASCADE;
  DROP TABLE "hotel_stays" CASCADE;
  DROP TABLE "hotel_card_renewals" CASCADE;
  DROP TABLE "hotel_programme_rules_advantages" CASCADE;
  DROP TABLE "hotel_programme_rules_advantages_locales" CASCADE;
  DROP TABLE "hotel_programme_rules_collaborator_domains" CASCADE;
  DROP TABLE "hotel_programme_rules" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_hotel_memberships_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_hotel_stays_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_hotel_card_renewals_fk";
  
  ALTER TABLE "pages_blocks_member_pages_groups" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_pages_blocks_member_pages_groups";
  CREATE TYPE "public"."enum_pages_blocks_member_pages_groups" AS ENUM('loyalty', 'rewards', 'bookings', 'account');
  ALTER TABLE "pages_blocks_member_pages_groups" ALTER COLUMN "value" SET DATA TYPE "public"."enum_pages_blocks_member_pages_groups" USING "value"::"public"."enum_pages_blocks_member_pages_groups";
  ALTER TABLE "_pages_v_blocks_member_pages_groups" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum__pages_v_blocks_member_pages_groups";
  CREATE TYPE "public"."enum__pages_v_blocks_member_pages_groups" AS ENUM('loyalty', 'rewards', 'bookings', 'account');
  ALTER TABLE "_pages_v_blocks_member_pages_groups" ALTER COLUMN "value" SET DATA TYPE "public"."enum__pages_v_blocks_member_pages_groups" USING "value"::"public"."enum__pages_v_blocks_member_pages_groups";
  ALTER TABLE "integration_clients_scopes" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_integration_clients_scopes";
  CREATE TYPE "public"."enum_integration_clients_scopes" AS ENUM('play-events', 'cards', 'jackpots');
  ALTER TABLE "integration_clients_scopes" ALTER COLUMN "value" SET DATA TYPE "public"."enum_integration_clients_scopes" USING "value"::"public"."enum_integration_clients_scopes";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliver-mail', 'loyalty-evaluate', 'send-casino-credit', 'expire-payments');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliver-mail', 'loyalty-evaluate', 'send-casino-credit', 'expire-payments');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_hotel_memberships_id_idx";
  DROP INDEX "payload_locked_documents_rels_hotel_stays_id_idx";
  DROP INDEX "payload_locked_documents_rels_hotel_card_renewals_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "hotel_memberships_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "hotel_stays_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "hotel_card_renewals_id";
  DROP TYPE "public"."enum_hotel_memberships_status";
  DROP TYPE "public"."enum_hotel_memberships_enrolledat_tz";
  DROP TYPE "public"."enum_hotel_memberships_origin";
  DROP TYPE "public"."enum_hotel_stays_kind";
  DROP TYPE "public"."enum_hotel_stays_source";
  DROP TYPE "public"."enum_hotel_card_renewals_status";
  DROP TYPE "public"."enum_hotel_card_renewals_requestedat_tz";
  DROP TYPE "public"."enum_hotel_card_renewals_doneat_tz";
  DROP TYPE "public"."enum_hotel_card_renewals_locale";
  DROP TYPE "public"."enum_hotel_programme_rules_advantages_status";`)
}
