import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sponsorship_invitations_civility" AS ENUM('Mr', 'Mrs');
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sponsorship_invitations_id" integer;
  ALTER TABLE "pages_blocks_sponsor_form" ADD CONSTRAINT "pages_blocks_sponsor_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_sponsor_form_locales" ADD CONSTRAINT "pages_blocks_sponsor_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_sponsor_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_godsons_list" ADD CONSTRAINT "pages_blocks_godsons_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_godsons_list_locales" ADD CONSTRAINT "pages_blocks_godsons_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_godsons_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sponsor_form" ADD CONSTRAINT "_pages_v_blocks_sponsor_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sponsor_form_locales" ADD CONSTRAINT "_pages_v_blocks_sponsor_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_sponsor_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_godsons_list" ADD CONSTRAINT "_pages_v_blocks_godsons_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_godsons_list_locales" ADD CONSTRAINT "_pages_v_blocks_godsons_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_godsons_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sponsorship_invitations" ADD CONSTRAINT "sponsorship_invitations_sponsor_id_members_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_sponsor_form_order_idx" ON "pages_blocks_sponsor_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_sponsor_form_parent_id_idx" ON "pages_blocks_sponsor_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_sponsor_form_path_idx" ON "pages_blocks_sponsor_form" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_sponsor_form_locales_locale_parent_id_unique" ON "pages_blocks_sponsor_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_godsons_list_order_idx" ON "pages_blocks_godsons_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_godsons_list_parent_id_idx" ON "pages_blocks_godsons_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_godsons_list_path_idx" ON "pages_blocks_godsons_list" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_godsons_list_locales_locale_parent_id_unique" ON "pages_blocks_godsons_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_sponsor_form_order_idx" ON "_pages_v_blocks_sponsor_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_sponsor_form_parent_id_idx" ON "_pages_v_blocks_sponsor_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_sponsor_form_path_idx" ON "_pages_v_blocks_sponsor_form" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_sponsor_form_locales_locale_parent_id_unique" ON "_pages_v_blocks_sponsor_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_godsons_list_order_idx" ON "_pages_v_blocks_godsons_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_godsons_list_parent_id_idx" ON "_pages_v_blocks_godsons_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_godsons_list_path_idx" ON "_pages_v_blocks_godsons_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_godsons_list_locales_locale_parent_id_unique" ON "_pages_v_blocks_godsons_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "sponsorship_invitations_sponsor_idx" ON "sponsorship_invitations" USING btree ("sponsor_id");
  CREATE INDEX "sponsorship_invitations_email_idx" ON "sponsorship_invitations" USING btree ("email");
  CREATE INDEX "sponsorship_invitations_updated_at_idx" ON "sponsorship_invitations" USING btree ("updated_at");
  CREATE INDEX "sponsorship_invitations_created_at_idx" ON "sponsorship_invitations" USING btree ("created_at");
  CREATE UNIQUE INDEX "sponsor_year_slot_idx" ON "sponsorship_invitations" USING btree ("sponsor_id","year","slot");
  CREATE UNIQUE INDEX "sponsor_email_idx" ON "sponsorship_invitations" USING btree ("sponsor_id","email");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sponsorship_invitations_fk" FOREIGN KEY ("sponsorship_invitations_id") REFERENCES "public"."sponsorship_invitations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_sponsorship_invitations_id_idx" ON "payload_locked_documents_rels" USING btree ("sponsorship_invitations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_sponsor_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_sponsor_form_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_godsons_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_godsons_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_sponsor_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_sponsor_form_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_godsons_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_godsons_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sponsorship_invitations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_sponsor_form" CASCADE;
  DROP TABLE "pages_blocks_sponsor_form_locales" CASCADE;
  DROP TABLE "pages_blocks_godsons_list" CASCADE;
  DROP TABLE "pages_blocks_godsons_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_sponsor_form" CASCADE;
  DROP TABLE "_pages_v_blocks_sponsor_form_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_godsons_list" CASCADE;
  DROP TABLE "_pages_v_blocks_godsons_list_locales" CASCADE;
  DROP TABLE "sponsorship_invitations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sponsorship_invitations_fk";
  
  DROP INDEX "payload_locked_documents_rels_sponsorship_invitations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sponsorship_invitations_id";
  DROP TYPE "public"."enum_sponsorship_invitations_civility";`)
}
