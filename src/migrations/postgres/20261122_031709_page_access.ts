import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_profile_forms_sections" AS ENUM('identity', 'contact', 'preferences', 'luckyDays');
  CREATE TYPE "public"."enum_pages_access" AS ENUM('public', 'member', 'memberWithTerms');
  CREATE TYPE "public"."enum__pages_v_blocks_profile_forms_sections" AS ENUM('identity', 'contact', 'preferences', 'luckyDays');
  CREATE TYPE "public"."enum__pages_v_version_access" AS ENUM('public', 'member', 'memberWithTerms');
  CREATE TABLE "pages_blocks_account_login" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"allow_card_login" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_account_login_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_account_sign_up" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_account_sign_up_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_account_activation" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_account_activation_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_forgot_password" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_forgot_password_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_reset_password" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_reset_password_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_update_password" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_update_password_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_accept_terms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"terms_page_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_accept_terms_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_profile_forms_sections" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_profile_forms_sections",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_profile_forms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_profile_forms_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_member_status" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_member_status_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_oauth_callback" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_oauth_callback_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_account_login" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"allow_card_login" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_account_login_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_account_sign_up" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_account_sign_up_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_account_activation" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_account_activation_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_forgot_password" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_forgot_password_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_reset_password" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_reset_password_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_update_password" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_update_password_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_accept_terms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"terms_page_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_accept_terms_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_profile_forms_sections" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_profile_forms_sections",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_profile_forms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_profile_forms_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_member_status" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_member_status_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_oauth_callback" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_oauth_callback_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages" ADD COLUMN "access" "enum_pages_access" DEFAULT 'public';
  ALTER TABLE "_pages_v" ADD COLUMN "version_access" "enum__pages_v_version_access" DEFAULT 'public';
  ALTER TABLE "pages_blocks_account_login" ADD CONSTRAINT "pages_blocks_account_login_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_account_login_locales" ADD CONSTRAINT "pages_blocks_account_login_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_account_login"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_account_sign_up" ADD CONSTRAINT "pages_blocks_account_sign_up_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_account_sign_up_locales" ADD CONSTRAINT "pages_blocks_account_sign_up_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_account_sign_up"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_account_activation" ADD CONSTRAINT "pages_blocks_account_activation_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_account_activation_locales" ADD CONSTRAINT "pages_blocks_account_activation_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_account_activation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_forgot_password" ADD CONSTRAINT "pages_blocks_forgot_password_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_forgot_password_locales" ADD CONSTRAINT "pages_blocks_forgot_password_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_forgot_password"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_reset_password" ADD CONSTRAINT "pages_blocks_reset_password_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_reset_password_locales" ADD CONSTRAINT "pages_blocks_reset_password_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_reset_password"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_update_password" ADD CONSTRAINT "pages_blocks_update_password_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_update_password_locales" ADD CONSTRAINT "pages_blocks_update_password_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_update_password"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_accept_terms" ADD CONSTRAINT "pages_blocks_accept_terms_terms_page_id_pages_id_fk" FOREIGN KEY ("terms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_accept_terms" ADD CONSTRAINT "pages_blocks_accept_terms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_accept_terms_locales" ADD CONSTRAINT "pages_blocks_accept_terms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_accept_terms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_profile_forms_sections" ADD CONSTRAINT "pages_blocks_profile_forms_sections_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_profile_forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_profile_forms" ADD CONSTRAINT "pages_blocks_profile_forms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_profile_forms_locales" ADD CONSTRAINT "pages_blocks_profile_forms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_profile_forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_member_status" ADD CONSTRAINT "pages_blocks_member_status_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_member_status_locales" ADD CONSTRAINT "pages_blocks_member_status_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_member_status"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_oauth_callback" ADD CONSTRAINT "pages_blocks_oauth_callback_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_oauth_callback_locales" ADD CONSTRAINT "pages_blocks_oauth_callback_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_oauth_callback"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_account_login" ADD CONSTRAINT "_pages_v_blocks_account_login_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_account_login_locales" ADD CONSTRAINT "_pages_v_blocks_account_login_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_account_login"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_account_sign_up" ADD CONSTRAINT "_pages_v_blocks_account_sign_up_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_account_sign_up_locales" ADD CONSTRAINT "_pages_v_blocks_account_sign_up_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_account_sign_up"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_account_activation" ADD CONSTRAINT "_pages_v_blocks_account_activation_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_account_activation_locales" ADD CONSTRAINT "_pages_v_blocks_account_activation_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_account_activation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_forgot_password" ADD CONSTRAINT "_pages_v_blocks_forgot_password_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_forgot_password_locales" ADD CONSTRAINT "_pages_v_blocks_forgot_password_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_forgot_password"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_reset_password" ADD CONSTRAINT "_pages_v_blocks_reset_password_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_reset_password_locales" ADD CONSTRAINT "_pages_v_blocks_reset_password_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_reset_password"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_update_password" ADD CONSTRAINT "_pages_v_blocks_update_password_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_update_password_locales" ADD CONSTRAINT "_pages_v_blocks_update_password_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_update_password"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accept_terms" ADD CONSTRAINT "_pages_v_blocks_accept_terms_terms_page_id_pages_id_fk" FOREIGN KEY ("terms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accept_terms" ADD CONSTRAINT "_pages_v_blocks_accept_terms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accept_terms_locales" ADD CONSTRAINT "_pages_v_blocks_accept_terms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_accept_terms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_profile_forms_sections" ADD CONSTRAINT "_pages_v_blocks_profile_forms_sections_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_profile_forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_profile_forms" ADD CONSTRAINT "_pages_v_blocks_profile_forms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_profile_forms_locales" ADD CONSTRAINT "_pages_v_blocks_profile_forms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_profile_forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_member_status" ADD CONSTRAINT "_pages_v_blocks_member_status_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_member_status_locales" ADD CONSTRAINT "_pages_v_blocks_member_status_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_member_status"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_oauth_callback" ADD CONSTRAINT "_pages_v_blocks_oauth_callback_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_oauth_callback_locales" ADD CONSTRAINT "_pages_v_blocks_oauth_callback_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_oauth_callback"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_account_login_order_idx" ON "pages_blocks_account_login" USING btree ("_order");
  CREATE INDEX "pages_blocks_account_login_parent_id_idx" ON "pages_blocks_account_login" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_account_login_path_idx" ON "pages_blocks_account_login" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_account_login_locales_locale_parent_id_unique" ON "pages_blocks_account_login_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_account_sign_up_order_idx" ON "pages_blocks_account_sign_up" USING btree ("_order");
  CREATE INDEX "pages_blocks_account_sign_up_parent_id_idx" ON "pages_blocks_account_sign_up" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_account_sign_up_path_idx" ON "pages_blocks_account_sign_up" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_account_sign_up_locales_locale_parent_id_unique" ON "pages_blocks_account_sign_up_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_account_activation_order_idx" ON "pages_blocks_account_activation" USING btree ("_order");
  CREATE INDEX "pages_blocks_account_activation_parent_id_idx" ON "pages_blocks_account_activation" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_account_activation_path_idx" ON "pages_blocks_account_activation" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_account_activation_locales_locale_parent_id_uni" ON "pages_blocks_account_activation_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_forgot_password_order_idx" ON "pages_blocks_forgot_password" USING btree ("_order");
  CREATE INDEX "pages_blocks_forgot_password_parent_id_idx" ON "pages_blocks_forgot_password" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_forgot_password_path_idx" ON "pages_blocks_forgot_password" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_forgot_password_locales_locale_parent_id_unique" ON "pages_blocks_forgot_password_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_reset_password_order_idx" ON "pages_blocks_reset_password" USING btree ("_order");
  CREATE INDEX "pages_blocks_reset_password_parent_id_idx" ON "pages_blocks_reset_password" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_reset_password_path_idx" ON "pages_blocks_reset_password" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_reset_password_locales_locale_parent_id_unique" ON "pages_blocks_reset_password_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_update_password_order_idx" ON "pages_blocks_update_password" USING btree ("_order");
  CREATE INDEX "pages_blocks_update_password_parent_id_idx" ON "pages_blocks_update_password" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_update_password_path_idx" ON "pages_blocks_update_password" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_update_password_locales_locale_parent_id_unique" ON "pages_blocks_update_password_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_accept_terms_order_idx" ON "pages_blocks_accept_terms" USING btree ("_order");
  CREATE INDEX "pages_blocks_accept_terms_parent_id_idx" ON "pages_blocks_accept_terms" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_accept_terms_path_idx" ON "pages_blocks_accept_terms" USING btree ("_path");
  CREATE INDEX "pages_blocks_accept_terms_terms_page_idx" ON "pages_blocks_accept_terms" USING btree ("terms_page_id");
  CREATE UNIQUE INDEX "pages_blocks_accept_terms_locales_locale_parent_id_unique" ON "pages_blocks_accept_terms_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_profile_forms_sections_order_idx" ON "pages_blocks_profile_forms_sections" USING btree ("order");
  CREATE INDEX "pages_blocks_profile_forms_sections_parent_idx" ON "pages_blocks_profile_forms_sections" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_profile_forms_order_idx" ON "pages_blocks_profile_forms" USING btree ("_order");
  CREATE INDEX "pages_blocks_profile_forms_parent_id_idx" ON "pages_blocks_profile_forms" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_profile_forms_path_idx" ON "pages_blocks_profile_forms" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_profile_forms_locales_locale_parent_id_unique" ON "pages_blocks_profile_forms_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_member_status_order_idx" ON "pages_blocks_member_status" USING btree ("_order");
  CREATE INDEX "pages_blocks_member_status_parent_id_idx" ON "pages_blocks_member_status" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_member_status_path_idx" ON "pages_blocks_member_status" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_member_status_locales_locale_parent_id_unique" ON "pages_blocks_member_status_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_oauth_callback_order_idx" ON "pages_blocks_oauth_callback" USING btree ("_order");
  CREATE INDEX "pages_blocks_oauth_callback_parent_id_idx" ON "pages_blocks_oauth_callback" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_oauth_callback_path_idx" ON "pages_blocks_oauth_callback" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_oauth_callback_locales_locale_parent_id_unique" ON "pages_blocks_oauth_callback_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_account_login_order_idx" ON "_pages_v_blocks_account_login" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_account_login_parent_id_idx" ON "_pages_v_blocks_account_login" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_account_login_path_idx" ON "_pages_v_blocks_account_login" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_account_login_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_account_login_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_account_sign_up_order_idx" ON "_pages_v_blocks_account_sign_up" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_account_sign_up_parent_id_idx" ON "_pages_v_blocks_account_sign_up" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_account_sign_up_path_idx" ON "_pages_v_blocks_account_sign_up" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_account_sign_up_locales_locale_parent_id_uni" ON "_pages_v_blocks_account_sign_up_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_account_activation_order_idx" ON "_pages_v_blocks_account_activation" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_account_activation_parent_id_idx" ON "_pages_v_blocks_account_activation" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_account_activation_path_idx" ON "_pages_v_blocks_account_activation" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_account_activation_locales_locale_parent_id_" ON "_pages_v_blocks_account_activation_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_forgot_password_order_idx" ON "_pages_v_blocks_forgot_password" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_forgot_password_parent_id_idx" ON "_pages_v_blocks_forgot_password" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_forgot_password_path_idx" ON "_pages_v_blocks_forgot_password" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_forgot_password_locales_locale_parent_id_uni" ON "_pages_v_blocks_forgot_password_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_reset_password_order_idx" ON "_pages_v_blocks_reset_password" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_reset_password_parent_id_idx" ON "_pages_v_blocks_reset_password" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_reset_password_path_idx" ON "_pages_v_blocks_reset_password" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_reset_password_locales_locale_parent_id_uniq" ON "_pages_v_blocks_reset_password_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_update_password_order_idx" ON "_pages_v_blocks_update_password" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_update_password_parent_id_idx" ON "_pages_v_blocks_update_password" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_update_password_path_idx" ON "_pages_v_blocks_update_password" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_update_password_locales_locale_parent_id_uni" ON "_pages_v_blocks_update_password_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_accept_terms_order_idx" ON "_pages_v_blocks_accept_terms" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_accept_terms_parent_id_idx" ON "_pages_v_blocks_accept_terms" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_accept_terms_path_idx" ON "_pages_v_blocks_accept_terms" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_accept_terms_terms_page_idx" ON "_pages_v_blocks_accept_terms" USING btree ("terms_page_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_accept_terms_locales_locale_parent_id_unique" ON "_pages_v_blocks_accept_terms_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_profile_forms_sections_order_idx" ON "_pages_v_blocks_profile_forms_sections" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_profile_forms_sections_parent_idx" ON "_pages_v_blocks_profile_forms_sections" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_profile_forms_order_idx" ON "_pages_v_blocks_profile_forms" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_profile_forms_parent_id_idx" ON "_pages_v_blocks_profile_forms" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_profile_forms_path_idx" ON "_pages_v_blocks_profile_forms" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_profile_forms_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_profile_forms_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_member_status_order_idx" ON "_pages_v_blocks_member_status" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_member_status_parent_id_idx" ON "_pages_v_blocks_member_status" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_member_status_path_idx" ON "_pages_v_blocks_member_status" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_member_status_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_member_status_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_oauth_callback_order_idx" ON "_pages_v_blocks_oauth_callback" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_oauth_callback_parent_id_idx" ON "_pages_v_blocks_oauth_callback" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_oauth_callback_path_idx" ON "_pages_v_blocks_oauth_callback" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_oauth_callback_locales_locale_parent_id_uniq" ON "_pages_v_blocks_oauth_callback_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_account_login" CASCADE;
  DROP TABLE "pages_blocks_account_login_locales" CASCADE;
  DROP TABLE "pages_blocks_account_sign_up" CASCADE;
  DROP TABLE "pages_blocks_account_sign_up_locales" CASCADE;
  DROP TABLE "pages_blocks_account_activation" CASCADE;
  DROP TABLE "pages_blocks_account_activation_locales" CASCADE;
  DROP TABLE "pages_blocks_forgot_password" CASCADE;
  DROP TABLE "pages_blocks_forgot_password_locales" CASCADE;
  DROP TABLE "pages_blocks_reset_password" CASCADE;
  DROP TABLE "pages_blocks_reset_password_locales" CASCADE;
  DROP TABLE "pages_blocks_update_password" CASCADE;
  DROP TABLE "pages_blocks_update_password_locales" CASCADE;
  DROP TABLE "pages_blocks_accept_terms" CASCADE;
  DROP TABLE "pages_blocks_accept_terms_locales" CASCADE;
  DROP TABLE "pages_blocks_profile_forms_sections" CASCADE;
  DROP TABLE "pages_blocks_profile_forms" CASCADE;
  DROP TABLE "pages_blocks_profile_forms_locales" CASCADE;
  DROP TABLE "pages_blocks_member_status" CASCADE;
  DROP TABLE "pages_blocks_member_status_locales" CASCADE;
  DROP TABLE "pages_blocks_oauth_callback" CASCADE;
  DROP TABLE "pages_blocks_oauth_callback_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_account_login" CASCADE;
  DROP TABLE "_pages_v_blocks_account_login_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_account_sign_up" CASCADE;
  DROP TABLE "_pages_v_blocks_account_sign_up_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_account_activation" CASCADE;
  DROP TABLE "_pages_v_blocks_account_activation_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_forgot_password" CASCADE;
  DROP TABLE "_pages_v_blocks_forgot_password_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_reset_password" CASCADE;
  DROP TABLE "_pages_v_blocks_reset_password_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_update_password" CASCADE;
  DROP TABLE "_pages_v_blocks_update_password_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_accept_terms" CASCADE;
  DROP TABLE "_pages_v_blocks_accept_terms_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_profile_forms_sections" CASCADE;
  DROP TABLE "_pages_v_blocks_profile_forms" CASCADE;
  DROP TABLE "_pages_v_blocks_profile_forms_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_member_status" CASCADE;
  DROP TABLE "_pages_v_blocks_member_status_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_oauth_callback" CASCADE;
  DROP TABLE "_pages_v_blocks_oauth_callback_locales" CASCADE;
  ALTER TABLE "pages" DROP COLUMN "access";
  ALTER TABLE "_pages_v" DROP COLUMN "version_access";
  DROP TYPE "public"."enum_pages_blocks_profile_forms_sections";
  DROP TYPE "public"."enum_pages_access";
  DROP TYPE "public"."enum__pages_v_blocks_profile_forms_sections";
  DROP TYPE "public"."enum__pages_v_version_access";`)
}
