import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "pages_blocks_hotel_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"casino_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_hotel_list_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_hotel_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"casino_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hotel_list_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_hotel_list" ADD CONSTRAINT "pages_blocks_hotel_list_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hotel_list" ADD CONSTRAINT "pages_blocks_hotel_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hotel_list_locales" ADD CONSTRAINT "pages_blocks_hotel_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hotel_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hotel_list" ADD CONSTRAINT "_pages_v_blocks_hotel_list_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hotel_list" ADD CONSTRAINT "_pages_v_blocks_hotel_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hotel_list_locales" ADD CONSTRAINT "_pages_v_blocks_hotel_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hotel_list"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_hotel_list_order_idx" ON "pages_blocks_hotel_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_hotel_list_parent_id_idx" ON "pages_blocks_hotel_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hotel_list_path_idx" ON "pages_blocks_hotel_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_hotel_list_casino_idx" ON "pages_blocks_hotel_list" USING btree ("casino_id");
  CREATE UNIQUE INDEX "pages_blocks_hotel_list_locales_locale_parent_id_unique" ON "pages_blocks_hotel_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_hotel_list_order_idx" ON "_pages_v_blocks_hotel_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hotel_list_parent_id_idx" ON "_pages_v_blocks_hotel_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hotel_list_path_idx" ON "_pages_v_blocks_hotel_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hotel_list_casino_idx" ON "_pages_v_blocks_hotel_list" USING btree ("casino_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_hotel_list_locales_locale_parent_id_unique" ON "_pages_v_blocks_hotel_list_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_hotel_list" CASCADE;
  DROP TABLE "pages_blocks_hotel_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_hotel_list" CASCADE;
  DROP TABLE "_pages_v_blocks_hotel_list_locales" CASCADE;`)
}
