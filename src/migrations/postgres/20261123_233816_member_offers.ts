import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_member_offers_only_statuses" AS ENUM('White', 'Silver', 'Gold', 'Black');
  CREATE TYPE "public"."enum_pages_blocks_member_offers_kind" AS ENUM('all', 'offer', 'event');
  CREATE TYPE "public"."enum__pages_v_blocks_member_offers_only_statuses" AS ENUM('White', 'Silver', 'Gold', 'Black');
  CREATE TYPE "public"."enum__pages_v_blocks_member_offers_kind" AS ENUM('all', 'offer', 'event');
  CREATE TYPE "public"."enum_member_offers_statuses" AS ENUM('White', 'Silver', 'Gold', 'Black');
  CREATE TYPE "public"."enum_member_offers_kind" AS ENUM('offer', 'event');
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "member_offers_id" integer;
  ALTER TABLE "pages_blocks_member_offers_only_statuses" ADD CONSTRAINT "pages_blocks_member_offers_only_statuses_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_member_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_member_offers" ADD CONSTRAINT "pages_blocks_member_offers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_member_offers_locales" ADD CONSTRAINT "pages_blocks_member_offers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_member_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_member_offers_only_statuses" ADD CONSTRAINT "_pages_v_blocks_member_offers_only_statuses_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_member_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_member_offers" ADD CONSTRAINT "_pages_v_blocks_member_offers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_member_offers_locales" ADD CONSTRAINT "_pages_v_blocks_member_offers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_member_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "member_offers_statuses" ADD CONSTRAINT "member_offers_statuses_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."member_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "member_offers" ADD CONSTRAINT "member_offers_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "member_offers_locales" ADD CONSTRAINT "member_offers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."member_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "member_offers_rels" ADD CONSTRAINT "member_offers_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."member_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "member_offers_rels" ADD CONSTRAINT "member_offers_rels_casinos_fk" FOREIGN KEY ("casinos_id") REFERENCES "public"."casinos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_member_offers_only_statuses_order_idx" ON "pages_blocks_member_offers_only_statuses" USING btree ("order");
  CREATE INDEX "pages_blocks_member_offers_only_statuses_parent_idx" ON "pages_blocks_member_offers_only_statuses" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_member_offers_order_idx" ON "pages_blocks_member_offers" USING btree ("_order");
  CREATE INDEX "pages_blocks_member_offers_parent_id_idx" ON "pages_blocks_member_offers" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_member_offers_path_idx" ON "pages_blocks_member_offers" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_member_offers_locales_locale_parent_id_unique" ON "pages_blocks_member_offers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_member_offers_only_statuses_order_idx" ON "_pages_v_blocks_member_offers_only_statuses" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_member_offers_only_statuses_parent_idx" ON "_pages_v_blocks_member_offers_only_statuses" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_member_offers_order_idx" ON "_pages_v_blocks_member_offers" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_member_offers_parent_id_idx" ON "_pages_v_blocks_member_offers" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_member_offers_path_idx" ON "_pages_v_blocks_member_offers" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_member_offers_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_member_offers_locales" USING btree ("_locale","_parent_id");
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
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_member_offers_fk" FOREIGN KEY ("member_offers_id") REFERENCES "public"."member_offers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_member_offers_id_idx" ON "payload_locked_documents_rels" USING btree ("member_offers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_member_offers_only_statuses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_member_offers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_member_offers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_member_offers_only_statuses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_member_offers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_member_offers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "member_offers_statuses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "member_offers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "member_offers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "member_offers_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_member_offers_only_statuses" CASCADE;
  DROP TABLE "pages_blocks_member_offers" CASCADE;
  DROP TABLE "pages_blocks_member_offers_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_member_offers_only_statuses" CASCADE;
  DROP TABLE "_pages_v_blocks_member_offers" CASCADE;
  DROP TABLE "_pages_v_blocks_member_offers_locales" CASCADE;
  DROP TABLE "member_offers_statuses" CASCADE;
  DROP TABLE "member_offers" CASCADE;
  DROP TABLE "member_offers_locales" CASCADE;
  DROP TABLE "member_offers_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_member_offers_fk";
  
  DROP INDEX "payload_locked_documents_rels_member_offers_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "member_offers_id";
  DROP TYPE "public"."enum_pages_blocks_member_offers_only_statuses";
  DROP TYPE "public"."enum_pages_blocks_member_offers_kind";
  DROP TYPE "public"."enum__pages_v_blocks_member_offers_only_statuses";
  DROP TYPE "public"."enum__pages_v_blocks_member_offers_kind";
  DROP TYPE "public"."enum_member_offers_statuses";
  DROP TYPE "public"."enum_member_offers_kind";`)
}
