import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_newsletter_signup_lists" AS ENUM('casino', 'hotel', 'partner');
  CREATE TYPE "public"."enum__pages_v_blocks_newsletter_signup_lists" AS ENUM('casino', 'hotel', 'partner');
  CREATE TYPE "public"."enum_contact_requests_status" AS ENUM('new', 'answered');
  CREATE TYPE "public"."enum_contact_requests_locale" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum_newsletter_subscriptions_status" AS ENUM('pending', 'subscribed', 'unsubscribed');
  CREATE TYPE "public"."enum_newsletter_subscriptions_locale" AS ENUM('fr', 'en');
  CREATE TABLE "pages_blocks_contact_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"casino_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_contact_form_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_newsletter_signup_lists" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_newsletter_signup_lists",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_newsletter_signup" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_newsletter_signup_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_contact_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"casino_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_contact_form_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_newsletter_signup_lists" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_newsletter_signup_lists",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_newsletter_signup" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_newsletter_signup_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "contact_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_contact_requests_status" DEFAULT 'new' NOT NULL,
  	"staff_note" varchar,
  	"subject" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"locale" "enum_contact_requests_locale",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_requests_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"casinos_id" integer,
  	"hotels_id" integer
  );
  
  CREATE TABLE "newsletter_subscriptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"casino" boolean DEFAULT false,
  	"hotel" boolean DEFAULT false,
  	"partner" boolean DEFAULT false,
  	"status" "enum_newsletter_subscriptions_status" DEFAULT 'pending' NOT NULL,
  	"locale" "enum_newsletter_subscriptions_locale",
  	"confirmed_at" timestamp(3) with time zone,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"unsubscribed_lists" varchar,
  	"unsubscribe_reason" varchar,
  	"unsubscribe_reason_label" varchar,
  	"unsubscribe_comment" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "newsletter_settings_unsubscribe_reasons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL
  );
  
  CREATE TABLE "newsletter_settings_unsubscribe_reasons_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "newsletter_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "members" ADD COLUMN "consents_cookies_analytics" boolean DEFAULT false;
  ALTER TABLE "members" ADD COLUMN "consents_cookies_marketing" boolean DEFAULT false;
  ALTER TABLE "members" ADD COLUMN "consents_cookies_version" varchar;
  ALTER TABLE "members" ADD COLUMN "consents_cookies_decided_at" timestamp(3) with time zone;
  ALTER TABLE "outbox" ADD COLUMN "headers" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_subscriptions_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "tag_manager_id" varchar;
  ALTER TABLE "pages_blocks_contact_form" ADD CONSTRAINT "pages_blocks_contact_form_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_form" ADD CONSTRAINT "pages_blocks_contact_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_form_locales" ADD CONSTRAINT "pages_blocks_contact_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_contact_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_newsletter_signup_lists" ADD CONSTRAINT "pages_blocks_newsletter_signup_lists_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_newsletter_signup"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_newsletter_signup" ADD CONSTRAINT "pages_blocks_newsletter_signup_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_newsletter_signup_locales" ADD CONSTRAINT "pages_blocks_newsletter_signup_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_newsletter_signup"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_form" ADD CONSTRAINT "_pages_v_blocks_contact_form_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_form" ADD CONSTRAINT "_pages_v_blocks_contact_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_form_locales" ADD CONSTRAINT "_pages_v_blocks_contact_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_contact_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_newsletter_signup_lists" ADD CONSTRAINT "_pages_v_blocks_newsletter_signup_lists_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_newsletter_signup"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_newsletter_signup" ADD CONSTRAINT "_pages_v_blocks_newsletter_signup_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_newsletter_signup_locales" ADD CONSTRAINT "_pages_v_blocks_newsletter_signup_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_newsletter_signup"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_requests_rels" ADD CONSTRAINT "contact_requests_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_requests_rels" ADD CONSTRAINT "contact_requests_rels_casinos_fk" FOREIGN KEY ("casinos_id") REFERENCES "public"."casinos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_requests_rels" ADD CONSTRAINT "contact_requests_rels_hotels_fk" FOREIGN KEY ("hotels_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletter_settings_unsubscribe_reasons" ADD CONSTRAINT "newsletter_settings_unsubscribe_reasons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."newsletter_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletter_settings_unsubscribe_reasons_locales" ADD CONSTRAINT "newsletter_settings_unsubscribe_reasons_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."newsletter_settings_unsubscribe_reasons"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_contact_form_order_idx" ON "pages_blocks_contact_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_form_parent_id_idx" ON "pages_blocks_contact_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_form_path_idx" ON "pages_blocks_contact_form" USING btree ("_path");
  CREATE INDEX "pages_blocks_contact_form_casino_idx" ON "pages_blocks_contact_form" USING btree ("casino_id");
  CREATE UNIQUE INDEX "pages_blocks_contact_form_locales_locale_parent_id_unique" ON "pages_blocks_contact_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_newsletter_signup_lists_order_idx" ON "pages_blocks_newsletter_signup_lists" USING btree ("order");
  CREATE INDEX "pages_blocks_newsletter_signup_lists_parent_idx" ON "pages_blocks_newsletter_signup_lists" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_newsletter_signup_order_idx" ON "pages_blocks_newsletter_signup" USING btree ("_order");
  CREATE INDEX "pages_blocks_newsletter_signup_parent_id_idx" ON "pages_blocks_newsletter_signup" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_newsletter_signup_path_idx" ON "pages_blocks_newsletter_signup" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_newsletter_signup_locales_locale_parent_id_uniq" ON "pages_blocks_newsletter_signup_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_form_order_idx" ON "_pages_v_blocks_contact_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_contact_form_parent_id_idx" ON "_pages_v_blocks_contact_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_form_path_idx" ON "_pages_v_blocks_contact_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_contact_form_casino_idx" ON "_pages_v_blocks_contact_form" USING btree ("casino_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_contact_form_locales_locale_parent_id_unique" ON "_pages_v_blocks_contact_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_newsletter_signup_lists_order_idx" ON "_pages_v_blocks_newsletter_signup_lists" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_newsletter_signup_lists_parent_idx" ON "_pages_v_blocks_newsletter_signup_lists" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_newsletter_signup_order_idx" ON "_pages_v_blocks_newsletter_signup" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_newsletter_signup_parent_id_idx" ON "_pages_v_blocks_newsletter_signup" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_newsletter_signup_path_idx" ON "_pages_v_blocks_newsletter_signup" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_newsletter_signup_locales_locale_parent_id_u" ON "_pages_v_blocks_newsletter_signup_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contact_requests_status_idx" ON "contact_requests" USING btree ("status");
  CREATE INDEX "contact_requests_updated_at_idx" ON "contact_requests" USING btree ("updated_at");
  CREATE INDEX "contact_requests_created_at_idx" ON "contact_requests" USING btree ("created_at");
  CREATE INDEX "contact_requests_rels_order_idx" ON "contact_requests_rels" USING btree ("order");
  CREATE INDEX "contact_requests_rels_parent_idx" ON "contact_requests_rels" USING btree ("parent_id");
  CREATE INDEX "contact_requests_rels_path_idx" ON "contact_requests_rels" USING btree ("path");
  CREATE INDEX "contact_requests_rels_casinos_id_idx" ON "contact_requests_rels" USING btree ("casinos_id");
  CREATE INDEX "contact_requests_rels_hotels_id_idx" ON "contact_requests_rels" USING btree ("hotels_id");
  CREATE UNIQUE INDEX "newsletter_subscriptions_email_idx" ON "newsletter_subscriptions" USING btree ("email");
  CREATE INDEX "newsletter_subscriptions_status_idx" ON "newsletter_subscriptions" USING btree ("status");
  CREATE INDEX "newsletter_subscriptions_updated_at_idx" ON "newsletter_subscriptions" USING btree ("updated_at");
  CREATE INDEX "newsletter_subscriptions_created_at_idx" ON "newsletter_subscriptions" USING btree ("created_at");
  CREATE INDEX "newsletter_settings_unsubscribe_reasons_order_idx" ON "newsletter_settings_unsubscribe_reasons" USING btree ("_order");
  CREATE INDEX "newsletter_settings_unsubscribe_reasons_parent_id_idx" ON "newsletter_settings_unsubscribe_reasons" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "newsletter_settings_unsubscribe_reasons_locales_locale_paren" ON "newsletter_settings_unsubscribe_reasons_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_requests_fk" FOREIGN KEY ("contact_requests_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_subscriptions_fk" FOREIGN KEY ("newsletter_subscriptions_id") REFERENCES "public"."newsletter_subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_contact_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_requests_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_subscriptions_i_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_subscriptions_id");
  -- Members' casino, hotel and partner opt-ins become the newsletter lists of their address (one
  -- source, ADR 0024), confirmed when the address was.
  INSERT INTO "newsletter_subscriptions" ("email", "casino", "hotel", "partner", "status", "locale", "confirmed_at")
    SELECT lower("email"), coalesce("opt_ins_casino", false), coalesce("opt_ins_hotel", false), coalesce("opt_ins_partner", false),
      CASE WHEN "email_verified" THEN 'subscribed'::"enum_newsletter_subscriptions_status" ELSE 'pending'::"enum_newsletter_subscriptions_status" END,
      "locale"::text::"enum_newsletter_subscriptions_locale",
      CASE WHEN "email_verified" THEN now() END
    FROM "members" WHERE "opt_ins_casino" OR "opt_ins_hotel" OR "opt_ins_partner";
  ALTER TABLE "members" DROP COLUMN "opt_ins_hotel";
  ALTER TABLE "members" DROP COLUMN "opt_ins_casino";
  ALTER TABLE "members" DROP COLUMN "opt_ins_partner";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_contact_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_contact_form_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_newsletter_signup_lists" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_newsletter_signup" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_newsletter_signup_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_contact_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_contact_form_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_newsletter_signup_lists" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_newsletter_signup" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_newsletter_signup_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_requests_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_subscriptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_settings_unsubscribe_reasons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_settings_unsubscribe_reasons_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_contact_form" CASCADE;
  DROP TABLE "pages_blocks_contact_form_locales" CASCADE;
  DROP TABLE "pages_blocks_newsletter_signup_lists" CASCADE;
  DROP TABLE "pages_blocks_newsletter_signup" CASCADE;
  DROP TABLE "pages_blocks_newsletter_signup_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_contact_form" CASCADE;
  DROP TABLE "_pages_v_blocks_contact_form_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_newsletter_signup_lists" CASCADE;
  DROP TABLE "_pages_v_blocks_newsletter_signup" CASCADE;
  DROP TABLE "_pages_v_blocks_newsletter_signup_locales" CASCADE;
  DROP TABLE "contact_requests" CASCADE;
  DROP TABLE "contact_requests_rels" CASCADE;
  DROP TABLE "newsletter_subscriptions" CASCADE;
  DROP TABLE "newsletter_settings_unsubscribe_reasons" CASCADE;
  DROP TABLE "newsletter_settings_unsubscribe_reasons_locales" CASCADE;
  DROP TABLE "newsletter_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contact_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_subscriptions_fk";
  
  DROP INDEX "payload_locked_documents_rels_contact_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_newsletter_subscriptions_i_idx";
  ALTER TABLE "members" ADD COLUMN "opt_ins_hotel" boolean DEFAULT false;
  ALTER TABLE "members" ADD COLUMN "opt_ins_casino" boolean DEFAULT false;
  ALTER TABLE "members" ADD COLUMN "opt_ins_partner" boolean DEFAULT false;
  ALTER TABLE "members" DROP COLUMN "consents_cookies_analytics";
  ALTER TABLE "members" DROP COLUMN "consents_cookies_marketing";
  ALTER TABLE "members" DROP COLUMN "consents_cookies_version";
  ALTER TABLE "members" DROP COLUMN "consents_cookies_decided_at";
  ALTER TABLE "outbox" DROP COLUMN "headers";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_subscriptions_id";
  ALTER TABLE "site_settings" DROP COLUMN "tag_manager_id";
  DROP TYPE "public"."enum_pages_blocks_newsletter_signup_lists";
  DROP TYPE "public"."enum__pages_v_blocks_newsletter_signup_lists";
  DROP TYPE "public"."enum_contact_requests_status";
  DROP TYPE "public"."enum_contact_requests_locale";
  DROP TYPE "public"."enum_newsletter_subscriptions_status";
  DROP TYPE "public"."enum_newsletter_subscriptions_locale";`)
}
