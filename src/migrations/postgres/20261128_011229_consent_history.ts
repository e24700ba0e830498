import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_consent_records_subject" AS ENUM('email', 'sms', 'mail', 'casino', 'hotel', 'partner', 'cookiesAnalytics', 'cookiesMarketing');
  CREATE TYPE "public"."enum_consent_records_source" AS ENUM('signUp', 'profile', 'newsletter', 'unsubscribe', 'banner', 'admin', 'site');
  CREATE TABLE "pages_blocks_consent_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_consent_history_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_consent_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_consent_history_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "consent_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"member_id" integer,
  	"subject" "enum_consent_records_subject" NOT NULL,
  	"granted" boolean DEFAULT false NOT NULL,
  	"source" "enum_consent_records_source" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consent_records_id" integer;
  ALTER TABLE "pages_blocks_consent_history" ADD CONSTRAINT "pages_blocks_consent_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_consent_history_locales" ADD CONSTRAINT "pages_blocks_consent_history_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_consent_history"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_consent_history" ADD CONSTRAINT "_pages_v_blocks_consent_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_consent_history_locales" ADD CONSTRAINT "_pages_v_blocks_consent_history_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_consent_history"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_consent_history_order_idx" ON "pages_blocks_consent_history" USING btree ("_order");
  CREATE INDEX "pages_blocks_consent_history_parent_id_idx" ON "pages_blocks_consent_history" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_consent_history_path_idx" ON "pages_blocks_consent_history" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_consent_history_locales_locale_parent_id_unique" ON "pages_blocks_consent_history_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_consent_history_order_idx" ON "_pages_v_blocks_consent_history" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_consent_history_parent_id_idx" ON "_pages_v_blocks_consent_history" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_consent_history_path_idx" ON "_pages_v_blocks_consent_history" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_consent_history_locales_locale_parent_id_uni" ON "_pages_v_blocks_consent_history_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "consent_records_email_idx" ON "consent_records" USING btree ("email");
  CREATE INDEX "consent_records_member_idx" ON "consent_records" USING btree ("member_id");
  CREATE INDEX "consent_records_updated_at_idx" ON "consent_records" USING btree ("updated_at");
  CREATE INDEX "consent_records_created_at_idx" ON "consent_records" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consent_records_fk" FOREIGN KEY ("consent_records_id") REFERENCES "public"."consent_records"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_consent_records_id_idx" ON "payload_locked_documents_rels" USING btree ("consent_records_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_consent_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_consent_history_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_consent_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_consent_history_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_records" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_consent_history" CASCADE;
  DROP TABLE "pages_blocks_consent_history_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_consent_history" CASCADE;
  DROP TABLE "_pages_v_blocks_consent_history_locales" CASCADE;
  DROP TABLE "consent_records" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consent_records_fk";
  
  DROP INDEX "payload_locked_documents_rels_consent_records_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consent_records_id";
  DROP TYPE "public"."enum_consent_records_subject";
  DROP TYPE "public"."enum_consent_records_source";`)
}
