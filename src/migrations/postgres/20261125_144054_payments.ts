import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_payments_status" AS ENUM('created', 'pending', 'paid', 'failed', 'canceled', 'refunded');
  CREATE TYPE "public"."enum_payments_purpose" AS ENUM('tournament', 'machine');
  CREATE TYPE "public"."enum_payments_locale" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum_payments_provider" AS ENUM('sandbox', 'stripe');
  CREATE TYPE "public"."enum_tournament_registrations_status" AS ENUM('held', 'confirmed', 'released', 'canceled');
  CREATE TYPE "public"."enum_casino_credits_status" AS ENUM('pending', 'sending', 'sent', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'send-casino-credit';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'expire-payments';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'send-casino-credit';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'expire-payments';
  CREATE TABLE "pages_blocks_tournament_registration" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"casino_id" integer,
  	"limit" numeric DEFAULT 6,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_tournament_registration_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_my_tournaments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_my_tournaments_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_machine_payments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_machine_payments_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_tournament_registration" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"casino_id" integer,
  	"limit" numeric DEFAULT 6,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_tournament_registration_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_my_tournaments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_my_tournaments_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_machine_payments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_machine_payments_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"status" "enum_payments_status" DEFAULT 'created' NOT NULL,
  	"purpose" "enum_payments_purpose" NOT NULL,
  	"member_id" integer NOT NULL,
  	"amount_cents" numeric NOT NULL,
  	"currency" varchar DEFAULT 'EUR' NOT NULL,
  	"description" varchar NOT NULL,
  	"locale" "enum_payments_locale" DEFAULT 'fr' NOT NULL,
  	"provider" "enum_payments_provider" NOT NULL,
  	"provider_ref" varchar,
  	"redirect_url" varchar,
  	"expires_at" timestamp(3) with time zone,
  	"tournament_id" integer,
  	"casino_trigram" varchar,
  	"machine_id" varchar,
  	"settled_at" timestamp(3) with time zone,
  	"refund_ref" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payment_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"payment_id" integer NOT NULL,
  	"event" varchar NOT NULL,
  	"from_status" varchar,
  	"to_status" varchar,
  	"author" varchar NOT NULL,
  	"notification_id" varchar,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tournament_registrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"active_key" varchar NOT NULL,
  	"tournament_id" integer NOT NULL,
  	"member_id" integer NOT NULL,
  	"status" "enum_tournament_registrations_status" DEFAULT 'held' NOT NULL,
  	"hold_expires_at" timestamp(3) with time zone,
  	"buy_in_cents" numeric NOT NULL,
  	"payment_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tournament_seat_counters" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tournament_id" numeric NOT NULL,
  	"taken" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "machine_spend_counters" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"spent_cents" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payment_caps" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"daily_cents" numeric,
  	"weekly_cents" numeric,
  	"pending_daily_cents" numeric,
  	"pending_weekly_cents" numeric,
  	"pending_from" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "casino_credits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"credit_id" varchar NOT NULL,
  	"payment_id" integer NOT NULL,
  	"casino_trigram" varchar NOT NULL,
  	"machine_id" varchar NOT NULL,
  	"amount_cents" numeric NOT NULL,
  	"status" "enum_casino_credits_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"last_error" varchar,
  	"claimed_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "machine_payment_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"min_cents" numeric NOT NULL,
  	"max_cents" numeric NOT NULL,
  	"step_cents" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "casinos" ADD COLUMN "trigram" varchar;
  ALTER TABLE "_casinos_v" ADD COLUMN "version_trigram" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payment_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tournament_registrations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tournament_seat_counters_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "machine_spend_counters_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payment_caps_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "casino_credits_id" integer;
  ALTER TABLE "pages_blocks_tournament_registration" ADD CONSTRAINT "pages_blocks_tournament_registration_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_tournament_registration" ADD CONSTRAINT "pages_blocks_tournament_registration_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tournament_registration_locales" ADD CONSTRAINT "pages_blocks_tournament_registration_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_tournament_registration"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_my_tournaments" ADD CONSTRAINT "pages_blocks_my_tournaments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_my_tournaments_locales" ADD CONSTRAINT "pages_blocks_my_tournaments_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_my_tournaments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_machine_payments" ADD CONSTRAINT "pages_blocks_machine_payments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_machine_payments_locales" ADD CONSTRAINT "pages_blocks_machine_payments_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_machine_payments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tournament_registration" ADD CONSTRAINT "_pages_v_blocks_tournament_registration_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tournament_registration" ADD CONSTRAINT "_pages_v_blocks_tournament_registration_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tournament_registration_locales" ADD CONSTRAINT "_pages_v_blocks_tournament_registration_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_tournament_registration"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_my_tournaments" ADD CONSTRAINT "_pages_v_blocks_my_tournaments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_my_tournaments_locales" ADD CONSTRAINT "_pages_v_blocks_my_tournaments_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_my_tournaments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_machine_payments" ADD CONSTRAINT "_pages_v_blocks_machine_payments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_machine_payments_locales" ADD CONSTRAINT "_pages_v_blocks_machine_payments_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_machine_payments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tournament_registrations" ADD CONSTRAINT "tournament_registrations_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tournament_registrations" ADD CONSTRAINT "tournament_registrations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tournament_registrations" ADD CONSTRAINT "tournament_registrations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payment_caps" ADD CONSTRAINT "payment_caps_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "casino_credits" ADD CONSTRAINT "casino_credits_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_tournament_registration_order_idx" ON "pages_blocks_tournament_registration" USING btree ("_order");
  CREATE INDEX "pages_blocks_tournament_registration_parent_id_idx" ON "pages_blocks_tournament_registration" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_tournament_registration_path_idx" ON "pages_blocks_tournament_registration" USING btree ("_path");
  CREATE INDEX "pages_blocks_tournament_registration_casino_idx" ON "pages_blocks_tournament_registration" USING btree ("casino_id");
  CREATE UNIQUE INDEX "pages_blocks_tournament_registration_locales_locale_parent_i" ON "pages_blocks_tournament_registration_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_my_tournaments_order_idx" ON "pages_blocks_my_tournaments" USING btree ("_order");
  CREATE INDEX "pages_blocks_my_tournaments_parent_id_idx" ON "pages_blocks_my_tournaments" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_my_tournaments_path_idx" ON "pages_blocks_my_tournaments" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_my_tournaments_locales_locale_parent_id_unique" ON "pages_blocks_my_tournaments_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_machine_payments_order_idx" ON "pages_blocks_machine_payments" USING btree ("_order");
  CREATE INDEX "pages_blocks_machine_payments_parent_id_idx" ON "pages_blocks_machine_payments" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_machine_payments_path_idx" ON "pages_blocks_machine_payments" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_machine_payments_locales_locale_parent_id_uniqu" ON "pages_blocks_machine_payments_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_tournament_registration_order_idx" ON "_pages_v_blocks_tournament_registration" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_tournament_registration_parent_id_idx" ON "_pages_v_blocks_tournament_registration" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_tournament_registration_path_idx" ON "_pages_v_blocks_tournament_registration" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_tournament_registration_casino_idx" ON "_pages_v_blocks_tournament_registration" USING btree ("casino_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_tournament_registration_locales_locale_paren" ON "_pages_v_blocks_tournament_registration_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_my_tournaments_order_idx" ON "_pages_v_blocks_my_tournaments" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_my_tournaments_parent_id_idx" ON "_pages_v_blocks_my_tournaments" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_my_tournaments_path_idx" ON "_pages_v_blocks_my_tournaments" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_my_tournaments_locales_locale_parent_id_uniq" ON "_pages_v_blocks_my_tournaments_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_machine_payments_order_idx" ON "_pages_v_blocks_machine_payments" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_machine_payments_parent_id_idx" ON "_pages_v_blocks_machine_payments" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_machine_payments_path_idx" ON "_pages_v_blocks_machine_payments" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_machine_payments_locales_locale_parent_id_un" ON "_pages_v_blocks_machine_payments_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "payments_reference_idx" ON "payments" USING btree ("reference");
  CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status");
  CREATE INDEX "payments_purpose_idx" ON "payments" USING btree ("purpose");
  CREATE INDEX "payments_member_idx" ON "payments" USING btree ("member_id");
  CREATE INDEX "payments_provider_ref_idx" ON "payments" USING btree ("provider_ref");
  CREATE INDEX "payments_tournament_idx" ON "payments" USING btree ("tournament_id");
  CREATE INDEX "payments_machine_id_idx" ON "payments" USING btree ("machine_id");
  CREATE INDEX "payments_updated_at_idx" ON "payments" USING btree ("updated_at");
  CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");
  CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id");
  CREATE UNIQUE INDEX "payment_events_notification_id_idx" ON "payment_events" USING btree ("notification_id");
  CREATE INDEX "payment_events_updated_at_idx" ON "payment_events" USING btree ("updated_at");
  CREATE INDEX "payment_events_created_at_idx" ON "payment_events" USING btree ("created_at");
  CREATE UNIQUE INDEX "tournament_registrations_reference_idx" ON "tournament_registrations" USING btree ("reference");
  CREATE UNIQUE INDEX "tournament_registrations_active_key_idx" ON "tournament_registrations" USING btree ("active_key");
  CREATE INDEX "tournament_registrations_tournament_idx" ON "tournament_registrations" USING btree ("tournament_id");
  CREATE INDEX "tournament_registrations_member_idx" ON "tournament_registrations" USING btree ("member_id");
  CREATE INDEX "tournament_registrations_status_idx" ON "tournament_registrations" USING btree ("status");
  CREATE INDEX "tournament_registrations_payment_idx" ON "tournament_registrations" USING btree ("payment_id");
  CREATE INDEX "tournament_registrations_updated_at_idx" ON "tournament_registrations" USING btree ("updated_at");
  CREATE INDEX "tournament_registrations_created_at_idx" ON "tournament_registrations" USING btree ("created_at");
  CREATE UNIQUE INDEX "tournament_seat_counters_tournament_id_idx" ON "tournament_seat_counters" USING btree ("tournament_id");
  CREATE INDEX "tournament_seat_counters_updated_at_idx" ON "tournament_seat_counters" USING btree ("updated_at");
  CREATE INDEX "tournament_seat_counters_created_at_idx" ON "tournament_seat_counters" USING btree ("created_at");
  CREATE UNIQUE INDEX "machine_spend_counters_key_idx" ON "machine_spend_counters" USING btree ("key");
  CREATE INDEX "machine_spend_counters_updated_at_idx" ON "machine_spend_counters" USING btree ("updated_at");
  CREATE INDEX "machine_spend_counters_created_at_idx" ON "machine_spend_counters" USING btree ("created_at");
  CREATE UNIQUE INDEX "payment_caps_member_idx" ON "payment_caps" USING btree ("member_id");
  CREATE INDEX "payment_caps_updated_at_idx" ON "payment_caps" USING btree ("updated_at");
  CREATE INDEX "payment_caps_created_at_idx" ON "payment_caps" USING btree ("created_at");
  CREATE UNIQUE INDEX "casino_credits_credit_id_idx" ON "casino_credits" USING btree ("credit_id");
  CREATE UNIQUE INDEX "casino_credits_payment_idx" ON "casino_credits" USING btree ("payment_id");
  CREATE INDEX "casino_credits_status_idx" ON "casino_credits" USING btree ("status");
  CREATE INDEX "casino_credits_updated_at_idx" ON "casino_credits" USING btree ("updated_at");
  CREATE INDEX "casino_credits_created_at_idx" ON "casino_credits" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payments_fk" FOREIGN KEY ("payments_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payment_events_fk" FOREIGN KEY ("payment_events_id") REFERENCES "public"."payment_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tournament_registrations_fk" FOREIGN KEY ("tournament_registrations_id") REFERENCES "public"."tournament_registrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tournament_seat_counters_fk" FOREIGN KEY ("tournament_seat_counters_id") REFERENCES "public"."tournament_seat_counters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_machine_spend_counters_fk" FOREIGN KEY ("machine_spend_counters_id") REFERENCES "public"."machine_spend_counters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payment_caps_fk" FOREIGN KEY ("payment_caps_id") REFERENCES "public"."payment_caps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_casino_credits_fk" FOREIGN KEY ("casino_credits_id") REFERENCES "public"."casino_credits"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "casinos_trigram_idx" ON "casinos" USING btree ("trigram");
  CREATE INDEX "_casinos_v_version_version_trigram_idx" ON "_casinos_v" USING btree ("version_trigram");
  CREATE INDEX "payload_locked_documents_rels_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("payments_id");
  CREATE INDEX "payload_locked_documents_rels_payment_events_id_idx" ON "payload_locked_documents_rels" USING btree ("payment_events_id");
  CREATE INDEX "payload_locked_documents_rels_tournament_registrations_i_idx" ON "payload_locked_documents_rels" USING btree ("tournament_registrations_id");
  CREATE INDEX "payload_locked_documents_rels_tournament_seat_counters_i_idx" ON "payload_locked_documents_rels" USING btree ("tournament_seat_counters_id");
  CREATE INDEX "payload_locked_documents_rels_machine_spend_counters_id_idx" ON "payload_locked_documents_rels" USING btree ("machine_spend_counters_id");
  CREATE INDEX "payload_locked_documents_rels_payment_caps_id_idx" ON "payload_locked_documents_rels" USING btree ("payment_caps_id");
  CREATE INDEX "payload_locked_documents_rels_casino_credits_id_idx" ON "payload_locked_documents_rels" USING btree ("casino_credits_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_tournament_registration" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_tournament_registration_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_my_tournaments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_my_tournaments_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_machine_payments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_machine_payments_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_tournament_registration" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_tournament_registration_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_my_tournaments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_my_tournaments_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_machine_payments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_machine_payments_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payment_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tournament_registrations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tournament_seat_counters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "machine_spend_counters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payment_caps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "casino_credits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "machine_payment_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_tournament_registration" CASCADE;
  DROP TABLE "pages_blocks_tournament_registration_locales" CASCADE;
  DROP TABLE "pages_blocks_my_tournaments" CASCADE;
  DROP TABLE "pages_blocks_my_tournaments_locales" CASCADE;
  DROP TABLE "pages_blocks_machine_payments" CASCADE;
  DROP TABLE "pages_blocks_machine_payments_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_tournament_registration" CASCADE;
  DROP TABLE "_pages_v_blocks_tournament_registration_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_my_tournaments" CASCADE;
  DROP TABLE "_pages_v_blocks_my_tournaments_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_machine_payments" CASCADE;
  DROP TABLE "_pages_v_blocks_machine_payments_locales" CASCADE;
  DROP TABLE "payments" CASCADE;
  DROP TABLE "payment_events" CASCADE;
  DROP TABLE "tournament_registrations" CASCADE;
  DROP TABLE "tournament_seat_counters" CASCADE;
  DROP TABLE "machine_spend_counters" CASCADE;
  DROP TABLE "payment_caps" CASCADE;
  DROP TABLE "casino_credits" CASCADE;
  DROP TABLE "machine_payment_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payment_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tournament_registrations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tournament_seat_counters_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_machine_spend_counters_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payment_caps_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_casino_credits_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliver-mail', 'loyalty-evaluate');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliver-mail', 'loyalty-evaluate');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "casinos_trigram_idx";
  DROP INDEX "_casinos_v_version_version_trigram_idx";
  DROP INDEX "payload_locked_documents_rels_payments_id_idx";
  DROP INDEX "payload_locked_documents_rels_payment_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_tournament_registrations_i_idx";
  DROP INDEX "payload_locked_documents_rels_tournament_seat_counters_i_idx";
  DROP INDEX "payload_locked_documents_rels_machine_spend_counters_id_idx";
  DROP INDEX "payload_locked_documents_rels_payment_caps_id_idx";
  DROP INDEX "payload_locked_documents_rels_casino_credits_id_idx";
  ALTER TABLE "casinos" DROP COLUMN "trigram";
  ALTER TABLE "_casinos_v" DROP COLUMN "version_trigram";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payment_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tournament_registrations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tournament_seat_counters_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "machine_spend_counters_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payment_caps_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "casino_credits_id";
  DROP TYPE "public"."enum_payments_status";
  DROP TYPE "public"."enum_payments_purpose";
  DROP TYPE "public"."enum_payments_locale";
  DROP TYPE "public"."enum_payments_provider";
  DROP TYPE "public"."enum_tournament_registrations_status";
  DROP TYPE "public"."enum_casino_credits_status";`)
}
