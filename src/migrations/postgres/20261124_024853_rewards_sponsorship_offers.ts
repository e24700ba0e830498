import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_rewards_catalogue_list" AS ENUM('all', 'new', 'latest');
  CREATE TYPE "public"."enum_pages_blocks_member_offers_only_statuses" AS ENUM('White', 'Silver', 'Gold', 'Black');
  CREATE TYPE "public"."enum_pages_blocks_member_offers_kind" AS ENUM('all', 'offer', 'event');
  CREATE TYPE "public"."enum__pages_v_blocks_rewards_catalogue_list" AS ENUM('all', 'new', 'latest');
  CREATE TYPE "public"."enum__pages_v_blocks_member_offers_only_statuses" AS ENUM('White', 'Silver', 'Gold', 'Black');
  CREATE TYPE "public"."enum__pages_v_blocks_member_offers_kind" AS ENUM('all', 'offer', 'event');
  CREATE TYPE "public"."enum_rewards_category" AS ENUM('bars', 'hotels', 'slot-machines', 'shows', 'table-games', 'other');
  CREATE TYPE "public"."enum_rewards_minimum_status" AS ENUM('White', 'Silver', 'Gold', 'Black');
  CREATE TYPE "public"."enum_rewards_purpose" AS ENUM('catalogue', 'sponsorship-welcome');
  CREATE TYPE "public"."enum_reward_vouchers_status" AS ENUM('issued', 'used', 'cancelled');
  CREATE TYPE "public"."enum_sponsorship_invitations_civility" AS ENUM('Mr', 'Mrs');
  CREATE TYPE "public"."enum_member_offers_statuses" AS ENUM('White', 'Silver', 'Gold', 'Black');
  CREATE TYPE "public"."enum_member_offers_kind" AS ENUM('offer', 'event');
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
  
  CREATE TABLE "pages_blocks_sponsor_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_sponsor_form_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_godsons_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_godsons_list_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_member_offers_only_statuses" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_member_offers_only_statuses",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_member_offers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_pages_blocks_member_offers_kind" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_member_offers_locales" (
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
  
  CREATE TABLE "_pages_v_blocks_sponsor_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_sponsor_form_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_godsons_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_godsons_list_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_member_offers_only_statuses" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_member_offers_only_statuses",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_member_offers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__pages_v_blocks_member_offers_kind" DEFAULT 'all',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_member_offers_locales" (
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
  
  CREATE TABLE "sponsorship_invitations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"sponsor_id" integer NOT NULL,
  	"civility" "enum_sponsorship_invitations_civility",
  	"firstname" varchar NOT NULL,
  	"lastname" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"invited_at" timestamp(3) with time zone NOT NULL,
  	"year" numeric NOT NULL,
  	"slot" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "member_offers_statuses" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_member_offers_statuses",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "member_offers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_member_offers_kind" DEFAULT 'offer' NOT NULL,
  	"image_id" integer,
  	"valid_from" timestamp(3) with time zone NOT NULL,
  	"valid_until" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "member_offers_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "member_offers_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"casinos_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "rewards_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reward_vouchers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sponsorship_invitations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "member_offers_id" integer;
  ALTER TABLE "pages_blocks_rewards_catalogue" ADD CONSTRAINT "pages_blocks_rewards_catalogue_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rewards_catalogue_locales" ADD CONSTRAINT "pages_blocks_rewards_catalogue_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_rewards_catalogue"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_member_vouchers" ADD CONSTRAINT "pages_blocks_member_vouchers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_member_vouchers_locales" ADD CONSTRAINT "pages_blocks_member_vouchers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_member_vouchers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_sponsor_form" ADD CONSTRAINT "pages_blocks_sponsor_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_sponsor_form_locales" ADD CONSTRAINT "pages_blocks_sponsor_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_sponsor_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_godsons_list" ADD CONSTRAINT "pages_blocks_godsons_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_godsons_list_locales" ADD CONSTRAINT "pages_blocks_godsons_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_godsons_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_member_offers_only_statuses" ADD CONSTRAINT "pages_blocks_member_offers_only_statuses_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_member_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_member_offers" ADD CONSTRAINT "pages_blocks_member_offers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_member_offers_locales" ADD CONSTRAINT "pages_blocks_member_offers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_member_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rewards_catalogue" ADD CONSTRAINT "_pages_v_blocks_rewards_catalogue_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rewards_catalogue_locales" ADD CONSTRAINT "_pages_v_blocks_rewards_catalogue_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_rewards_catalogue"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_member_vouchers" ADD CONSTRAINT "_pages_v_blocks_member_vouchers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_member_vouchers_locales" ADD CONSTRAINT "_pages_v_blocks_member_vouchers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_member_vouchers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sponsor_form" ADD CONSTRAINT "_pages_v_blocks_sponsor_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sponsor_form_locales" ADD CONSTRAINT "_pages_v_blocks_sponsor_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_sponsor_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_godsons_list" ADD CONSTRAINT "_pages_v_blocks_godsons_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_godsons_list_locales" ADD CONSTRAINT "_pages_v_blocks_godsons_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_godsons_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_member_offers_only_statuses" ADD CONSTRAINT "_pages_v_blocks_member_offers_only_statuses_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_member_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_member_offers" ADD CONSTRAINT "_pages_v_blocks_member_offers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_member_offers_locales" ADD CONSTRAINT "_pages_v_blocks_member_offers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_member_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rewards" ADD CONSTRAINT "rewards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "rewards_locales" ADD CONSTRAINT "rewards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rewards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rewards_rels" ADD CONSTRAINT "rewards_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."rewards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rewards_rels" ADD CONSTRAINT "rewards_rels_casinos_fk" FOREIGN KEY ("casinos_id") REFERENCES "public"."casinos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reward_vouchers" ADD CONSTRAINT "reward_vouchers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reward_vouchers" ADD CONSTRAINT "reward_vouchers_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reward_vouchers" ADD CONSTRAINT "reward_vouchers_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reward_vouchers" ADD CONSTRAINT "reward_vouchers_status_changed_by_id_users_id_fk" FOREIGN KEY ("status_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sponsorship_invitations" ADD CONSTRAINT "sponsorship_invitations_sponsor_id_members_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "member_offers_statuses" ADD CONSTRAINT "member_offers_statuses_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."member_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "member_offers" ADD CONSTRAINT "member_offers_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "member_offers_locales" ADD CONSTRAINT "member_offers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."member_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "member_offers_rels" ADD CONSTRAINT "member_offers_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."member_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "member_offers_rels" ADD CONSTRAINT "member_offers_rels_casinos_fk" FOREIGN KEY ("casinos_id") REFERENCES "public"."casinos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_rewards_catalogue_order_idx" ON "pages_blocks_rewards_catalogue" USING btree ("_order");
  CREATE INDEX "pages_blocks_rewards_catalogue_parent_id_idx" ON "pages_blocks_rewards_catalogue" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rewards_catalogue_path_idx" ON "pages_blocks_rewards_catalogue" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_rewards_catalogue_locales_locale_parent_id_uniq" ON "pages_blocks_rewards_catalogue_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_member_vouchers_order_idx" ON "pages_blocks_member_vouchers" USING btree ("_order");
  CREATE INDEX "pages_blocks_member_vouchers_parent_id_idx" ON "pages_blocks_member_vouchers" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_member_vouchers_path_idx" ON "pages_blocks_member_vouchers" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_member_vouchers_locales_locale_parent_id_unique" ON "pages_blocks_member_vouchers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_sponsor_form_order_idx" ON "pages_blocks_sponsor_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_sponsor_form_parent_id_idx" ON "pages_blocks_sponsor_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_sponsor_form_path_idx" ON "pages_blocks_sponsor_form" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_sponsor_form_locales_locale_parent_id_unique" ON "pages_blocks_sponsor_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_godsons_list_order_idx" ON "pages_blocks_godsons_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_godsons_list_parent_id_idx" ON "pages_blocks_godsons_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_godsons_list_path_idx" ON "pages_blocks_godsons_list" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_godsons_list_locales_locale_parent_id_unique" ON "pages_blocks_godsons_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_member_offers_only_statuses_order_idx" ON "pages_blocks_member_offers_only_statuses" USING btree ("order");
  CREATE INDEX "pages_blocks_member_offers_only_statuses_parent_idx" ON "pages_blocks_member_offers_only_statuses" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_member_offers_order_idx" ON "pages_blocks_member_offers" USING btree ("_order");
  CREATE INDEX "pages_blocks_member_offers_parent_id_idx" ON "pages_blocks_member_offers" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_member_offers_path_idx" ON "pages_blocks_member_offers" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_member_offers_locales_locale_parent_id_unique" ON "pages_blocks_member_offers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_rewards_catalogue_order_idx" ON "_pages_v_blocks_rewards_catalogue" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rewards_catalogue_parent_id_idx" ON "_pages_v_blocks_rewards_catalogue" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rewards_catalogue_path_idx" ON "_pages_v_blocks_rewards_catalogue" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_rewards_catalogue_locales_locale_parent_id_u" ON "_pages_v_blocks_rewards_catalogue_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_member_vouchers_order_idx" ON "_pages_v_blocks_member_vouchers" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_member_vouchers_parent_id_idx" ON "_pages_v_blocks_member_vouchers" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_member_vouchers_path_idx" ON "_pages_v_blocks_member_vouchers" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_member_vouchers_locales_locale_parent_id_uni" ON "_pages_v_blocks_member_vouchers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_sponsor_form_order_idx" ON "_pages_v_blocks_sponsor_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_sponsor_form_parent_id_idx" ON "_pages_v_blocks_sponsor_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_sponsor_form_path_idx" ON "_pages_v_blocks_sponsor_form" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_sponsor_form_locales_locale_parent_id_unique" ON "_pages_v_blocks_sponsor_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_godsons_list_order_idx" ON "_pages_v_blocks_godsons_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_godsons_list_parent_id_idx" ON "_pages_v_blocks_godsons_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_godsons_list_path_idx" ON "_pages_v_blocks_godsons_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_godsons_list_locales_locale_parent_id_unique" ON "_pages_v_blocks_godsons_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_member_offers_only_statuses_order_idx" ON "_pages_v_blocks_member_offers_only_statuses" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_member_offers_only_statuses_parent_idx" ON "_pages_v_blocks_member_offers_only_statuses" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_member_offers_order_idx" ON "_pages_v_blocks_member_offers" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_member_offers_parent_id_idx" ON "_pages_v_blocks_member_offers" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_member_offers_path_idx" ON "_pages_v_blocks_member_offers" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_member_offers_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_member_offers_locales" USING btree ("_locale","_parent_id");
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
  CREATE INDEX "sponsorship_invitations_sponsor_idx" ON "sponsorship_invitations" USING btree ("sponsor_id");
  CREATE INDEX "sponsorship_invitations_email_idx" ON "sponsorship_invitations" USING btree ("email");
  CREATE INDEX "sponsorship_invitations_updated_at_idx" ON "sponsorship_invitations" USING btree ("updated_at");
  CREATE INDEX "sponsorship_invitations_created_at_idx" ON "sponsorship_invitations" USING btree ("created_at");
  CREATE UNIQUE INDEX "sponsor_year_slot_idx" ON "sponsorship_invitations" USING btree ("sponsor_id","year","slot");
  CREATE UNIQUE INDEX "sponsor_email_idx" ON "sponsorship_invitations" USING btree ("sponsor_id","email");
  CREATE INDEX "member_offers_statuses_order_idx" ON "member_offers_statuses" USING btree ("order");
  CREATE INDEX "member_offers_statuses_parent_idx" ON "member_offers_statuses" USING btree ("parent_id");
  CREATE INDEX "member_offers_kind_idx" ON "member_offers" USING btree ("kind");
  CREATE INDEX "member_offers_image_idx" ON "member_offers" USING btree ("image_id");
  CREATE INDEX "member_offers_updated_at_idx" ON "member_offers" USING btree ("updated_at");
  CREATE INDEX "member_offers_created_at_idx" ON "member_offers" USING btree ("created_at");
  CREATE UNIQUE INDEX "member_offers_locales_locale_parent_id_unique" ON "member_offers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "member_offers_rels_order_idx" ON "member_offers_rels" USING btree ("order");
  CREATE INDEX "member_offers_rels_parent_idx" ON "member_offers_rels" USING btree ("parent_id");
  CREATE INDEX "member_offers_rels_path_idx" ON "member_offers_rels" USING btree ("path");
  CREATE INDEX "member_offers_rels_casinos_id_idx" ON "member_offers_rels" USING btree ("casinos_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rewards_fk" FOREIGN KEY ("rewards_id") REFERENCES "public"."rewards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reward_vouchers_fk" FOREIGN KEY ("reward_vouchers_id") REFERENCES "public"."reward_vouchers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sponsorship_invitations_fk" FOREIGN KEY ("sponsorship_invitations_id") REFERENCES "public"."sponsorship_invitations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_member_offers_fk" FOREIGN KEY ("member_offers_id") REFERENCES "public"."member_offers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_rewards_id_idx" ON "payload_locked_documents_rels" USING btree ("rewards_id");
  CREATE INDEX "payload_locked_documents_rels_reward_vouchers_id_idx" ON "payload_locked_documents_rels" USING btree ("reward_vouchers_id");
  CREATE INDEX "payload_locked_documents_rels_sponsorship_invitations_id_idx" ON "payload_locked_documents_rels" USING btree ("sponsorship_invitations_id");
  CREATE INDEX "payload_locked_documents_rels_member_offers_id_idx" ON "payload_locked_documents_rels" USING btree ("member_offers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_rewards_catalogue" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_rewards_catalogue_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_member_vouchers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_member_vouchers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_sponsor_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_sponsor_form_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_godsons_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_godsons_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_member_offers_only_statuses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_member_offers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_member_offers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_rewards_catalogue" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_rewards_catalogue_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_member_vouchers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_member_vouchers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_sponsor_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_sponsor_form_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_godsons_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_godsons_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_member_offers_only_statuses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_member_offers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_member_offers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rewards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rewards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rewards_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reward_vouchers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sponsorship_invitations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "member_offers_statuses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "member_offers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "member_offers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "member_offers_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_rewards_catalogue" CASCADE;
  DROP TABLE "pages_blocks_rewards_catalogue_locales" CASCADE;
  DROP TABLE "pages_blocks_member_vouchers" CASCADE;
  DROP TABLE "pages_blocks_member_vouchers_locales" CASCADE;
  DROP TABLE "pages_blocks_sponsor_form" CASCADE;
  DROP TABLE "pages_blocks_sponsor_form_locales" CASCADE;
  DROP TABLE "pages_blocks_godsons_list" CASCADE;
  DROP TABLE "pages_blocks_godsons_list_locales" CASCADE;
  DROP TABLE "pages_blocks_member_offers_only_statuses" CASCADE;
  DROP TABLE "pages_blocks_member_offers" CASCADE;
  DROP TABLE "pages_blocks_member_offers_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_rewards_catalogue" CASCADE;
  DROP TABLE "_pages_v_blocks_rewards_catalogue_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_member_vouchers" CASCADE;
  DROP TABLE "_pages_v_blocks_member_vouchers_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_sponsor_form" CASCADE;
  DROP TABLE "_pages_v_blocks_sponsor_form_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_godsons_list" CASCADE;
  DROP TABLE "_pages_v_blocks_godsons_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_member_offers_only_statuses" CASCADE;
  DROP TABLE "_pages_v_blocks_member_offers" CASCADE;
  DROP TABLE "_pages_v_blocks_member_offers_locales" CASCADE;
  DROP TABLE "rewards" CASCADE;
  DROP TABLE "rewards_locales" CASCADE;
  DROP TABLE "rewards_rels" CASCADE;
  DROP TABLE "reward_vouchers" CASCADE;
  DROP TABLE "sponsorship_invitations" CASCADE;
  DROP TABLE "member_offers_statuses" CASCADE;
  DROP TABLE "member_offers" CASCADE;
  DROP TABLE "member_offers_locales" CASCADE;
  DROP TABLE "member_offers_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_rewards_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reward_vouchers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sponsorship_invitations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_member_offers_fk";
  
  DROP INDEX "payload_locked_documents_rels_rewards_id_idx";
  DROP INDEX "payload_locked_documents_rels_reward_vouchers_id_idx";
  DROP INDEX "payload_locked_documents_rels_sponsorship_invitations_id_idx";
  DROP INDEX "payload_locked_documents_rels_member_offers_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "rewards_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reward_vouchers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sponsorship_invitations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "member_offers_id";
  DROP TYPE "public"."enum_pages_blocks_rewards_catalogue_list";
  DROP TYPE "public"."enum_pages_blocks_member_offers_only_statuses";
  DROP TYPE "public"."enum_pages_blocks_member_offers_kind";
  DROP TYPE "public"."enum__pages_v_blocks_rewards_catalogue_list";
  DROP TYPE "public"."enum__pages_v_blocks_member_offers_only_statuses";
  DROP TYPE "public"."enum__pages_v_blocks_member_offers_kind";
  DROP TYPE "public"."enum_rewards_category";
  DROP TYPE "public"."enum_rewards_minimum_status";
  DROP TYPE "public"."enum_rewards_purpose";
  DROP TYPE "public"."enum_reward_vouchers_status";
  DROP TYPE "public"."enum_sponsorship_invitations_civility";
  DROP TYPE "public"."enum_member_offers_statuses";
  DROP TYPE "public"."enum_member_offers_kind";`)
}
