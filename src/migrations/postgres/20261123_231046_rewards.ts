import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_rewards_catalogue_list" AS ENUM('all', 'new', 'latest');
  CREATE TYPE "public"."enum__pages_v_blocks_rewards_catalogue_list" AS ENUM('all', 'new', 'latest');
  CREATE TYPE "public"."enum_rewards_category" AS ENUM('bars', 'hotels', 'slot-machines', 'shows', 'table-games', 'other');
  CREATE TYPE "public"."enum_rewards_minimum_status" AS ENUM('White', 'Silver', 'Gold', 'Black');
  CREATE TYPE "public"."enum_rewards_purpose" AS ENUM('catalogue', 'sponsorship-welcome');
  CREATE TYPE "public"."enum_reward_vouchers_status" AS ENUM('issued', 'used', 'cancelled');
  CREATE TABLE "pages_blocks_rewards_catalogue" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"list" "enum_pages_blocks_rewards_catalogue_list" DEFAULT 'all',
  	"show_filters" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_rewards_catalogue_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_member_vouchers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_member_vouchers_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_rewards_catalogue" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"list" "enum__pages_v_blocks_rewards_catalogue_list" DEFAULT 'all',
  	"show_filters" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_rewards_catalogue_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_member_vouchers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_member_vouchers_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "rewards" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"category" "enum_rewards_category" DEFAULT 'other' NOT NULL,
  	"points_cost" numeric NOT NULL,
  	"stock" numeric,
  	"minimum_status" "enum_rewards_minimum_status" DEFAULT 'White' NOT NULL,
  	"available_from" timestamp(3) with time zone,
  	"available_until" timestamp(3) with time zone,
  	"voucher_validity_days" numeric DEFAULT 60,
  	"purpose" "enum_rewards_purpose" DEFAULT 'catalogue' NOT NULL,
  	"published_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "rewards_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "rewards_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"casinos_id" integer
  );
  
  CREATE TABLE "reward_vouchers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"status" "enum_reward_vouchers_status" DEFAULT 'issued' NOT NULL,
  	"member_id" integer NOT NULL,
  	"reward_id" integer NOT NULL,
  	"reward_title" varchar NOT NULL,
  	"casino_id" integer,
  	"points_cost" numeric NOT NULL,
  	"issued_at" timestamp(3) with time zone NOT NULL,
  	"valid_until" timestamp(3) with time zone NOT NULL,
  	"status_changed_at" timestamp(3) with time zone,
  	"status_changed_by_id" integer,
  	"idempotency_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "rewards_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reward_vouchers_id" integer;
  ALTER TABLE "pages_blocks_rewards_catalogue" ADD CONSTRAINT "pages_blocks_rewards_catalogue_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rewards_catalogue_locales" ADD CONSTRAINT "pages_blocks_rewards_catalogue_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_rewards_catalogue"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_member_vouchers" ADD CONSTRAINT "pages_blocks_member_vouchers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_member_vouchers_locales" ADD CONSTRAINT "pages_blocks_member_vouchers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_member_vouchers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rewards_catalogue" ADD CONSTRAINT "_pages_v_blocks_rewards_catalogue_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rewards_catalogue_locales" ADD CONSTRAINT "_pages_v_blocks_rewards_catalogue_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_rewards_catalogue"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_member_vouchers" ADD CONSTRAINT "_pages_v_blocks_member_vouchers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_member_vouchers_locales" ADD CONSTRAINT "_pages_v_blocks_member_vouchers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_member_vouchers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rewards" ADD CONSTRAINT "rewards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "rewards_locales" ADD CONSTRAINT "rewards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rewards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rewards_rels" ADD CONSTRAINT "rewards_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."rewards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rewards_rels" ADD CONSTRAINT "rewards_rels_casinos_fk" FOREIGN KEY ("casinos_id") REFERENCES "public"."casinos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reward_vouchers" ADD CONSTRAINT "reward_vouchers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reward_vouchers" ADD CONSTRAINT "reward_vouchers_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reward_vouchers" ADD CONSTRAINT "reward_vouchers_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reward_vouchers" ADD CONSTRAINT "reward_vouchers_status_changed_by_id_users_id_fk" FOREIGN KEY ("status_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_rewards_catalogue_order_idx" ON "pages_blocks_rewards_catalogue" USING btree ("_order");
  CREATE INDEX "pages_blocks_rewards_catalogue_parent_id_idx" ON "pages_blocks_rewards_catalogue" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rewards_catalogue_path_idx" ON "pages_blocks_rewards_catalogue" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_rewards_catalogue_locales_locale_parent_id_uniq" ON "pages_blocks_rewards_catalogue_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_member_vouchers_order_idx" ON "pages_blocks_member_vouchers" USING btree ("_order");
  CREATE INDEX "pages_blocks_member_vouchers_parent_id_idx" ON "pages_blocks_member_vouchers" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_member_vouchers_path_idx" ON "pages_blocks_member_vouchers" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_member_vouchers_locales_locale_parent_id_unique" ON "pages_blocks_member_vouchers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_rewards_catalogue_order_idx" ON "_pages_v_blocks_rewards_catalogue" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rewards_catalogue_parent_id_idx" ON "_pages_v_blocks_rewards_catalogue" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rewards_catalogue_path_idx" ON "_pages_v_blocks_rewards_catalogue" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_rewards_catalogue_locales_locale_parent_id_u" ON "_pages_v_blocks_rewards_catalogue_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_member_vouchers_order_idx" ON "_pages_v_blocks_member_vouchers" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_member_vouchers_parent_id_idx" ON "_pages_v_blocks_member_vouchers" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_member_vouchers_path_idx" ON "_pages_v_blocks_member_vouchers" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_member_vouchers_locales_locale_parent_id_uni" ON "_pages_v_blocks_member_vouchers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "rewards_image_idx" ON "rewards" USING btree ("image_id");
  CREATE INDEX "rewards_category_idx" ON "rewards" USING btree ("category");
  CREATE INDEX "rewards_purpose_idx" ON "rewards" USING btree ("purpose");
  CREATE INDEX "rewards_published_at_idx" ON "rewards" USING btree ("published_at");
  CREATE INDEX "rewards_updated_at_idx" ON "rewards" USING btree ("updated_at");
  CREATE INDEX "rewards_created_at_idx" ON "rewards" USING btree ("created_at");
  CREATE UNIQUE INDEX "rewards_locales_locale_parent_id_unique" ON "rewards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "rewards_rels_order_idx" ON "rewards_rels" USING btree ("order");
  CREATE INDEX "rewards_rels_parent_idx" ON "rewards_rels" USING btree ("parent_id");
  CREATE INDEX "rewards_rels_path_idx" ON "rewards_rels" USING btree ("path");
  CREATE INDEX "rewards_rels_casinos_id_idx" ON "rewards_rels" USING btree ("casinos_id");
  CREATE UNIQUE INDEX "reward_vouchers_code_idx" ON "reward_vouchers" USING btree ("code");
  CREATE INDEX "reward_vouchers_status_idx" ON "reward_vouchers" USING btree ("status");
  CREATE INDEX "reward_vouchers_member_idx" ON "reward_vouchers" USING btree ("member_id");
  CREATE INDEX "reward_vouchers_reward_idx" ON "reward_vouchers" USING btree ("reward_id");
  CREATE INDEX "reward_vouchers_casino_idx" ON "reward_vouchers" USING btree ("casino_id");
  CREATE INDEX "reward_vouchers_issued_at_idx" ON "reward_vouchers" USING btree ("issued_at");
  CREATE INDEX "reward_vouchers_status_changed_by_idx" ON "reward_vouchers" USING btree ("status_changed_by_id");
  CREATE UNIQUE INDEX "reward_vouchers_idempotency_key_idx" ON "reward_vouchers" USING btree ("idempotency_key");
  CREATE INDEX "reward_vouchers_updated_at_idx" ON "reward_vouchers" USING btree ("updated_at");
  CREATE INDEX "reward_vouchers_created_at_idx" ON "reward_vouchers" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rewards_fk" FOREIGN KEY ("rewards_id") REFERENCES "public"."rewards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reward_vouchers_fk" FOREIGN KEY ("reward_vouchers_id") REFERENCES "public"."reward_vouchers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_rewards_id_idx" ON "payload_locked_documents_rels" USING btree ("rewards_id");
  CREATE INDEX "payload_locked_documents_rels_reward_vouchers_id_idx" ON "payload_locked_documents_rels" USING btree ("reward_vouchers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_rewards_catalogue" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_rewards_catalogue_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_member_vouchers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_member_vouchers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_rewards_catalogue" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_rewards_catalogue_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_member_vouchers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_member_vouchers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rewards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rewards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rewards_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reward_vouchers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_rewards_catalogue" CASCADE;
  DROP TABLE "pages_blocks_rewards_catalogue_locales" CASCADE;
  DROP TABLE "pages_blocks_member_vouchers" CASCADE;
  DROP TABLE "pages_blocks_member_vouchers_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_rewards_catalogue" CASCADE;
  DROP TABLE "_pages_v_blocks_rewards_catalogue_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_member_vouchers" CASCADE;
  DROP TABLE "_pages_v_blocks_member_vouchers_locales" CASCADE;
  DROP TABLE "rewards" CASCADE;
  DROP TABLE "rewards_locales" CASCADE;
  DROP TABLE "rewards_rels" CASCADE;
  DROP TABLE "reward_vouchers" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_rewards_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reward_vouchers_fk";
  
  DROP INDEX "payload_locked_documents_rels_rewards_id_idx";
  DROP INDEX "payload_locked_documents_rels_reward_vouchers_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "rewards_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reward_vouchers_id";
  DROP TYPE "public"."enum_pages_blocks_rewards_catalogue_list";
  DROP TYPE "public"."enum__pages_v_blocks_rewards_catalogue_list";
  DROP TYPE "public"."enum_rewards_category";
  DROP TYPE "public"."enum_rewards_minimum_status";
  DROP TYPE "public"."enum_rewards_purpose";
  DROP TYPE "public"."enum_reward_vouchers_status";`)
}
