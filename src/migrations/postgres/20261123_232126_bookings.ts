import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_table_booking_settings_services_days" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TYPE "public"."enum_table_booking_settings_services_kind" AS ENUM('breakfast', 'lunch', 'brunch', 'dinner', 'supper');
  CREATE TYPE "public"."enum_table_booking_settings_slot_minutes" AS ENUM('15', '30');
  CREATE TYPE "public"."enum_table_bookings_service" AS ENUM('breakfast', 'lunch', 'brunch', 'dinner', 'supper');
  CREATE TYPE "public"."enum_table_bookings_locale" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum_table_bookings_status" AS ENUM('confirmed', 'cancelled', 'noShow');
  CREATE TYPE "public"."enum_table_bookings_cancelled_by" AS ENUM('guest', 'staff');
  CREATE TYPE "public"."enum_room_bookings_locale" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum_room_bookings_status" AS ENUM('confirmed', 'cancelled', 'noShow');
  CREATE TYPE "public"."enum_room_bookings_cancelled_by" AS ENUM('guest', 'staff');
  CREATE TABLE "pages_blocks_restaurant_booking" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"restaurant_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_restaurant_booking_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_my_stays" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_my_stays_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_restaurant_booking" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"restaurant_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_restaurant_booking_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_my_stays" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_my_stays_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "table_booking_settings_services_days" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_table_booking_settings_services_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "table_booking_settings_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_table_booking_settings_services_kind" DEFAULT 'dinner' NOT NULL,
  	"first_seating" varchar NOT NULL,
  	"last_seating" varchar NOT NULL,
  	"covers_per_slot" numeric DEFAULT 20 NOT NULL
  );
  
  CREATE TABLE "table_booking_settings_closed_dates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" varchar NOT NULL,
  	"reason" varchar
  );
  
  CREATE TABLE "table_booking_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"restaurant_id" integer NOT NULL,
  	"slot_minutes" "enum_table_booking_settings_slot_minutes" DEFAULT '30' NOT NULL,
  	"max_party_online" numeric DEFAULT 8 NOT NULL,
  	"lead_time_minutes" numeric DEFAULT 120 NOT NULL,
  	"horizon_days" numeric DEFAULT 60 NOT NULL,
  	"meal_minutes" numeric DEFAULT 120 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "room_booking_settings_seasons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"start_date" varchar NOT NULL,
  	"end_date" varchar NOT NULL,
  	"nightly_cents" numeric NOT NULL,
  	"minimum_stay" numeric
  );
  
  CREATE TABLE "room_booking_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"room_id" integer NOT NULL,
  	"hotel_id" integer,
  	"room_count" numeric DEFAULT 1 NOT NULL,
  	"base_nightly_cents" numeric NOT NULL,
  	"minimum_stay" numeric DEFAULT 1 NOT NULL,
  	"free_cancellation_days" numeric DEFAULT 2 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "table_bookings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"restaurant_id" integer NOT NULL,
  	"service_date" varchar NOT NULL,
  	"time" varchar NOT NULL,
  	"party_size" numeric NOT NULL,
  	"service" "enum_table_bookings_service" NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"guest_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"note" varchar,
  	"member_id" integer,
  	"locale" "enum_table_bookings_locale" DEFAULT 'fr' NOT NULL,
  	"discount_percent" numeric,
  	"status" "enum_table_bookings_status" DEFAULT 'confirmed' NOT NULL,
  	"cancelled_at" timestamp(3) with time zone,
  	"cancelled_by" "enum_table_bookings_cancelled_by",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "room_bookings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"hotel_id" integer NOT NULL,
  	"room_id" integer NOT NULL,
  	"arrival" varchar NOT NULL,
  	"departure" varchar NOT NULL,
  	"nights" numeric NOT NULL,
  	"guests" numeric NOT NULL,
  	"rate_name" varchar NOT NULL,
  	"offer_id" integer,
  	"total_cents" numeric NOT NULL,
  	"free_cancellation_until" varchar,
  	"guest_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"note" varchar,
  	"member_id" integer,
  	"locale" "enum_room_bookings_locale" DEFAULT 'fr' NOT NULL,
  	"status" "enum_room_bookings_status" DEFAULT 'confirmed' NOT NULL,
  	"cancelled_at" timestamp(3) with time zone,
  	"cancelled_by" "enum_room_bookings_cancelled_by",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "table_slot_counters" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"restaurant_id" numeric NOT NULL,
  	"day" varchar NOT NULL,
  	"slot_time" varchar NOT NULL,
  	"booked" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "room_night_counters" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"room_id" numeric NOT NULL,
  	"night" varchar NOT NULL,
  	"booked" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "hotel_offers" ADD COLUMN "booking_rate_nightly_cents" numeric;
  ALTER TABLE "hotel_offers" ADD COLUMN "booking_rate_minimum_stay" numeric;
  ALTER TABLE "hotel_offers" ADD COLUMN "booking_rate_free_cancellation_days" numeric;
  ALTER TABLE "_hotel_offers_v" ADD COLUMN "version_booking_rate_nightly_cents" numeric;
  ALTER TABLE "_hotel_offers_v" ADD COLUMN "version_booking_rate_minimum_stay" numeric;
  ALTER TABLE "_hotel_offers_v" ADD COLUMN "version_booking_rate_free_cancellation_days" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "table_booking_settings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "room_booking_settings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "table_bookings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "room_bookings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "table_slot_counters_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "room_night_counters_id" integer;
  ALTER TABLE "pages_blocks_restaurant_booking" ADD CONSTRAINT "pages_blocks_restaurant_booking_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_restaurant_booking" ADD CONSTRAINT "pages_blocks_restaurant_booking_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_restaurant_booking_locales" ADD CONSTRAINT "pages_blocks_restaurant_booking_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_restaurant_booking"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_my_stays" ADD CONSTRAINT "pages_blocks_my_stays_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_my_stays_locales" ADD CONSTRAINT "pages_blocks_my_stays_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_my_stays"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_restaurant_booking" ADD CONSTRAINT "_pages_v_blocks_restaurant_booking_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_restaurant_booking" ADD CONSTRAINT "_pages_v_blocks_restaurant_booking_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_restaurant_booking_locales" ADD CONSTRAINT "_pages_v_blocks_restaurant_booking_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_restaurant_booking"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_my_stays" ADD CONSTRAINT "_pages_v_blocks_my_stays_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_my_stays_locales" ADD CONSTRAINT "_pages_v_blocks_my_stays_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_my_stays"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "table_booking_settings_services_days" ADD CONSTRAINT "table_booking_settings_services_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."table_booking_settings_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "table_booking_settings_services" ADD CONSTRAINT "table_booking_settings_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."table_booking_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "table_booking_settings_closed_dates" ADD CONSTRAINT "table_booking_settings_closed_dates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."table_booking_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "table_booking_settings" ADD CONSTRAINT "table_booking_settings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "room_booking_settings_seasons" ADD CONSTRAINT "room_booking_settings_seasons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."room_booking_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "room_booking_settings" ADD CONSTRAINT "room_booking_settings_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "room_booking_settings" ADD CONSTRAINT "room_booking_settings_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "table_bookings" ADD CONSTRAINT "table_bookings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "table_bookings" ADD CONSTRAINT "table_bookings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "room_bookings" ADD CONSTRAINT "room_bookings_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "room_bookings" ADD CONSTRAINT "room_bookings_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "room_bookings" ADD CONSTRAINT "room_bookings_offer_id_hotel_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."hotel_offers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "room_bookings" ADD CONSTRAINT "room_bookings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_restaurant_booking_order_idx" ON "pages_blocks_restaurant_booking" USING btree ("_order");
  CREATE INDEX "pages_blocks_restaurant_booking_parent_id_idx" ON "pages_blocks_restaurant_booking" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_restaurant_booking_path_idx" ON "pages_blocks_restaurant_booking" USING btree ("_path");
  CREATE INDEX "pages_blocks_restaurant_booking_restaurant_idx" ON "pages_blocks_restaurant_booking" USING btree ("restaurant_id");
  CREATE UNIQUE INDEX "pages_blocks_restaurant_booking_locales_locale_parent_id_uni" ON "pages_blocks_restaurant_booking_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_my_stays_order_idx" ON "pages_blocks_my_stays" USING btree ("_order");
  CREATE INDEX "pages_blocks_my_stays_parent_id_idx" ON "pages_blocks_my_stays" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_my_stays_path_idx" ON "pages_blocks_my_stays" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_my_stays_locales_locale_parent_id_unique" ON "pages_blocks_my_stays_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_restaurant_booking_order_idx" ON "_pages_v_blocks_restaurant_booking" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_restaurant_booking_parent_id_idx" ON "_pages_v_blocks_restaurant_booking" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_restaurant_booking_path_idx" ON "_pages_v_blocks_restaurant_booking" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_restaurant_booking_restaurant_idx" ON "_pages_v_blocks_restaurant_booking" USING btree ("restaurant_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_restaurant_booking_locales_locale_parent_id_" ON "_pages_v_blocks_restaurant_booking_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_my_stays_order_idx" ON "_pages_v_blocks_my_stays" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_my_stays_parent_id_idx" ON "_pages_v_blocks_my_stays" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_my_stays_path_idx" ON "_pages_v_blocks_my_stays" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_my_stays_locales_locale_parent_id_unique" ON "_pages_v_blocks_my_stays_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "table_booking_settings_services_days_order_idx" ON "table_booking_settings_services_days" USING btree ("order");
  CREATE INDEX "table_booking_settings_services_days_parent_idx" ON "table_booking_settings_services_days" USING btree ("parent_id");
  CREATE INDEX "table_booking_settings_services_order_idx" ON "table_booking_settings_services" USING btree ("_order");
  CREATE INDEX "table_booking_settings_services_parent_id_idx" ON "table_booking_settings_services" USING btree ("_parent_id");
  CREATE INDEX "table_booking_settings_closed_dates_order_idx" ON "table_booking_settings_closed_dates" USING btree ("_order");
  CREATE INDEX "table_booking_settings_closed_dates_parent_id_idx" ON "table_booking_settings_closed_dates" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "table_booking_settings_restaurant_idx" ON "table_booking_settings" USING btree ("restaurant_id");
  CREATE INDEX "table_booking_settings_updated_at_idx" ON "table_booking_settings" USING btree ("updated_at");
  CREATE INDEX "table_booking_settings_created_at_idx" ON "table_booking_settings" USING btree ("created_at");
  CREATE INDEX "room_booking_settings_seasons_order_idx" ON "room_booking_settings_seasons" USING btree ("_order");
  CREATE INDEX "room_booking_settings_seasons_parent_id_idx" ON "room_booking_settings_seasons" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "room_booking_settings_room_idx" ON "room_booking_settings" USING btree ("room_id");
  CREATE INDEX "room_booking_settings_hotel_idx" ON "room_booking_settings" USING btree ("hotel_id");
  CREATE INDEX "room_booking_settings_updated_at_idx" ON "room_booking_settings" USING btree ("updated_at");
  CREATE INDEX "room_booking_settings_created_at_idx" ON "room_booking_settings" USING btree ("created_at");
  CREATE UNIQUE INDEX "table_bookings_reference_idx" ON "table_bookings" USING btree ("reference");
  CREATE INDEX "table_bookings_restaurant_idx" ON "table_bookings" USING btree ("restaurant_id");
  CREATE INDEX "table_bookings_service_date_idx" ON "table_bookings" USING btree ("service_date");
  CREATE INDEX "table_bookings_starts_at_idx" ON "table_bookings" USING btree ("starts_at");
  CREATE INDEX "table_bookings_email_idx" ON "table_bookings" USING btree ("email");
  CREATE INDEX "table_bookings_member_idx" ON "table_bookings" USING btree ("member_id");
  CREATE INDEX "table_bookings_status_idx" ON "table_bookings" USING btree ("status");
  CREATE INDEX "table_bookings_updated_at_idx" ON "table_bookings" USING btree ("updated_at");
  CREATE INDEX "table_bookings_created_at_idx" ON "table_bookings" USING btree ("created_at");
  CREATE UNIQUE INDEX "room_bookings_reference_idx" ON "room_bookings" USING btree ("reference");
  CREATE INDEX "room_bookings_hotel_idx" ON "room_bookings" USING btree ("hotel_id");
  CREATE INDEX "room_bookings_room_idx" ON "room_bookings" USING btree ("room_id");
  CREATE INDEX "room_bookings_arrival_idx" ON "room_bookings" USING btree ("arrival");
  CREATE INDEX "room_bookings_offer_idx" ON "room_bookings" USING btree ("offer_id");
  CREATE INDEX "room_bookings_email_idx" ON "room_bookings" USING btree ("email");
  CREATE INDEX "room_bookings_member_idx" ON "room_bookings" USING btree ("member_id");
  CREATE INDEX "room_bookings_status_idx" ON "room_bookings" USING btree ("status");
  CREATE INDEX "room_bookings_updated_at_idx" ON "room_bookings" USING btree ("updated_at");
  CREATE INDEX "room_bookings_created_at_idx" ON "room_bookings" USING btree ("created_at");
  CREATE UNIQUE INDEX "table_slot_counters_key_idx" ON "table_slot_counters" USING btree ("key");
  CREATE INDEX "table_slot_counters_updated_at_idx" ON "table_slot_counters" USING btree ("updated_at");
  CREATE INDEX "table_slot_counters_created_at_idx" ON "table_slot_counters" USING btree ("created_at");
  CREATE INDEX "restaurantId_day_idx" ON "table_slot_counters" USING btree ("restaurant_id","day");
  CREATE UNIQUE INDEX "room_night_counters_key_idx" ON "room_night_counters" USING btree ("key");
  CREATE INDEX "room_night_counters_updated_at_idx" ON "room_night_counters" USING btree ("updated_at");
  CREATE INDEX "room_night_counters_created_at_idx" ON "room_night_counters" USING btree ("created_at");
  CREATE INDEX "roomId_night_idx" ON "room_night_counters" USING btree ("room_id","night");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_table_booking_settings_fk" FOREIGN KEY ("table_booking_settings_id") REFERENCES "public"."table_booking_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_room_booking_settings_fk" FOREIGN KEY ("room_booking_settings_id") REFERENCES "public"."room_booking_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_table_bookings_fk" FOREIGN KEY ("table_bookings_id") REFERENCES "public"."table_bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_room_bookings_fk" FOREIGN KEY ("room_bookings_id") REFERENCES "public"."room_bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_table_slot_counters_fk" FOREIGN KEY ("table_slot_counters_id") REFERENCES "public"."table_slot_counters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_room_night_counters_fk" FOREIGN KEY ("room_night_counters_id") REFERENCES "public"."room_night_counters"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_table_booking_settings_id_idx" ON "payload_locked_documents_rels" USING btree ("table_booking_settings_id");
  CREATE INDEX "payload_locked_documents_rels_room_booking_settings_id_idx" ON "payload_locked_documents_rels" USING btree ("room_booking_settings_id");
  CREATE INDEX "payload_locked_documents_rels_table_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("table_bookings_id");
  CREATE INDEX "payload_locked_documents_rels_room_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("room_bookings_id");
  CREATE INDEX "payload_locked_documents_rels_table_slot_counters_id_idx" ON "payload_locked_documents_rels" USING btree ("table_slot_counters_id");
  CREATE INDEX "payload_locked_documents_rels_room_night_counters_id_idx" ON "payload_locked_documents_rels" USING btree ("room_night_counters_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_restaurant_booking" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_restaurant_booking_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_my_stays" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_my_stays_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_restaurant_booking" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_restaurant_booking_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_my_stays" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_my_stays_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "table_booking_settings_services_days" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "table_booking_settings_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "table_booking_settings_closed_dates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "table_booking_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "room_booking_settings_seasons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "room_booking_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "table_bookings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "room_bookings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "table_slot_counters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "room_night_counters" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_restaurant_booking" CASCADE;
  DROP TABLE "pages_blocks_restaurant_booking_locales" CASCADE;
  DROP TABLE "pages_blocks_my_stays" CASCADE;
  DROP TABLE "pages_blocks_my_stays_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_restaurant_booking" CASCADE;
  DROP TABLE "_pages_v_blocks_restaurant_booking_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_my_stays" CASCADE;
  DROP TABLE "_pages_v_blocks_my_stays_locales" CASCADE;
  DROP TABLE "table_booking_settings_services_days" CASCADE;
  DROP TABLE "table_booking_settings_services" CASCADE;
  DROP TABLE "table_booking_settings_closed_dates" CASCADE;
  DROP TABLE "table_booking_settings" CASCADE;
  DROP TABLE "room_booking_settings_seasons" CASCADE;
  DROP TABLE "room_booking_settings" CASCADE;
  DROP TABLE "table_bookings" CASCADE;
  DROP TABLE "room_bookings" CASCADE;
  DROP TABLE "table_slot_counters" CASCADE;
  DROP TABLE "room_night_counters" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_table_booking_settings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_room_booking_settings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_table_bookings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_room_bookings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_table_slot_counters_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_room_night_counters_fk";
  
  DROP INDEX "payload_locked_documents_rels_table_booking_settings_id_idx";
  DROP INDEX "payload_locked_documents_rels_room_booking_settings_id_idx";
  DROP INDEX "payload_locked_documents_rels_table_bookings_id_idx";
  DROP INDEX "payload_locked_documents_rels_room_bookings_id_idx";
  DROP INDEX "payload_locked_documents_rels_table_slot_counters_id_idx";
  DROP INDEX "payload_locked_documents_rels_room_night_counters_id_idx";
  ALTER TABLE "hotel_offers" DROP COLUMN "booking_rate_nightly_cents";
  ALTER TABLE "hotel_offers" DROP COLUMN "booking_rate_minimum_stay";
  ALTER TABLE "hotel_offers" DROP COLUMN "booking_rate_free_cancellation_days";
  ALTER TABLE "_hotel_offers_v" DROP COLUMN "version_booking_rate_nightly_cents";
  ALTER TABLE "_hotel_offers_v" DROP COLUMN "version_booking_rate_minimum_stay";
  ALTER TABLE "_hotel_offers_v" DROP COLUMN "version_booking_rate_free_cancellation_days";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "table_booking_settings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "room_booking_settings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "table_bookings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "room_bookings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "table_slot_counters_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "room_night_counters_id";
  DROP TYPE "public"."enum_table_booking_settings_services_days";
  DROP TYPE "public"."enum_table_booking_settings_services_kind";
  DROP TYPE "public"."enum_table_booking_settings_slot_minutes";
  DROP TYPE "public"."enum_table_bookings_service";
  DROP TYPE "public"."enum_table_bookings_locale";
  DROP TYPE "public"."enum_table_bookings_status";
  DROP TYPE "public"."enum_table_bookings_cancelled_by";
  DROP TYPE "public"."enum_room_bookings_locale";
  DROP TYPE "public"."enum_room_bookings_status";
  DROP TYPE "public"."enum_room_bookings_cancelled_by";`)
}
