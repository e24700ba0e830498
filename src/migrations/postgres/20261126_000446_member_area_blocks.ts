import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_member_pages_groups" AS ENUM('loyalty', 'rewards', 'bookings', 'account');
  CREATE TYPE "public"."enum__pages_v_blocks_member_pages_groups" AS ENUM('loyalty', 'rewards', 'bookings', 'account');
  CREATE TABLE "pages_blocks_member_pages_groups" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_member_pages_groups",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_member_pages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_member_pages_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_loyalty_summary" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_loyalty_summary_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_member_pages_groups" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_member_pages_groups",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_member_pages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_member_pages_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_loyalty_summary" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_loyalty_summary_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_member_pages_groups" ADD CONSTRAINT "pages_blocks_member_pages_groups_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_member_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_member_pages" ADD CONSTRAINT "pages_blocks_member_pages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_member_pages_locales" ADD CONSTRAINT "pages_blocks_member_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_member_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_loyalty_summary" ADD CONSTRAINT "pages_blocks_loyalty_summary_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_loyalty_summary_locales" ADD CONSTRAINT "pages_blocks_loyalty_summary_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_loyalty_summary"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_member_pages_groups" ADD CONSTRAINT "_pages_v_blocks_member_pages_groups_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_member_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_member_pages" ADD CONSTRAINT "_pages_v_blocks_member_pages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_member_pages_locales" ADD CONSTRAINT "_pages_v_blocks_member_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_member_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_loyalty_summary" ADD CONSTRAINT "_pages_v_blocks_loyalty_summary_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_loyalty_summary_locales" ADD CONSTRAINT "_pages_v_blocks_loyalty_summary_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_loyalty_summary"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_member_pages_groups_order_idx" ON "pages_blocks_member_pages_groups" USING btree ("order");
  CREATE INDEX "pages_blocks_member_pages_groups_parent_idx" ON "pages_blocks_member_pages_groups" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_member_pages_order_idx" ON "pages_blocks_member_pages" USING btree ("_order");
  CREATE INDEX "pages_blocks_member_pages_parent_id_idx" ON "pages_blocks_member_pages" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_member_pages_path_idx" ON "pages_blocks_member_pages" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_member_pages_locales_locale_parent_id_unique" ON "pages_blocks_member_pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_loyalty_summary_order_idx" ON "pages_blocks_loyalty_summary" USING btree ("_order");
  CREATE INDEX "pages_blocks_loyalty_summary_parent_id_idx" ON "pages_blocks_loyalty_summary" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_loyalty_summary_path_idx" ON "pages_blocks_loyalty_summary" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_loyalty_summary_locales_locale_parent_id_unique" ON "pages_blocks_loyalty_summary_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_member_pages_groups_order_idx" ON "_pages_v_blocks_member_pages_groups" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_member_pages_groups_parent_idx" ON "_pages_v_blocks_member_pages_groups" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_member_pages_order_idx" ON "_pages_v_blocks_member_pages" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_member_pages_parent_id_idx" ON "_pages_v_blocks_member_pages" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_member_pages_path_idx" ON "_pages_v_blocks_member_pages" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_member_pages_locales_locale_parent_id_unique" ON "_pages_v_blocks_member_pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_loyalty_summary_order_idx" ON "_pages_v_blocks_loyalty_summary" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_loyalty_summary_parent_id_idx" ON "_pages_v_blocks_loyalty_summary" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_loyalty_summary_path_idx" ON "_pages_v_blocks_loyalty_summary" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_loyalty_summary_locales_locale_parent_id_uni" ON "_pages_v_blocks_loyalty_summary_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_member_pages_groups" CASCADE;
  DROP TABLE "pages_blocks_member_pages" CASCADE;
  DROP TABLE "pages_blocks_member_pages_locales" CASCADE;
  DROP TABLE "pages_blocks_loyalty_summary" CASCADE;
  DROP TABLE "pages_blocks_loyalty_summary_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_member_pages_groups" CASCADE;
  DROP TABLE "_pages_v_blocks_member_pages" CASCADE;
  DROP TABLE "_pages_v_blocks_member_pages_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_loyalty_summary" CASCADE;
  DROP TABLE "_pages_v_blocks_loyalty_summary_locales" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_member_pages_groups";
  DROP TYPE "public"."enum__pages_v_blocks_member_pages_groups";`)
}
