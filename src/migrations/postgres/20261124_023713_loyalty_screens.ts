import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "pages_blocks_loyalty_dashboard" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_loyalty_dashboard_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_loyalty_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_loyalty_history_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_loyalty_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_loyalty_card_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_loyalty_dashboard" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_loyalty_dashboard_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_loyalty_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_loyalty_history_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_loyalty_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_loyalty_card_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_loyalty_dashboard" ADD CONSTRAINT "pages_blocks_loyalty_dashboard_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_loyalty_dashboard_locales" ADD CONSTRAINT "pages_blocks_loyalty_dashboard_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_loyalty_dashboard"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_loyalty_history" ADD CONSTRAINT "pages_blocks_loyalty_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_loyalty_history_locales" ADD CONSTRAINT "pages_blocks_loyalty_history_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_loyalty_history"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_loyalty_card" ADD CONSTRAINT "pages_blocks_loyalty_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_loyalty_card_locales" ADD CONSTRAINT "pages_blocks_loyalty_card_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_loyalty_card"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_loyalty_dashboard" ADD CONSTRAINT "_pages_v_blocks_loyalty_dashboard_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_loyalty_dashboard_locales" ADD CONSTRAINT "_pages_v_blocks_loyalty_dashboard_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_loyalty_dashboard"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_loyalty_history" ADD CONSTRAINT "_pages_v_blocks_loyalty_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_loyalty_history_locales" ADD CONSTRAINT "_pages_v_blocks_loyalty_history_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_loyalty_history"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_loyalty_card" ADD CONSTRAINT "_pages_v_blocks_loyalty_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_loyalty_card_locales" ADD CONSTRAINT "_pages_v_blocks_loyalty_card_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_loyalty_card"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_loyalty_dashboard_order_idx" ON "pages_blocks_loyalty_dashboard" USING btree ("_order");
  CREATE INDEX "pages_blocks_loyalty_dashboard_parent_id_idx" ON "pages_blocks_loyalty_dashboard" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_loyalty_dashboard_path_idx" ON "pages_blocks_loyalty_dashboard" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_loyalty_dashboard_locales_locale_parent_id_uniq" ON "pages_blocks_loyalty_dashboard_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_loyalty_history_order_idx" ON "pages_blocks_loyalty_history" USING btree ("_order");
  CREATE INDEX "pages_blocks_loyalty_history_parent_id_idx" ON "pages_blocks_loyalty_history" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_loyalty_history_path_idx" ON "pages_blocks_loyalty_history" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_loyalty_history_locales_locale_parent_id_unique" ON "pages_blocks_loyalty_history_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_loyalty_card_order_idx" ON "pages_blocks_loyalty_card" USING btree ("_order");
  CREATE INDEX "pages_blocks_loyalty_card_parent_id_idx" ON "pages_blocks_loyalty_card" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_loyalty_card_path_idx" ON "pages_blocks_loyalty_card" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_loyalty_card_locales_locale_parent_id_unique" ON "pages_blocks_loyalty_card_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_loyalty_dashboard_order_idx" ON "_pages_v_blocks_loyalty_dashboard" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_loyalty_dashboard_parent_id_idx" ON "_pages_v_blocks_loyalty_dashboard" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_loyalty_dashboard_path_idx" ON "_pages_v_blocks_loyalty_dashboard" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_loyalty_dashboard_locales_locale_parent_id_u" ON "_pages_v_blocks_loyalty_dashboard_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_loyalty_history_order_idx" ON "_pages_v_blocks_loyalty_history" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_loyalty_history_parent_id_idx" ON "_pages_v_blocks_loyalty_history" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_loyalty_history_path_idx" ON "_pages_v_blocks_loyalty_history" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_loyalty_history_locales_locale_parent_id_uni" ON "_pages_v_blocks_loyalty_history_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_loyalty_card_order_idx" ON "_pages_v_blocks_loyalty_card" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_loyalty_card_parent_id_idx" ON "_pages_v_blocks_loyalty_card" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_loyalty_card_path_idx" ON "_pages_v_blocks_loyalty_card" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_loyalty_card_locales_locale_parent_id_unique" ON "_pages_v_blocks_loyalty_card_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_loyalty_dashboard" CASCADE;
  DROP TABLE "pages_blocks_loyalty_dashboard_locales" CASCADE;
  DROP TABLE "pages_blocks_loyalty_history" CASCADE;
  DROP TABLE "pages_blocks_loyalty_history_locales" CASCADE;
  DROP TABLE "pages_blocks_loyalty_card" CASCADE;
  DROP TABLE "pages_blocks_loyalty_card_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_loyalty_dashboard" CASCADE;
  DROP TABLE "_pages_v_blocks_loyalty_dashboard_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_loyalty_history" CASCADE;
  DROP TABLE "_pages_v_blocks_loyalty_history_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_loyalty_card" CASCADE;
  DROP TABLE "_pages_v_blocks_loyalty_card_locales" CASCADE;`)
}
