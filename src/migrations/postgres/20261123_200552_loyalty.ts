import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_loyalty_entries_kind" AS ENUM('play', 'bonus', 'lucky-date-bonus', 'sponsorship', 'redemption', 'refund', 'adjustment', 'expiry');
  CREATE TYPE "public"."enum_loyalty_entries_activity" AS ENUM('slots', 'table-games', 'restaurant', 'bar', 'hotel', 'show');
  CREATE TYPE "public"."enum_loyalty_entries_author_kind" AS ENUM('system', 'integration', 'staff');
  CREATE TYPE "public"."enum_loyalty_accounts_status" AS ENUM('White', 'Silver', 'Gold', 'Black');
  CREATE TYPE "public"."enum_integration_clients_scopes" AS ENUM('play-events', 'cards', 'jackpots');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'loyalty-evaluate';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'loyalty-evaluate';
  CREATE TABLE "loyalty_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"reward_points" numeric DEFAULT 0 NOT NULL,
  	"status_points" numeric DEFAULT 0 NOT NULL,
  	"reason" varchar,
  	"kind" "enum_loyalty_entries_kind" DEFAULT 'adjustment' NOT NULL,
  	"occurred_at" timestamp(3) with time zone NOT NULL,
  	"period" numeric NOT NULL,
  	"activity" "enum_loyalty_entries_activity",
  	"amount_cents" numeric,
  	"casino_id" integer,
  	"author_kind" "enum_loyalty_entries_author_kind" DEFAULT 'staff' NOT NULL,
  	"author_user_id" integer,
  	"author_client_id" integer,
  	"source_ref" varchar,
  	"idempotency_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "loyalty_accounts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"reward_points" numeric DEFAULT 0 NOT NULL,
  	"status" "enum_loyalty_accounts_status" DEFAULT 'White' NOT NULL,
  	"status_rank" numeric DEFAULT 0 NOT NULL,
  	"exclusivity_until" varchar,
  	"points_expiring_soon" numeric DEFAULT 0 NOT NULL,
  	"evaluated_on" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "loyalty_period_points" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"period" numeric NOT NULL,
  	"status_points" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "integration_clients_scopes" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_integration_clients_scopes",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "integration_clients" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"key_prefix" varchar,
  	"key_hash" varchar,
  	"revoked" boolean DEFAULT false,
  	"last_used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "loyalty_rules" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"thresholds_silver" numeric DEFAULT 2500 NOT NULL,
  	"thresholds_gold" numeric DEFAULT 10000 NOT NULL,
  	"thresholds_black" numeric DEFAULT 40000 NOT NULL,
  	"earning_slots_reward" numeric DEFAULT 10 NOT NULL,
  	"earning_slots_status" numeric DEFAULT 10 NOT NULL,
  	"earning_table_games_reward" numeric DEFAULT 10 NOT NULL,
  	"earning_table_games_status" numeric DEFAULT 10 NOT NULL,
  	"earning_restaurant_reward" numeric DEFAULT 20 NOT NULL,
  	"earning_restaurant_status" numeric DEFAULT 20 NOT NULL,
  	"earning_bar_reward" numeric DEFAULT 20 NOT NULL,
  	"earning_bar_status" numeric DEFAULT 20 NOT NULL,
  	"earning_hotel_reward" numeric DEFAULT 30 NOT NULL,
  	"earning_hotel_status" numeric DEFAULT 30 NOT NULL,
  	"earning_show_reward" numeric DEFAULT 20 NOT NULL,
  	"earning_show_status" numeric DEFAULT 20 NOT NULL,
  	"lucky_day_multiplier" numeric DEFAULT 2 NOT NULL,
  	"point_value_points" numeric DEFAULT 3100 NOT NULL,
  	"point_value_cents" numeric DEFAULT 500 NOT NULL,
  	"show_discount_white" numeric DEFAULT 10 NOT NULL,
  	"show_discount_silver" numeric DEFAULT 20 NOT NULL,
  	"show_discount_gold" numeric DEFAULT 20 NOT NULL,
  	"show_discount_black" numeric DEFAULT 20 NOT NULL,
  	"bar_restaurant_discount_white" numeric DEFAULT 0 NOT NULL,
  	"bar_restaurant_discount_silver" numeric DEFAULT 0 NOT NULL,
  	"bar_restaurant_discount_gold" numeric DEFAULT 0 NOT NULL,
  	"bar_restaurant_discount_black" numeric DEFAULT 10 NOT NULL,
  	"expiry_enabled" boolean DEFAULT false,
  	"expiry_months" numeric DEFAULT 24 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "jackpots" ADD COLUMN "source_client_id" integer;
  ALTER TABLE "jackpots" ADD COLUMN "external_id" varchar;
  ALTER TABLE "members" ADD COLUMN "lucky_days_changed_at" timestamp(3) with time zone;
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "loyalty_entries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "loyalty_accounts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "loyalty_period_points_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "integration_clients_id" integer;
  ALTER TABLE "loyalty_entries" ADD CONSTRAINT "loyalty_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "loyalty_entries" ADD CONSTRAINT "loyalty_entries_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "loyalty_entries" ADD CONSTRAINT "loyalty_entries_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "loyalty_entries" ADD CONSTRAINT "loyalty_entries_author_client_id_integration_clients_id_fk" FOREIGN KEY ("author_client_id") REFERENCES "public"."integration_clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "loyalty_accounts" ADD CONSTRAINT "loyalty_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "loyalty_period_points" ADD CONSTRAINT "loyalty_period_points_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "integration_clients_scopes" ADD CONSTRAINT "integration_clients_scopes_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."integration_clients"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "loyalty_entries_member_idx" ON "loyalty_entries" USING btree ("member_id");
  CREATE INDEX "loyalty_entries_kind_idx" ON "loyalty_entries" USING btree ("kind");
  CREATE INDEX "loyalty_entries_occurred_at_idx" ON "loyalty_entries" USING btree ("occurred_at");
  CREATE INDEX "loyalty_entries_period_idx" ON "loyalty_entries" USING btree ("period");
  CREATE INDEX "loyalty_entries_casino_idx" ON "loyalty_entries" USING btree ("casino_id");
  CREATE INDEX "loyalty_entries_author_user_idx" ON "loyalty_entries" USING btree ("author_user_id");
  CREATE INDEX "loyalty_entries_author_client_idx" ON "loyalty_entries" USING btree ("author_client_id");
  CREATE UNIQUE INDEX "loyalty_entries_idempotency_key_idx" ON "loyalty_entries" USING btree ("idempotency_key");
  CREATE INDEX "loyalty_entries_updated_at_idx" ON "loyalty_entries" USING btree ("updated_at");
  CREATE INDEX "loyalty_entries_created_at_idx" ON "loyalty_entries" USING btree ("created_at");
  CREATE UNIQUE INDEX "loyalty_accounts_member_idx" ON "loyalty_accounts" USING btree ("member_id");
  CREATE INDEX "loyalty_accounts_updated_at_idx" ON "loyalty_accounts" USING btree ("updated_at");
  CREATE INDEX "loyalty_accounts_created_at_idx" ON "loyalty_accounts" USING btree ("created_at");
  CREATE INDEX "loyalty_period_points_member_idx" ON "loyalty_period_points" USING btree ("member_id");
  CREATE INDEX "loyalty_period_points_updated_at_idx" ON "loyalty_period_points" USING btree ("updated_at");
  CREATE INDEX "loyalty_period_points_created_at_idx" ON "loyalty_period_points" USING btree ("created_at");
  CREATE UNIQUE INDEX "member_period_idx" ON "loyalty_period_points" USING btree ("member_id","period");
  CREATE INDEX "integration_clients_scopes_order_idx" ON "integration_clients_scopes" USING btree ("order");
  CREATE INDEX "integration_clients_scopes_parent_idx" ON "integration_clients_scopes" USING btree ("parent_id");
  CREATE INDEX "integration_clients_key_prefix_idx" ON "integration_clients" USING btree ("key_prefix");
  CREATE INDEX "integration_clients_updated_at_idx" ON "integration_clients" USING btree ("updated_at");
  CREATE INDEX "integration_clients_created_at_idx" ON "integration_clients" USING btree ("created_at");
  ALTER TABLE "jackpots" ADD CONSTRAINT "jackpots_source_client_id_integration_clients_id_fk" FOREIGN KEY ("source_client_id") REFERENCES "public"."integration_clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_loyalty_entries_fk" FOREIGN KEY ("loyalty_entries_id") REFERENCES "public"."loyalty_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_loyalty_accounts_fk" FOREIGN KEY ("loyalty_accounts_id") REFERENCES "public"."loyalty_accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_loyalty_period_points_fk" FOREIGN KEY ("loyalty_period_points_id") REFERENCES "public"."loyalty_period_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_integration_clients_fk" FOREIGN KEY ("integration_clients_id") REFERENCES "public"."integration_clients"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "jackpots_source_client_idx" ON "jackpots" USING btree ("source_client_id");
  CREATE UNIQUE INDEX "sourceClient_externalId_idx" ON "jackpots" USING btree ("source_client_id","external_id");
  CREATE INDEX "payload_locked_documents_rels_loyalty_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("loyalty_entries_id");
  CREATE INDEX "payload_locked_documents_rels_loyalty_accounts_id_idx" ON "payload_locked_documents_rels" USING btree ("loyalty_accounts_id");
  CREATE INDEX "payload_locked_documents_rels_loyalty_period_points_id_idx" ON "payload_locked_documents_rels" USING btree ("loyalty_period_points_id");
  CREATE INDEX "payload_locked_documents_rels_integration_clients_id_idx" ON "payload_locked_documents_rels" USING btree ("integration_clients_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "loyalty_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "loyalty_accounts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "loyalty_period_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "integration_clients_scopes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "integration_clients" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "loyalty_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "loyalty_entries" CASCADE;
  DROP TABLE "loyalty_accounts" CASCADE;
  DROP TABLE "loyalty_period_points" CASCADE;
  DROP TABLE "integration_clients_scopes" CASCADE;
  DROP TABLE "integration_clients" CASCADE;
  DROP TABLE "loyalty_rules" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "jackpots" DROP CONSTRAINT "jackpots_source_client_id_integration_clients_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_loyalty_entries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_loyalty_accounts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_loyalty_period_points_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_integration_clients_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliver-mail');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliver-mail');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "jackpots_source_client_idx";
  DROP INDEX "sourceClient_externalId_idx";
  DROP INDEX "payload_locked_documents_rels_loyalty_entries_id_idx";
  DROP INDEX "payload_locked_documents_rels_loyalty_accounts_id_idx";
  DROP INDEX "payload_locked_documents_rels_loyalty_period_points_id_idx";
  DROP INDEX "payload_locked_documents_rels_integration_clients_id_idx";
  ALTER TABLE "jackpots" DROP COLUMN "source_client_id";
  ALTER TABLE "jackpots" DROP COLUMN "external_id";
  ALTER TABLE "members" DROP COLUMN "lucky_days_changed_at";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "loyalty_entries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "loyalty_accounts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "loyalty_period_points_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "integration_clients_id";
  DROP TYPE "public"."enum_loyalty_entries_kind";
  DROP TYPE "public"."enum_loyalty_entries_activity";
  DROP TYPE "public"."enum_loyalty_entries_author_kind";
  DROP TYPE "public"."enum_loyalty_accounts_status";
  DROP TYPE "public"."enum_integration_clients_scopes";`)
}
