import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_casino_info_sections" AS ENUM('info', 'shows', 'restaurants', 'hotels', 'tournaments', 'gameTables');
  CREATE TYPE "public"."enum_pages_blocks_tournament_list_kind" AS ENUM('poker', 'other', 'all');
  CREATE TYPE "public"."enum__pages_v_blocks_casino_info_sections" AS ENUM('info', 'shows', 'restaurants', 'hotels', 'tournaments', 'gameTables');
  CREATE TYPE "public"."enum__pages_v_blocks_tournament_list_kind" AS ENUM('poker', 'other', 'all');
  CREATE TYPE "public"."enum_casinos_opening_hours_weekly_day" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TYPE "public"."enum_casinos_facilities" AS ENUM('slot-machines', 'table-games', 'poker', 'restaurant', 'bar', 'hotel', 'spa', 'shows', 'seminar-rooms', 'parking', 'terrace');
  CREATE TYPE "public"."enum_casinos_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__casinos_v_version_opening_hours_weekly_day" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TYPE "public"."enum__casinos_v_version_facilities" AS ENUM('slot-machines', 'table-games', 'poker', 'restaurant', 'bar', 'hotel', 'spa', 'shows', 'seminar-rooms', 'parking', 'terrace');
  CREATE TYPE "public"."enum__casinos_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__casinos_v_published_locale" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum_shows_performances_status" AS ENUM('canceled', 'exclusive', 'finished', 'full', 'postponed', 'promotion');
  CREATE TYPE "public"."enum_shows_category" AS ENUM('concert', 'humour', 'theatre', 'cabaret', 'magic', 'dance', 'dinner-show', 'family');
  CREATE TYPE "public"."enum_shows_sale_mode" AS ENUM('online', 'onSite');
  CREATE TYPE "public"."enum_shows_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__shows_v_version_performances_status" AS ENUM('canceled', 'exclusive', 'finished', 'full', 'postponed', 'promotion');
  CREATE TYPE "public"."enum__shows_v_version_category" AS ENUM('concert', 'humour', 'theatre', 'cabaret', 'magic', 'dance', 'dinner-show', 'family');
  CREATE TYPE "public"."enum__shows_v_version_sale_mode" AS ENUM('online', 'onSite');
  CREATE TYPE "public"."enum__shows_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__shows_v_published_locale" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum_restaurants_opening_hours_weekly_day" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TYPE "public"."enum_restaurants_price_level" AS ENUM('1', '2', '3', '4');
  CREATE TYPE "public"."enum_restaurants_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__restaurants_v_version_opening_hours_weekly_day" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TYPE "public"."enum__restaurants_v_version_price_level" AS ENUM('1', '2', '3', '4');
  CREATE TYPE "public"."enum__restaurants_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__restaurants_v_published_locale" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum_hotels_stars" AS ENUM('4', '5');
  CREATE TYPE "public"."enum_hotels_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__hotels_v_version_stars" AS ENUM('4', '5');
  CREATE TYPE "public"."enum__hotels_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__hotels_v_published_locale" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum_rooms_amenities" AS ENUM('sea-view', 'lake-view', 'balcony', 'bathtub', 'air-conditioning', 'minibar', 'coffee-machine', 'safe', 'wifi', 'accessible');
  CREATE TYPE "public"."enum_rooms_type" AS ENUM('standard', 'superior', 'deluxe', 'junior-suite', 'suite');
  CREATE TYPE "public"."enum_hotel_offers_categories" AS ENUM('experiences', 'rooms', 'spas');
  CREATE TYPE "public"."enum_hotel_offers_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__hotel_offers_v_version_categories" AS ENUM('experiences', 'rooms', 'spas');
  CREATE TYPE "public"."enum__hotel_offers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__hotel_offers_v_published_locale" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum_tournaments_blind_levels_kind" AS ENUM('level', 'break');
  CREATE TYPE "public"."enum_tournaments_variant" AS ENUM('texas-holdem', 'omaha', 'omaha-hi-lo', 'seven-card-stud', 'short-deck', 'mixed-games', 'blackjack', 'roulette');
  CREATE TYPE "public"."enum_tournaments_kind" AS ENUM('poker', 'other');
  CREATE TYPE "public"."enum_tournaments_play_status" AS ENUM('scheduled', 'canceled', 'postponed', 'full', 'finished');
  CREATE TYPE "public"."enum_tournaments_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__tournaments_v_version_blind_levels_kind" AS ENUM('level', 'break');
  CREATE TYPE "public"."enum__tournaments_v_version_variant" AS ENUM('texas-holdem', 'omaha', 'omaha-hi-lo', 'seven-card-stud', 'short-deck', 'mixed-games', 'blackjack', 'roulette');
  CREATE TYPE "public"."enum__tournaments_v_version_kind" AS ENUM('poker', 'other');
  CREATE TYPE "public"."enum__tournaments_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__tournaments_v_published_locale" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum_game_tables_game" AS ENUM('english-roulette', 'french-roulette', 'blackjack', 'texas-holdem-poker', 'ultimate-texas-holdem', 'punto-banco', 'craps', 'boule');
  CREATE TYPE "public"."enum_seminar_offers_services" AS ENUM('catering', 'audio-visual', 'wifi', 'accommodation', 'team-building', 'show', 'casino-initiation', 'parking');
  CREATE TYPE "public"."enum_seminar_offers_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__seminar_offers_v_version_services" AS ENUM('catering', 'audio-visual', 'wifi', 'accommodation', 'team-building', 'show', 'casino-initiation', 'parking');
  CREATE TYPE "public"."enum__seminar_offers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__seminar_offers_v_published_locale" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum_quote_requests_event_type" AS ENUM('seminar', 'incentive', 'conference', 'gala-dinner', 'product-launch', 'team-building', 'other');
  CREATE TYPE "public"."enum_quote_requests_locale" AS ENUM('fr', 'en');
  CREATE TABLE "pages_blocks_casino_info_sections" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_casino_info_sections",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_casino_info" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"casino_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_casino_info_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_restaurant_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"casino_id" integer,
  	"limit" numeric DEFAULT 12,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_restaurant_list_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hotel_offers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"hotel_id" integer,
  	"show_filters" boolean DEFAULT true,
  	"limit" numeric DEFAULT 12,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_hotel_offers_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_game_tables" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"casino_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_game_tables_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_show_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"casino_id" integer,
  	"category" varchar,
  	"limit" numeric DEFAULT 12,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_show_list_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_show_calendar" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"casino_id" integer,
  	"category" varchar,
  	"show_filters" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_show_calendar_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_tournament_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"casino_id" integer,
  	"kind" "enum_pages_blocks_tournament_list_kind" DEFAULT 'poker',
  	"show_filters" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_tournament_list_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_seminar_offers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"casino_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_seminar_offers_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_seminar_quote_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"casino_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_seminar_quote_form_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_last_jackpots" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"casino_id" integer,
  	"machine_search" boolean DEFAULT true,
  	"limit" numeric DEFAULT 20,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_last_jackpots_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_casino_info_sections" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_casino_info_sections",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_casino_info" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"casino_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_casino_info_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_restaurant_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"casino_id" integer,
  	"limit" numeric DEFAULT 12,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_restaurant_list_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_hotel_offers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"hotel_id" integer,
  	"show_filters" boolean DEFAULT true,
  	"limit" numeric DEFAULT 12,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hotel_offers_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_game_tables" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"casino_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_game_tables_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_show_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"casino_id" integer,
  	"category" varchar,
  	"limit" numeric DEFAULT 12,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_show_list_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_show_calendar" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"casino_id" integer,
  	"category" varchar,
  	"show_filters" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_show_calendar_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_tournament_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"casino_id" integer,
  	"kind" "enum__pages_v_blocks_tournament_list_kind" DEFAULT 'poker',
  	"show_filters" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_tournament_list_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_seminar_offers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"casino_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_seminar_offers_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_seminar_quote_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"casino_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_seminar_quote_form_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_last_jackpots" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"casino_id" integer,
  	"machine_search" boolean DEFAULT true,
  	"limit" numeric DEFAULT 20,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_last_jackpots_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "casinos_opening_hours_weekly" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"day" "enum_casinos_opening_hours_weekly_day",
  	"opens" varchar,
  	"closes" varchar
  );
  
  CREATE TABLE "casinos_oh_exc_r" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"opens" varchar,
  	"closes" varchar
  );
  
  CREATE TABLE "casinos_oh_exc" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" varchar
  );
  
  CREATE TABLE "casinos_facilities" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_casinos_facilities",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "casinos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"slug" varchar,
  	"city" varchar,
  	"city_slug" varchar,
  	"address_street" varchar,
  	"address_postal_code" varchar,
  	"address_country" varchar DEFAULT 'FR',
  	"geo_lat" numeric,
  	"geo_lng" numeric,
  	"contact_phone" varchar,
  	"contact_email" varchar,
  	"landing_page_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_casinos_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "casinos_locales" (
  	"summary" varchar,
  	"description" jsonb,
  	"search_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "casinos_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_casinos_v_version_opening_hours_weekly" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" "enum__casinos_v_version_opening_hours_weekly_day",
  	"opens" varchar,
  	"closes" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_casinos_oh_exc_r_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"opens" varchar,
  	"closes" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_casinos_oh_exc_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_casinos_v_version_facilities" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__casinos_v_version_facilities",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_casinos_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_city" varchar,
  	"version_city_slug" varchar,
  	"version_address_street" varchar,
  	"version_address_postal_code" varchar,
  	"version_address_country" varchar DEFAULT 'FR',
  	"version_geo_lat" numeric,
  	"version_geo_lng" numeric,
  	"version_contact_phone" varchar,
  	"version_contact_email" varchar,
  	"version_landing_page_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__casinos_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__casinos_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_casinos_v_locales" (
  	"version_summary" varchar,
  	"version_description" jsonb,
  	"version_search_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_casinos_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "shows_performances" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"price_from_cents" numeric,
  	"price_to_cents" numeric,
  	"status" "enum_shows_performances_status"
  );
  
  CREATE TABLE "shows" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"casino_id" integer,
  	"category" "enum_shows_category",
  	"sale_mode" "enum_shows_sale_mode" DEFAULT 'online',
  	"sale_ticketing_url" varchar,
  	"first_performance_at" timestamp(3) with time zone,
  	"last_performance_at" timestamp(3) with time zone,
  	"price_min_cents" numeric,
  	"price_max_cents" numeric,
  	"city_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_shows_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "shows_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"description" jsonb,
  	"search_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "shows_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "shows_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_shows_v_version_performances" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"price_from_cents" numeric,
  	"price_to_cents" numeric,
  	"status" "enum__shows_v_version_performances_status",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_shows_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_casino_id" integer,
  	"version_category" "enum__shows_v_version_category",
  	"version_sale_mode" "enum__shows_v_version_sale_mode" DEFAULT 'online',
  	"version_sale_ticketing_url" varchar,
  	"version_first_performance_at" timestamp(3) with time zone,
  	"version_last_performance_at" timestamp(3) with time zone,
  	"version_price_min_cents" numeric,
  	"version_price_max_cents" numeric,
  	"version_city_slug" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__shows_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__shows_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_shows_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_description" jsonb,
  	"version_search_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_shows_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_shows_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "restaurants_opening_hours_weekly" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"day" "enum_restaurants_opening_hours_weekly_day",
  	"opens" varchar,
  	"closes" varchar
  );
  
  CREATE TABLE "restaurants_oh_exc_r" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"opens" varchar,
  	"closes" varchar
  );
  
  CREATE TABLE "restaurants_oh_exc" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" varchar
  );
  
  CREATE TABLE "restaurants" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"slug" varchar,
  	"casino_id" integer,
  	"price_level" "enum_restaurants_price_level" DEFAULT '2',
  	"average_price_cents" numeric,
  	"contact_phone" varchar,
  	"contact_email" varchar,
  	"menu_pdf_id" integer,
  	"booking_enabled" boolean DEFAULT false,
  	"city_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_restaurants_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "restaurants_locales" (
  	"cuisine" varchar,
  	"summary" varchar,
  	"description" jsonb,
  	"menu" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "restaurants_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_restaurants_v_version_opening_hours_weekly" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" "enum__restaurants_v_version_opening_hours_weekly_day",
  	"opens" varchar,
  	"closes" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_restaurants_oh_exc_r_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"opens" varchar,
  	"closes" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_restaurants_oh_exc_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_restaurants_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_casino_id" integer,
  	"version_price_level" "enum__restaurants_v_version_price_level" DEFAULT '2',
  	"version_average_price_cents" numeric,
  	"version_contact_phone" varchar,
  	"version_contact_email" varchar,
  	"version_menu_pdf_id" integer,
  	"version_booking_enabled" boolean DEFAULT false,
  	"version_city_slug" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__restaurants_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__restaurants_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_restaurants_v_locales" (
  	"version_cuisine" varchar,
  	"version_summary" varchar,
  	"version_description" jsonb,
  	"version_menu" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_restaurants_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "hotels_experiences" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "hotels_experiences_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "hotels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"slug" varchar,
  	"casino_id" integer,
  	"stars" "enum_hotels_stars",
  	"address_street" varchar,
  	"address_postal_code" varchar,
  	"address_country" varchar DEFAULT 'FR',
  	"geo_lat" numeric,
  	"geo_lng" numeric,
  	"contact_phone" varchar,
  	"contact_email" varchar,
  	"spa_has_spa" boolean DEFAULT false,
  	"spa_name" varchar,
  	"price_from_cents" numeric,
  	"city_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_hotels_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "hotels_locales" (
  	"summary" varchar,
  	"description" jsonb,
  	"spa_description" varchar,
  	"search_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "hotels_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"rooms_id" integer
  );
  
  CREATE TABLE "_hotels_v_version_experiences" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_hotels_v_version_experiences_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_hotels_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_casino_id" integer,
  	"version_stars" "enum__hotels_v_version_stars",
  	"version_address_street" varchar,
  	"version_address_postal_code" varchar,
  	"version_address_country" varchar DEFAULT 'FR',
  	"version_geo_lat" numeric,
  	"version_geo_lng" numeric,
  	"version_contact_phone" varchar,
  	"version_contact_email" varchar,
  	"version_spa_has_spa" boolean DEFAULT false,
  	"version_spa_name" varchar,
  	"version_price_from_cents" numeric,
  	"version_city_slug" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__hotels_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__hotels_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_hotels_v_locales" (
  	"version_summary" varchar,
  	"version_description" jsonb,
  	"version_spa_description" varchar,
  	"version_search_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_hotels_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"rooms_id" integer
  );
  
  CREATE TABLE "rooms_amenities" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_rooms_amenities",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "rooms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum_rooms_type" NOT NULL,
  	"capacity" numeric NOT NULL,
  	"size_m2" numeric NOT NULL,
  	"price_from_cents" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "rooms_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "rooms_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "hotel_offers_categories" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_hotel_offers_categories",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "hotel_offers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"hotel_id" integer,
  	"valid_from" timestamp(3) with time zone,
  	"valid_until" timestamp(3) with time zone,
  	"price_from_cents" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_hotel_offers_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "hotel_offers_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"conditions" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "hotel_offers_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"rooms_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "_hotel_offers_v_version_categories" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__hotel_offers_v_version_categories",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_hotel_offers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_hotel_id" integer,
  	"version_valid_from" timestamp(3) with time zone,
  	"version_valid_until" timestamp(3) with time zone,
  	"version_price_from_cents" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__hotel_offers_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__hotel_offers_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_hotel_offers_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_conditions" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_hotel_offers_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"rooms_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "tournaments_blind_levels" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_tournaments_blind_levels_kind" DEFAULT 'level',
  	"small_blind" numeric,
  	"big_blind" numeric,
  	"ante" numeric,
  	"duration_minutes" numeric
  );
  
  CREATE TABLE "tournaments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tournament_id" numeric,
  	"casino_id" integer,
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"variant" "enum_tournaments_variant",
  	"kind" "enum_tournaments_kind",
  	"buy_in_cents" numeric,
  	"starting_chips" numeric,
  	"level_duration_minutes" numeric DEFAULT 20,
  	"registration_opens_at" timestamp(3) with time zone,
  	"late_registration_ends_at" timestamp(3) with time zone,
  	"seats" numeric,
  	"registered_count" numeric,
  	"status" "enum_tournaments_play_status",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_tournaments_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "tournaments_locales" (
  	"name" varchar,
  	"buy_in_details" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_tournaments_v_version_blind_levels" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__tournaments_v_version_blind_levels_kind" DEFAULT 'level',
  	"small_blind" numeric,
  	"big_blind" numeric,
  	"ante" numeric,
  	"duration_minutes" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_tournaments_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tournament_id" numeric,
  	"version_casino_id" integer,
  	"version_starts_at" timestamp(3) with time zone,
  	"version_ends_at" timestamp(3) with time zone,
  	"version_variant" "enum__tournaments_v_version_variant",
  	"version_kind" "enum__tournaments_v_version_kind",
  	"version_buy_in_cents" numeric,
  	"version_starting_chips" numeric,
  	"version_level_duration_minutes" numeric DEFAULT 20,
  	"version_registration_opens_at" timestamp(3) with time zone,
  	"version_late_registration_ends_at" timestamp(3) with time zone,
  	"version_seats" numeric,
  	"version_registered_count" numeric,
  	"version_status" "enum_tournaments_play_status",
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__tournaments_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__tournaments_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_tournaments_v_locales" (
  	"version_name" varchar,
  	"version_buy_in_details" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "game_tables" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"casino_id" integer NOT NULL,
  	"game" "enum_game_tables_game" NOT NULL,
  	"min_bet_cents" numeric NOT NULL,
  	"max_bet_cents" numeric NOT NULL,
  	"table_count" numeric NOT NULL,
  	"position_count" numeric NOT NULL,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "seminar_offers_spaces" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"area_m2" numeric,
  	"theatre_capacity" numeric,
  	"banquet_capacity" numeric,
  	"daylight" boolean DEFAULT false
  );
  
  CREATE TABLE "seminar_offers_spaces_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "seminar_offers_services" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_seminar_offers_services",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "seminar_offers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"casino_id" integer,
  	"hotel_id" integer,
  	"capacity" numeric,
  	"day_delegate_rate_cents" numeric,
  	"brochure_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_seminar_offers_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "seminar_offers_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "seminar_offers_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_seminar_offers_v_version_spaces" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"area_m2" numeric,
  	"theatre_capacity" numeric,
  	"banquet_capacity" numeric,
  	"daylight" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_seminar_offers_v_version_spaces_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_seminar_offers_v_version_services" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__seminar_offers_v_version_services",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_seminar_offers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_casino_id" integer,
  	"version_hotel_id" integer,
  	"version_capacity" numeric,
  	"version_day_delegate_rate_cents" numeric,
  	"version_brochure_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__seminar_offers_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__seminar_offers_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_seminar_offers_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_seminar_offers_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "quote_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"company" varchar NOT NULL,
  	"contact_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"event_type" "enum_quote_requests_event_type" NOT NULL,
  	"event_date" varchar,
  	"guests" numeric NOT NULL,
  	"rooms" numeric,
  	"budget_cents" numeric,
  	"destination" varchar,
  	"arrival" varchar,
  	"departure" varchar,
  	"subject" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"locale" "enum_quote_requests_locale",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "quote_requests_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"casinos_id" integer,
  	"hotels_id" integer
  );
  
  CREATE TABLE "jackpots" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"casino_id" integer NOT NULL,
  	"machine_number" varchar NOT NULL,
  	"machine_name" varchar,
  	"amount_cents" numeric NOT NULL,
  	"won_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "documents_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "casinos_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "shows_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "restaurants_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "hotels_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "rooms_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "hotel_offers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tournaments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "game_tables_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "seminar_offers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "quote_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "jackpots_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "documents_id" integer;
  ALTER TABLE "pages_blocks_casino_info_sections" ADD CONSTRAINT "pages_blocks_casino_info_sections_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_casino_info"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_casino_info" ADD CONSTRAINT "pages_blocks_casino_info_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_casino_info" ADD CONSTRAINT "pages_blocks_casino_info_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_casino_info_locales" ADD CONSTRAINT "pages_blocks_casino_info_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_casino_info"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_restaurant_list" ADD CONSTRAINT "pages_blocks_restaurant_list_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_restaurant_list" ADD CONSTRAINT "pages_blocks_restaurant_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_restaurant_list_locales" ADD CONSTRAINT "pages_blocks_restaurant_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_restaurant_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hotel_offers" ADD CONSTRAINT "pages_blocks_hotel_offers_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hotel_offers" ADD CONSTRAINT "pages_blocks_hotel_offers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hotel_offers_locales" ADD CONSTRAINT "pages_blocks_hotel_offers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hotel_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_game_tables" ADD CONSTRAINT "pages_blocks_game_tables_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_game_tables" ADD CONSTRAINT "pages_blocks_game_tables_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_game_tables_locales" ADD CONSTRAINT "pages_blocks_game_tables_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_game_tables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_show_list" ADD CONSTRAINT "pages_blocks_show_list_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_show_list" ADD CONSTRAINT "pages_blocks_show_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_show_list_locales" ADD CONSTRAINT "pages_blocks_show_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_show_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_show_calendar" ADD CONSTRAINT "pages_blocks_show_calendar_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_show_calendar" ADD CONSTRAINT "pages_blocks_show_calendar_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_show_calendar_locales" ADD CONSTRAINT "pages_blocks_show_calendar_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_show_calendar"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tournament_list" ADD CONSTRAINT "pages_blocks_tournament_list_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_tournament_list" ADD CONSTRAINT "pages_blocks_tournament_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tournament_list_locales" ADD CONSTRAINT "pages_blocks_tournament_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_tournament_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_seminar_offers" ADD CONSTRAINT "pages_blocks_seminar_offers_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_seminar_offers" ADD CONSTRAINT "pages_blocks_seminar_offers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_seminar_offers_locales" ADD CONSTRAINT "pages_blocks_seminar_offers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_seminar_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_seminar_quote_form" ADD CONSTRAINT "pages_blocks_seminar_quote_form_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_seminar_quote_form" ADD CONSTRAINT "pages_blocks_seminar_quote_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_seminar_quote_form_locales" ADD CONSTRAINT "pages_blocks_seminar_quote_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_seminar_quote_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_last_jackpots" ADD CONSTRAINT "pages_blocks_last_jackpots_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_last_jackpots" ADD CONSTRAINT "pages_blocks_last_jackpots_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_last_jackpots_locales" ADD CONSTRAINT "pages_blocks_last_jackpots_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_last_jackpots"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_casino_info_sections" ADD CONSTRAINT "_pages_v_blocks_casino_info_sections_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_casino_info"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_casino_info" ADD CONSTRAINT "_pages_v_blocks_casino_info_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_casino_info" ADD CONSTRAINT "_pages_v_blocks_casino_info_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_casino_info_locales" ADD CONSTRAINT "_pages_v_blocks_casino_info_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_casino_info"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_restaurant_list" ADD CONSTRAINT "_pages_v_blocks_restaurant_list_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_restaurant_list" ADD CONSTRAINT "_pages_v_blocks_restaurant_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_restaurant_list_locales" ADD CONSTRAINT "_pages_v_blocks_restaurant_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_restaurant_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hotel_offers" ADD CONSTRAINT "_pages_v_blocks_hotel_offers_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hotel_offers" ADD CONSTRAINT "_pages_v_blocks_hotel_offers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hotel_offers_locales" ADD CONSTRAINT "_pages_v_blocks_hotel_offers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hotel_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_game_tables" ADD CONSTRAINT "_pages_v_blocks_game_tables_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_game_tables" ADD CONSTRAINT "_pages_v_blocks_game_tables_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_game_tables_locales" ADD CONSTRAINT "_pages_v_blocks_game_tables_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_game_tables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_show_list" ADD CONSTRAINT "_pages_v_blocks_show_list_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_show_list" ADD CONSTRAINT "_pages_v_blocks_show_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_show_list_locales" ADD CONSTRAINT "_pages_v_blocks_show_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_show_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_show_calendar" ADD CONSTRAINT "_pages_v_blocks_show_calendar_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_show_calendar" ADD CONSTRAINT "_pages_v_blocks_show_calendar_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_show_calendar_locales" ADD CONSTRAINT "_pages_v_blocks_show_calendar_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_show_calendar"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tournament_list" ADD CONSTRAINT "_pages_v_blocks_tournament_list_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tournament_list" ADD CONSTRAINT "_pages_v_blocks_tournament_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tournament_list_locales" ADD CONSTRAINT "_pages_v_blocks_tournament_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_tournament_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_seminar_offers" ADD CONSTRAINT "_pages_v_blocks_seminar_offers_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_seminar_offers" ADD CONSTRAINT "_pages_v_blocks_seminar_offers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_seminar_offers_locales" ADD CONSTRAINT "_pages_v_blocks_seminar_offers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_seminar_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_seminar_quote_form" ADD CONSTRAINT "_pages_v_blocks_seminar_quote_form_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_seminar_quote_form" ADD CONSTRAINT "_pages_v_blocks_seminar_quote_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_seminar_quote_form_locales" ADD CONSTRAINT "_pages_v_blocks_seminar_quote_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_seminar_quote_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_last_jackpots" ADD CONSTRAINT "_pages_v_blocks_last_jackpots_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_last_jackpots" ADD CONSTRAINT "_pages_v_blocks_last_jackpots_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_last_jackpots_locales" ADD CONSTRAINT "_pages_v_blocks_last_jackpots_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_last_jackpots"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "casinos_opening_hours_weekly" ADD CONSTRAINT "casinos_opening_hours_weekly_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."casinos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "casinos_oh_exc_r" ADD CONSTRAINT "casinos_oh_exc_r_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."casinos_oh_exc"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "casinos_oh_exc" ADD CONSTRAINT "casinos_oh_exc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."casinos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "casinos_facilities" ADD CONSTRAINT "casinos_facilities_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."casinos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "casinos" ADD CONSTRAINT "casinos_landing_page_id_pages_id_fk" FOREIGN KEY ("landing_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "casinos_locales" ADD CONSTRAINT "casinos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."casinos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "casinos_rels" ADD CONSTRAINT "casinos_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."casinos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "casinos_rels" ADD CONSTRAINT "casinos_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_casinos_v_version_opening_hours_weekly" ADD CONSTRAINT "_casinos_v_version_opening_hours_weekly_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_casinos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_casinos_oh_exc_r_v" ADD CONSTRAINT "_casinos_oh_exc_r_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_casinos_oh_exc_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_casinos_oh_exc_v" ADD CONSTRAINT "_casinos_oh_exc_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_casinos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_casinos_v_version_facilities" ADD CONSTRAINT "_casinos_v_version_facilities_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_casinos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_casinos_v" ADD CONSTRAINT "_casinos_v_parent_id_casinos_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_casinos_v" ADD CONSTRAINT "_casinos_v_version_landing_page_id_pages_id_fk" FOREIGN KEY ("version_landing_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_casinos_v_locales" ADD CONSTRAINT "_casinos_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_casinos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_casinos_v_rels" ADD CONSTRAINT "_casinos_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_casinos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_casinos_v_rels" ADD CONSTRAINT "_casinos_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shows_performances" ADD CONSTRAINT "shows_performances_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shows" ADD CONSTRAINT "shows_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shows_locales" ADD CONSTRAINT "shows_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shows_texts" ADD CONSTRAINT "shows_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shows_rels" ADD CONSTRAINT "shows_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shows_rels" ADD CONSTRAINT "shows_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shows_v_version_performances" ADD CONSTRAINT "_shows_v_version_performances_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_shows_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shows_v" ADD CONSTRAINT "_shows_v_parent_id_shows_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."shows"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_shows_v" ADD CONSTRAINT "_shows_v_version_casino_id_casinos_id_fk" FOREIGN KEY ("version_casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_shows_v_locales" ADD CONSTRAINT "_shows_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_shows_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shows_v_texts" ADD CONSTRAINT "_shows_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_shows_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shows_v_rels" ADD CONSTRAINT "_shows_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_shows_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shows_v_rels" ADD CONSTRAINT "_shows_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "restaurants_opening_hours_weekly" ADD CONSTRAINT "restaurants_opening_hours_weekly_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "restaurants_oh_exc_r" ADD CONSTRAINT "restaurants_oh_exc_r_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."restaurants_oh_exc"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "restaurants_oh_exc" ADD CONSTRAINT "restaurants_oh_exc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_menu_pdf_id_documents_id_fk" FOREIGN KEY ("menu_pdf_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "restaurants_locales" ADD CONSTRAINT "restaurants_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "restaurants_rels" ADD CONSTRAINT "restaurants_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "restaurants_rels" ADD CONSTRAINT "restaurants_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_restaurants_v_version_opening_hours_weekly" ADD CONSTRAINT "_restaurants_v_version_opening_hours_weekly_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_restaurants_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_restaurants_oh_exc_r_v" ADD CONSTRAINT "_restaurants_oh_exc_r_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_restaurants_oh_exc_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_restaurants_oh_exc_v" ADD CONSTRAINT "_restaurants_oh_exc_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_restaurants_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_restaurants_v" ADD CONSTRAINT "_restaurants_v_parent_id_restaurants_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_restaurants_v" ADD CONSTRAINT "_restaurants_v_version_casino_id_casinos_id_fk" FOREIGN KEY ("version_casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_restaurants_v" ADD CONSTRAINT "_restaurants_v_version_menu_pdf_id_documents_id_fk" FOREIGN KEY ("version_menu_pdf_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_restaurants_v_locales" ADD CONSTRAINT "_restaurants_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_restaurants_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_restaurants_v_rels" ADD CONSTRAINT "_restaurants_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_restaurants_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_restaurants_v_rels" ADD CONSTRAINT "_restaurants_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hotels_experiences" ADD CONSTRAINT "hotels_experiences_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hotels_experiences_locales" ADD CONSTRAINT "hotels_experiences_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hotels_experiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hotels" ADD CONSTRAINT "hotels_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "hotels_locales" ADD CONSTRAINT "hotels_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hotels_rels" ADD CONSTRAINT "hotels_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hotels_rels" ADD CONSTRAINT "hotels_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hotels_rels" ADD CONSTRAINT "hotels_rels_rooms_fk" FOREIGN KEY ("rooms_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hotels_v_version_experiences" ADD CONSTRAINT "_hotels_v_version_experiences_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_hotels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hotels_v_version_experiences_locales" ADD CONSTRAINT "_hotels_v_version_experiences_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_hotels_v_version_experiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hotels_v" ADD CONSTRAINT "_hotels_v_parent_id_hotels_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."hotels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_hotels_v" ADD CONSTRAINT "_hotels_v_version_casino_id_casinos_id_fk" FOREIGN KEY ("version_casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_hotels_v_locales" ADD CONSTRAINT "_hotels_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_hotels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hotels_v_rels" ADD CONSTRAINT "_hotels_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_hotels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hotels_v_rels" ADD CONSTRAINT "_hotels_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hotels_v_rels" ADD CONSTRAINT "_hotels_v_rels_rooms_fk" FOREIGN KEY ("rooms_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rooms_amenities" ADD CONSTRAINT "rooms_amenities_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rooms_locales" ADD CONSTRAINT "rooms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rooms_rels" ADD CONSTRAINT "rooms_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rooms_rels" ADD CONSTRAINT "rooms_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hotel_offers_categories" ADD CONSTRAINT "hotel_offers_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."hotel_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hotel_offers" ADD CONSTRAINT "hotel_offers_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "hotel_offers_locales" ADD CONSTRAINT "hotel_offers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hotel_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hotel_offers_rels" ADD CONSTRAINT "hotel_offers_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."hotel_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hotel_offers_rels" ADD CONSTRAINT "hotel_offers_rels_rooms_fk" FOREIGN KEY ("rooms_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hotel_offers_rels" ADD CONSTRAINT "hotel_offers_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hotel_offers_v_version_categories" ADD CONSTRAINT "_hotel_offers_v_version_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_hotel_offers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hotel_offers_v" ADD CONSTRAINT "_hotel_offers_v_parent_id_hotel_offers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."hotel_offers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_hotel_offers_v" ADD CONSTRAINT "_hotel_offers_v_version_hotel_id_hotels_id_fk" FOREIGN KEY ("version_hotel_id") REFERENCES "public"."hotels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_hotel_offers_v_locales" ADD CONSTRAINT "_hotel_offers_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_hotel_offers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hotel_offers_v_rels" ADD CONSTRAINT "_hotel_offers_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_hotel_offers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hotel_offers_v_rels" ADD CONSTRAINT "_hotel_offers_v_rels_rooms_fk" FOREIGN KEY ("rooms_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hotel_offers_v_rels" ADD CONSTRAINT "_hotel_offers_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tournaments_blind_levels" ADD CONSTRAINT "tournaments_blind_levels_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tournaments_locales" ADD CONSTRAINT "tournaments_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tournaments_v_version_blind_levels" ADD CONSTRAINT "_tournaments_v_version_blind_levels_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_tournaments_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tournaments_v" ADD CONSTRAINT "_tournaments_v_parent_id_tournaments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tournaments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tournaments_v" ADD CONSTRAINT "_tournaments_v_version_casino_id_casinos_id_fk" FOREIGN KEY ("version_casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tournaments_v_locales" ADD CONSTRAINT "_tournaments_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_tournaments_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "game_tables" ADD CONSTRAINT "game_tables_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "seminar_offers_spaces" ADD CONSTRAINT "seminar_offers_spaces_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."seminar_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "seminar_offers_spaces_locales" ADD CONSTRAINT "seminar_offers_spaces_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."seminar_offers_spaces"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "seminar_offers_services" ADD CONSTRAINT "seminar_offers_services_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."seminar_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "seminar_offers" ADD CONSTRAINT "seminar_offers_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "seminar_offers" ADD CONSTRAINT "seminar_offers_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "seminar_offers" ADD CONSTRAINT "seminar_offers_brochure_id_documents_id_fk" FOREIGN KEY ("brochure_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "seminar_offers_locales" ADD CONSTRAINT "seminar_offers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."seminar_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "seminar_offers_rels" ADD CONSTRAINT "seminar_offers_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."seminar_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "seminar_offers_rels" ADD CONSTRAINT "seminar_offers_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_seminar_offers_v_version_spaces" ADD CONSTRAINT "_seminar_offers_v_version_spaces_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_seminar_offers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_seminar_offers_v_version_spaces_locales" ADD CONSTRAINT "_seminar_offers_v_version_spaces_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_seminar_offers_v_version_spaces"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_seminar_offers_v_version_services" ADD CONSTRAINT "_seminar_offers_v_version_services_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_seminar_offers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_seminar_offers_v" ADD CONSTRAINT "_seminar_offers_v_parent_id_seminar_offers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."seminar_offers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_seminar_offers_v" ADD CONSTRAINT "_seminar_offers_v_version_casino_id_casinos_id_fk" FOREIGN KEY ("version_casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_seminar_offers_v" ADD CONSTRAINT "_seminar_offers_v_version_hotel_id_hotels_id_fk" FOREIGN KEY ("version_hotel_id") REFERENCES "public"."hotels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_seminar_offers_v" ADD CONSTRAINT "_seminar_offers_v_version_brochure_id_documents_id_fk" FOREIGN KEY ("version_brochure_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_seminar_offers_v_locales" ADD CONSTRAINT "_seminar_offers_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_seminar_offers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_seminar_offers_v_rels" ADD CONSTRAINT "_seminar_offers_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_seminar_offers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_seminar_offers_v_rels" ADD CONSTRAINT "_seminar_offers_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quote_requests_rels" ADD CONSTRAINT "quote_requests_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quote_requests_rels" ADD CONSTRAINT "quote_requests_rels_casinos_fk" FOREIGN KEY ("casinos_id") REFERENCES "public"."casinos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quote_requests_rels" ADD CONSTRAINT "quote_requests_rels_hotels_fk" FOREIGN KEY ("hotels_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jackpots" ADD CONSTRAINT "jackpots_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "documents_locales" ADD CONSTRAINT "documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_casino_info_sections_order_idx" ON "pages_blocks_casino_info_sections" USING btree ("order");
  CREATE INDEX "pages_blocks_casino_info_sections_parent_idx" ON "pages_blocks_casino_info_sections" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_casino_info_order_idx" ON "pages_blocks_casino_info" USING btree ("_order");
  CREATE INDEX "pages_blocks_casino_info_parent_id_idx" ON "pages_blocks_casino_info" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_casino_info_path_idx" ON "pages_blocks_casino_info" USING btree ("_path");
  CREATE INDEX "pages_blocks_casino_info_casino_idx" ON "pages_blocks_casino_info" USING btree ("casino_id");
  CREATE UNIQUE INDEX "pages_blocks_casino_info_locales_locale_parent_id_unique" ON "pages_blocks_casino_info_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_restaurant_list_order_idx" ON "pages_blocks_restaurant_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_restaurant_list_parent_id_idx" ON "pages_blocks_restaurant_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_restaurant_list_path_idx" ON "pages_blocks_restaurant_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_restaurant_list_casino_idx" ON "pages_blocks_restaurant_list" USING btree ("casino_id");
  CREATE UNIQUE INDEX "pages_blocks_restaurant_list_locales_locale_parent_id_unique" ON "pages_blocks_restaurant_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_hotel_offers_order_idx" ON "pages_blocks_hotel_offers" USING btree ("_order");
  CREATE INDEX "pages_blocks_hotel_offers_parent_id_idx" ON "pages_blocks_hotel_offers" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hotel_offers_path_idx" ON "pages_blocks_hotel_offers" USING btree ("_path");
  CREATE INDEX "pages_blocks_hotel_offers_hotel_idx" ON "pages_blocks_hotel_offers" USING btree ("hotel_id");
  CREATE UNIQUE INDEX "pages_blocks_hotel_offers_locales_locale_parent_id_unique" ON "pages_blocks_hotel_offers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_game_tables_order_idx" ON "pages_blocks_game_tables" USING btree ("_order");
  CREATE INDEX "pages_blocks_game_tables_parent_id_idx" ON "pages_blocks_game_tables" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_game_tables_path_idx" ON "pages_blocks_game_tables" USING btree ("_path");
  CREATE INDEX "pages_blocks_game_tables_casino_idx" ON "pages_blocks_game_tables" USING btree ("casino_id");
  CREATE UNIQUE INDEX "pages_blocks_game_tables_locales_locale_parent_id_unique" ON "pages_blocks_game_tables_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_show_list_order_idx" ON "pages_blocks_show_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_show_list_parent_id_idx" ON "pages_blocks_show_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_show_list_path_idx" ON "pages_blocks_show_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_show_list_casino_idx" ON "pages_blocks_show_list" USING btree ("casino_id");
  CREATE UNIQUE INDEX "pages_blocks_show_list_locales_locale_parent_id_unique" ON "pages_blocks_show_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_show_calendar_order_idx" ON "pages_blocks_show_calendar" USING btree ("_order");
  CREATE INDEX "pages_blocks_show_calendar_parent_id_idx" ON "pages_blocks_show_calendar" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_show_calendar_path_idx" ON "pages_blocks_show_calendar" USING btree ("_path");
  CREATE INDEX "pages_blocks_show_calendar_casino_idx" ON "pages_blocks_show_calendar" USING btree ("casino_id");
  CREATE UNIQUE INDEX "pages_blocks_show_calendar_locales_locale_parent_id_unique" ON "pages_blocks_show_calendar_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_tournament_list_order_idx" ON "pages_blocks_tournament_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_tournament_list_parent_id_idx" ON "pages_blocks_tournament_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_tournament_list_path_idx" ON "pages_blocks_tournament_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_tournament_list_casino_idx" ON "pages_blocks_tournament_list" USING btree ("casino_id");
  CREATE UNIQUE INDEX "pages_blocks_tournament_list_locales_locale_parent_id_unique" ON "pages_blocks_tournament_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_seminar_offers_order_idx" ON "pages_blocks_seminar_offers" USING btree ("_order");
  CREATE INDEX "pages_blocks_seminar_offers_parent_id_idx" ON "pages_blocks_seminar_offers" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_seminar_offers_path_idx" ON "pages_blocks_seminar_offers" USING btree ("_path");
  CREATE INDEX "pages_blocks_seminar_offers_casino_idx" ON "pages_blocks_seminar_offers" USING btree ("casino_id");
  CREATE UNIQUE INDEX "pages_blocks_seminar_offers_locales_locale_parent_id_unique" ON "pages_blocks_seminar_offers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_seminar_quote_form_order_idx" ON "pages_blocks_seminar_quote_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_seminar_quote_form_parent_id_idx" ON "pages_blocks_seminar_quote_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_seminar_quote_form_path_idx" ON "pages_blocks_seminar_quote_form" USING btree ("_path");
  CREATE INDEX "pages_blocks_seminar_quote_form_casino_idx" ON "pages_blocks_seminar_quote_form" USING btree ("casino_id");
  CREATE UNIQUE INDEX "pages_blocks_seminar_quote_form_locales_locale_parent_id_uni" ON "pages_blocks_seminar_quote_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_last_jackpots_order_idx" ON "pages_blocks_last_jackpots" USING btree ("_order");
  CREATE INDEX "pages_blocks_last_jackpots_parent_id_idx" ON "pages_blocks_last_jackpots" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_last_jackpots_path_idx" ON "pages_blocks_last_jackpots" USING btree ("_path");
  CREATE INDEX "pages_blocks_last_jackpots_casino_idx" ON "pages_blocks_last_jackpots" USING btree ("casino_id");
  CREATE UNIQUE INDEX "pages_blocks_last_jackpots_locales_locale_parent_id_unique" ON "pages_blocks_last_jackpots_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_casino_info_sections_order_idx" ON "_pages_v_blocks_casino_info_sections" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_casino_info_sections_parent_idx" ON "_pages_v_blocks_casino_info_sections" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_casino_info_order_idx" ON "_pages_v_blocks_casino_info" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_casino_info_parent_id_idx" ON "_pages_v_blocks_casino_info" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_casino_info_path_idx" ON "_pages_v_blocks_casino_info" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_casino_info_casino_idx" ON "_pages_v_blocks_casino_info" USING btree ("casino_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_casino_info_locales_locale_parent_id_unique" ON "_pages_v_blocks_casino_info_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_restaurant_list_order_idx" ON "_pages_v_blocks_restaurant_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_restaurant_list_parent_id_idx" ON "_pages_v_blocks_restaurant_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_restaurant_list_path_idx" ON "_pages_v_blocks_restaurant_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_restaurant_list_casino_idx" ON "_pages_v_blocks_restaurant_list" USING btree ("casino_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_restaurant_list_locales_locale_parent_id_uni" ON "_pages_v_blocks_restaurant_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_hotel_offers_order_idx" ON "_pages_v_blocks_hotel_offers" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hotel_offers_parent_id_idx" ON "_pages_v_blocks_hotel_offers" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hotel_offers_path_idx" ON "_pages_v_blocks_hotel_offers" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hotel_offers_hotel_idx" ON "_pages_v_blocks_hotel_offers" USING btree ("hotel_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_hotel_offers_locales_locale_parent_id_unique" ON "_pages_v_blocks_hotel_offers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_game_tables_order_idx" ON "_pages_v_blocks_game_tables" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_game_tables_parent_id_idx" ON "_pages_v_blocks_game_tables" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_game_tables_path_idx" ON "_pages_v_blocks_game_tables" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_game_tables_casino_idx" ON "_pages_v_blocks_game_tables" USING btree ("casino_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_game_tables_locales_locale_parent_id_unique" ON "_pages_v_blocks_game_tables_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_show_list_order_idx" ON "_pages_v_blocks_show_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_show_list_parent_id_idx" ON "_pages_v_blocks_show_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_show_list_path_idx" ON "_pages_v_blocks_show_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_show_list_casino_idx" ON "_pages_v_blocks_show_list" USING btree ("casino_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_show_list_locales_locale_parent_id_unique" ON "_pages_v_blocks_show_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_show_calendar_order_idx" ON "_pages_v_blocks_show_calendar" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_show_calendar_parent_id_idx" ON "_pages_v_blocks_show_calendar" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_show_calendar_path_idx" ON "_pages_v_blocks_show_calendar" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_show_calendar_casino_idx" ON "_pages_v_blocks_show_calendar" USING btree ("casino_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_show_calendar_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_show_calendar_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_tournament_list_order_idx" ON "_pages_v_blocks_tournament_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_tournament_list_parent_id_idx" ON "_pages_v_blocks_tournament_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_tournament_list_path_idx" ON "_pages_v_blocks_tournament_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_tournament_list_casino_idx" ON "_pages_v_blocks_tournament_list" USING btree ("casino_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_tournament_list_locales_locale_parent_id_uni" ON "_pages_v_blocks_tournament_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_seminar_offers_order_idx" ON "_pages_v_blocks_seminar_offers" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_seminar_offers_parent_id_idx" ON "_pages_v_blocks_seminar_offers" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_seminar_offers_path_idx" ON "_pages_v_blocks_seminar_offers" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_seminar_offers_casino_idx" ON "_pages_v_blocks_seminar_offers" USING btree ("casino_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_seminar_offers_locales_locale_parent_id_uniq" ON "_pages_v_blocks_seminar_offers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_seminar_quote_form_order_idx" ON "_pages_v_blocks_seminar_quote_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_seminar_quote_form_parent_id_idx" ON "_pages_v_blocks_seminar_quote_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_seminar_quote_form_path_idx" ON "_pages_v_blocks_seminar_quote_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_seminar_quote_form_casino_idx" ON "_pages_v_blocks_seminar_quote_form" USING btree ("casino_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_seminar_quote_form_locales_locale_parent_id_" ON "_pages_v_blocks_seminar_quote_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_last_jackpots_order_idx" ON "_pages_v_blocks_last_jackpots" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_last_jackpots_parent_id_idx" ON "_pages_v_blocks_last_jackpots" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_last_jackpots_path_idx" ON "_pages_v_blocks_last_jackpots" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_last_jackpots_casino_idx" ON "_pages_v_blocks_last_jackpots" USING btree ("casino_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_last_jackpots_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_last_jackpots_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "casinos_opening_hours_weekly_order_idx" ON "casinos_opening_hours_weekly" USING btree ("_order");
  CREATE INDEX "casinos_opening_hours_weekly_parent_id_idx" ON "casinos_opening_hours_weekly" USING btree ("_parent_id");
  CREATE INDEX "casinos_oh_exc_r_order_idx" ON "casinos_oh_exc_r" USING btree ("_order");
  CREATE INDEX "casinos_oh_exc_r_parent_id_idx" ON "casinos_oh_exc_r" USING btree ("_parent_id");
  CREATE INDEX "casinos_oh_exc_order_idx" ON "casinos_oh_exc" USING btree ("_order");
  CREATE INDEX "casinos_oh_exc_parent_id_idx" ON "casinos_oh_exc" USING btree ("_parent_id");
  CREATE INDEX "casinos_facilities_order_idx" ON "casinos_facilities" USING btree ("order");
  CREATE INDEX "casinos_facilities_parent_idx" ON "casinos_facilities" USING btree ("parent_id");
  CREATE UNIQUE INDEX "casinos_slug_idx" ON "casinos" USING btree ("slug");
  CREATE INDEX "casinos_city_idx" ON "casinos" USING btree ("city");
  CREATE INDEX "casinos_city_slug_idx" ON "casinos" USING btree ("city_slug");
  CREATE INDEX "casinos_landing_page_idx" ON "casinos" USING btree ("landing_page_id");
  CREATE INDEX "casinos_updated_at_idx" ON "casinos" USING btree ("updated_at");
  CREATE INDEX "casinos_created_at_idx" ON "casinos" USING btree ("created_at");
  CREATE INDEX "casinos__status_idx" ON "casinos" USING btree ("_status");
  CREATE INDEX "casinos_search_text_idx" ON "casinos_locales" USING btree ("search_text","_locale");
  CREATE UNIQUE INDEX "casinos_locales_locale_parent_id_unique" ON "casinos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "casinos_rels_order_idx" ON "casinos_rels" USING btree ("order");
  CREATE INDEX "casinos_rels_parent_idx" ON "casinos_rels" USING btree ("parent_id");
  CREATE INDEX "casinos_rels_path_idx" ON "casinos_rels" USING btree ("path");
  CREATE INDEX "casinos_rels_media_id_idx" ON "casinos_rels" USING btree ("media_id");
  CREATE INDEX "_casinos_v_version_opening_hours_weekly_order_idx" ON "_casinos_v_version_opening_hours_weekly" USING btree ("_order");
  CREATE INDEX "_casinos_v_version_opening_hours_weekly_parent_id_idx" ON "_casinos_v_version_opening_hours_weekly" USING btree ("_parent_id");
  CREATE INDEX "_casinos_oh_exc_r_v_order_idx" ON "_casinos_oh_exc_r_v" USING btree ("_order");
  CREATE INDEX "_casinos_oh_exc_r_v_parent_id_idx" ON "_casinos_oh_exc_r_v" USING btree ("_parent_id");
  CREATE INDEX "_casinos_oh_exc_v_order_idx" ON "_casinos_oh_exc_v" USING btree ("_order");
  CREATE INDEX "_casinos_oh_exc_v_parent_id_idx" ON "_casinos_oh_exc_v" USING btree ("_parent_id");
  CREATE INDEX "_casinos_v_version_facilities_order_idx" ON "_casinos_v_version_facilities" USING btree ("order");
  CREATE INDEX "_casinos_v_version_facilities_parent_idx" ON "_casinos_v_version_facilities" USING btree ("parent_id");
  CREATE INDEX "_casinos_v_parent_idx" ON "_casinos_v" USING btree ("parent_id");
  CREATE INDEX "_casinos_v_version_version_slug_idx" ON "_casinos_v" USING btree ("version_slug");
  CREATE INDEX "_casinos_v_version_version_city_idx" ON "_casinos_v" USING btree ("version_city");
  CREATE INDEX "_casinos_v_version_version_city_slug_idx" ON "_casinos_v" USING btree ("version_city_slug");
  CREATE INDEX "_casinos_v_version_version_landing_page_idx" ON "_casinos_v" USING btree ("version_landing_page_id");
  CREATE INDEX "_casinos_v_version_version_updated_at_idx" ON "_casinos_v" USING btree ("version_updated_at");
  CREATE INDEX "_casinos_v_version_version_created_at_idx" ON "_casinos_v" USING btree ("version_created_at");
  CREATE INDEX "_casinos_v_version_version__status_idx" ON "_casinos_v" USING btree ("version__status");
  CREATE INDEX "_casinos_v_created_at_idx" ON "_casinos_v" USING btree ("created_at");
  CREATE INDEX "_casinos_v_updated_at_idx" ON "_casinos_v" USING btree ("updated_at");
  CREATE INDEX "_casinos_v_snapshot_idx" ON "_casinos_v" USING btree ("snapshot");
  CREATE INDEX "_casinos_v_published_locale_idx" ON "_casinos_v" USING btree ("published_locale");
  CREATE INDEX "_casinos_v_latest_idx" ON "_casinos_v" USING btree ("latest");
  CREATE INDEX "_casinos_v_version_version_search_text_idx" ON "_casinos_v_locales" USING btree ("version_search_text","_locale");
  CREATE UNIQUE INDEX "_casinos_v_locales_locale_parent_id_unique" ON "_casinos_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_casinos_v_rels_order_idx" ON "_casinos_v_rels" USING btree ("order");
  CREATE INDEX "_casinos_v_rels_parent_idx" ON "_casinos_v_rels" USING btree ("parent_id");
  CREATE INDEX "_casinos_v_rels_path_idx" ON "_casinos_v_rels" USING btree ("path");
  CREATE INDEX "_casinos_v_rels_media_id_idx" ON "_casinos_v_rels" USING btree ("media_id");
  CREATE INDEX "shows_performances_order_idx" ON "shows_performances" USING btree ("_order");
  CREATE INDEX "shows_performances_parent_id_idx" ON "shows_performances" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "shows_slug_idx" ON "shows" USING btree ("slug");
  CREATE INDEX "shows_casino_idx" ON "shows" USING btree ("casino_id");
  CREATE INDEX "shows_category_idx" ON "shows" USING btree ("category");
  CREATE INDEX "shows_first_performance_at_idx" ON "shows" USING btree ("first_performance_at");
  CREATE INDEX "shows_last_performance_at_idx" ON "shows" USING btree ("last_performance_at");
  CREATE INDEX "shows_price_min_cents_idx" ON "shows" USING btree ("price_min_cents");
  CREATE INDEX "shows_price_max_cents_idx" ON "shows" USING btree ("price_max_cents");
  CREATE INDEX "shows_city_slug_idx" ON "shows" USING btree ("city_slug");
  CREATE INDEX "shows_updated_at_idx" ON "shows" USING btree ("updated_at");
  CREATE INDEX "shows_created_at_idx" ON "shows" USING btree ("created_at");
  CREATE INDEX "shows__status_idx" ON "shows" USING btree ("_status");
  CREATE INDEX "shows_search_text_idx" ON "shows_locales" USING btree ("search_text","_locale");
  CREATE UNIQUE INDEX "shows_locales_locale_parent_id_unique" ON "shows_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "shows_texts_order_parent" ON "shows_texts" USING btree ("order","parent_id");
  CREATE INDEX "shows_rels_order_idx" ON "shows_rels" USING btree ("order");
  CREATE INDEX "shows_rels_parent_idx" ON "shows_rels" USING btree ("parent_id");
  CREATE INDEX "shows_rels_path_idx" ON "shows_rels" USING btree ("path");
  CREATE INDEX "shows_rels_media_id_idx" ON "shows_rels" USING btree ("media_id");
  CREATE INDEX "_shows_v_version_performances_order_idx" ON "_shows_v_version_performances" USING btree ("_order");
  CREATE INDEX "_shows_v_version_performances_parent_id_idx" ON "_shows_v_version_performances" USING btree ("_parent_id");
  CREATE INDEX "_shows_v_parent_idx" ON "_shows_v" USING btree ("parent_id");
  CREATE INDEX "_shows_v_version_version_slug_idx" ON "_shows_v" USING btree ("version_slug");
  CREATE INDEX "_shows_v_version_version_casino_idx" ON "_shows_v" USING btree ("version_casino_id");
  CREATE INDEX "_shows_v_version_version_category_idx" ON "_shows_v" USING btree ("version_category");
  CREATE INDEX "_shows_v_version_version_first_performance_at_idx" ON "_shows_v" USING btree ("version_first_performance_at");
  CREATE INDEX "_shows_v_version_version_last_performance_at_idx" ON "_shows_v" USING btree ("version_last_performance_at");
  CREATE INDEX "_shows_v_version_version_price_min_cents_idx" ON "_shows_v" USING btree ("version_price_min_cents");
  CREATE INDEX "_shows_v_version_version_price_max_cents_idx" ON "_shows_v" USING btree ("version_price_max_cents");
  CREATE INDEX "_shows_v_version_version_city_slug_idx" ON "_shows_v" USING btree ("version_city_slug");
  CREATE INDEX "_shows_v_version_version_updated_at_idx" ON "_shows_v" USING btree ("version_updated_at");
  CREATE INDEX "_shows_v_version_version_created_at_idx" ON "_shows_v" USING btree ("version_created_at");
  CREATE INDEX "_shows_v_version_version__status_idx" ON "_shows_v" USING btree ("version__status");
  CREATE INDEX "_shows_v_created_at_idx" ON "_shows_v" USING btree ("created_at");
  CREATE INDEX "_shows_v_updated_at_idx" ON "_shows_v" USING btree ("updated_at");
  CREATE INDEX "_shows_v_snapshot_idx" ON "_shows_v" USING btree ("snapshot");
  CREATE INDEX "_shows_v_published_locale_idx" ON "_shows_v" USING btree ("published_locale");
  CREATE INDEX "_shows_v_latest_idx" ON "_shows_v" USING btree ("latest");
  CREATE INDEX "_shows_v_version_version_search_text_idx" ON "_shows_v_locales" USING btree ("version_search_text","_locale");
  CREATE UNIQUE INDEX "_shows_v_locales_locale_parent_id_unique" ON "_shows_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_shows_v_texts_order_parent" ON "_shows_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_shows_v_rels_order_idx" ON "_shows_v_rels" USING btree ("order");
  CREATE INDEX "_shows_v_rels_parent_idx" ON "_shows_v_rels" USING btree ("parent_id");
  CREATE INDEX "_shows_v_rels_path_idx" ON "_shows_v_rels" USING btree ("path");
  CREATE INDEX "_shows_v_rels_media_id_idx" ON "_shows_v_rels" USING btree ("media_id");
  CREATE INDEX "restaurants_opening_hours_weekly_order_idx" ON "restaurants_opening_hours_weekly" USING btree ("_order");
  CREATE INDEX "restaurants_opening_hours_weekly_parent_id_idx" ON "restaurants_opening_hours_weekly" USING btree ("_parent_id");
  CREATE INDEX "restaurants_oh_exc_r_order_idx" ON "restaurants_oh_exc_r" USING btree ("_order");
  CREATE INDEX "restaurants_oh_exc_r_parent_id_idx" ON "restaurants_oh_exc_r" USING btree ("_parent_id");
  CREATE INDEX "restaurants_oh_exc_order_idx" ON "restaurants_oh_exc" USING btree ("_order");
  CREATE INDEX "restaurants_oh_exc_parent_id_idx" ON "restaurants_oh_exc" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "restaurants_slug_idx" ON "restaurants" USING btree ("slug");
  CREATE INDEX "restaurants_casino_idx" ON "restaurants" USING btree ("casino_id");
  CREATE INDEX "restaurants_menu_pdf_idx" ON "restaurants" USING btree ("menu_pdf_id");
  CREATE INDEX "restaurants_city_slug_idx" ON "restaurants" USING btree ("city_slug");
  CREATE INDEX "restaurants_updated_at_idx" ON "restaurants" USING btree ("updated_at");
  CREATE INDEX "restaurants_created_at_idx" ON "restaurants" USING btree ("created_at");
  CREATE INDEX "restaurants__status_idx" ON "restaurants" USING btree ("_status");
  CREATE UNIQUE INDEX "restaurants_locales_locale_parent_id_unique" ON "restaurants_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "restaurants_rels_order_idx" ON "restaurants_rels" USING btree ("order");
  CREATE INDEX "restaurants_rels_parent_idx" ON "restaurants_rels" USING btree ("parent_id");
  CREATE INDEX "restaurants_rels_path_idx" ON "restaurants_rels" USING btree ("path");
  CREATE INDEX "restaurants_rels_media_id_idx" ON "restaurants_rels" USING btree ("media_id");
  CREATE INDEX "_restaurants_v_version_opening_hours_weekly_order_idx" ON "_restaurants_v_version_opening_hours_weekly" USING btree ("_order");
  CREATE INDEX "_restaurants_v_version_opening_hours_weekly_parent_id_idx" ON "_restaurants_v_version_opening_hours_weekly" USING btree ("_parent_id");
  CREATE INDEX "_restaurants_oh_exc_r_v_order_idx" ON "_restaurants_oh_exc_r_v" USING btree ("_order");
  CREATE INDEX "_restaurants_oh_exc_r_v_parent_id_idx" ON "_restaurants_oh_exc_r_v" USING btree ("_parent_id");
  CREATE INDEX "_restaurants_oh_exc_v_order_idx" ON "_restaurants_oh_exc_v" USING btree ("_order");
  CREATE INDEX "_restaurants_oh_exc_v_parent_id_idx" ON "_restaurants_oh_exc_v" USING btree ("_parent_id");
  CREATE INDEX "_restaurants_v_parent_idx" ON "_restaurants_v" USING btree ("parent_id");
  CREATE INDEX "_restaurants_v_version_version_slug_idx" ON "_restaurants_v" USING btree ("version_slug");
  CREATE INDEX "_restaurants_v_version_version_casino_idx" ON "_restaurants_v" USING btree ("version_casino_id");
  CREATE INDEX "_restaurants_v_version_version_menu_pdf_idx" ON "_restaurants_v" USING btree ("version_menu_pdf_id");
  CREATE INDEX "_restaurants_v_version_version_city_slug_idx" ON "_restaurants_v" USING btree ("version_city_slug");
  CREATE INDEX "_restaurants_v_version_version_updated_at_idx" ON "_restaurants_v" USING btree ("version_updated_at");
  CREATE INDEX "_restaurants_v_version_version_created_at_idx" ON "_restaurants_v" USING btree ("version_created_at");
  CREATE INDEX "_restaurants_v_version_version__status_idx" ON "_restaurants_v" USING btree ("version__status");
  CREATE INDEX "_restaurants_v_created_at_idx" ON "_restaurants_v" USING btree ("created_at");
  CREATE INDEX "_restaurants_v_updated_at_idx" ON "_restaurants_v" USING btree ("updated_at");
  CREATE INDEX "_restaurants_v_snapshot_idx" ON "_restaurants_v" USING btree ("snapshot");
  CREATE INDEX "_restaurants_v_published_locale_idx" ON "_restaurants_v" USING btree ("published_locale");
  CREATE INDEX "_restaurants_v_latest_idx" ON "_restaurants_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_restaurants_v_locales_locale_parent_id_unique" ON "_restaurants_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_restaurants_v_rels_order_idx" ON "_restaurants_v_rels" USING btree ("order");
  CREATE INDEX "_restaurants_v_rels_parent_idx" ON "_restaurants_v_rels" USING btree ("parent_id");
  CREATE INDEX "_restaurants_v_rels_path_idx" ON "_restaurants_v_rels" USING btree ("path");
  CREATE INDEX "_restaurants_v_rels_media_id_idx" ON "_restaurants_v_rels" USING btree ("media_id");
  CREATE INDEX "hotels_experiences_order_idx" ON "hotels_experiences" USING btree ("_order");
  CREATE INDEX "hotels_experiences_parent_id_idx" ON "hotels_experiences" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "hotels_experiences_locales_locale_parent_id_unique" ON "hotels_experiences_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "hotels_slug_idx" ON "hotels" USING btree ("slug");
  CREATE INDEX "hotels_casino_idx" ON "hotels" USING btree ("casino_id");
  CREATE INDEX "hotels_price_from_cents_idx" ON "hotels" USING btree ("price_from_cents");
  CREATE INDEX "hotels_city_slug_idx" ON "hotels" USING btree ("city_slug");
  CREATE INDEX "hotels_updated_at_idx" ON "hotels" USING btree ("updated_at");
  CREATE INDEX "hotels_created_at_idx" ON "hotels" USING btree ("created_at");
  CREATE INDEX "hotels__status_idx" ON "hotels" USING btree ("_status");
  CREATE INDEX "hotels_search_text_idx" ON "hotels_locales" USING btree ("search_text","_locale");
  CREATE UNIQUE INDEX "hotels_locales_locale_parent_id_unique" ON "hotels_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "hotels_rels_order_idx" ON "hotels_rels" USING btree ("order");
  CREATE INDEX "hotels_rels_parent_idx" ON "hotels_rels" USING btree ("parent_id");
  CREATE INDEX "hotels_rels_path_idx" ON "hotels_rels" USING btree ("path");
  CREATE INDEX "hotels_rels_media_id_idx" ON "hotels_rels" USING btree ("media_id");
  CREATE INDEX "hotels_rels_rooms_id_idx" ON "hotels_rels" USING btree ("rooms_id");
  CREATE INDEX "_hotels_v_version_experiences_order_idx" ON "_hotels_v_version_experiences" USING btree ("_order");
  CREATE INDEX "_hotels_v_version_experiences_parent_id_idx" ON "_hotels_v_version_experiences" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_hotels_v_version_experiences_locales_locale_parent_id_uniqu" ON "_hotels_v_version_experiences_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_hotels_v_parent_idx" ON "_hotels_v" USING btree ("parent_id");
  CREATE INDEX "_hotels_v_version_version_slug_idx" ON "_hotels_v" USING btree ("version_slug");
  CREATE INDEX "_hotels_v_version_version_casino_idx" ON "_hotels_v" USING btree ("version_casino_id");
  CREATE INDEX "_hotels_v_version_version_price_from_cents_idx" ON "_hotels_v" USING btree ("version_price_from_cents");
  CREATE INDEX "_hotels_v_version_version_city_slug_idx" ON "_hotels_v" USING btree ("version_city_slug");
  CREATE INDEX "_hotels_v_version_version_updated_at_idx" ON "_hotels_v" USING btree ("version_updated_at");
  CREATE INDEX "_hotels_v_version_version_created_at_idx" ON "_hotels_v" USING btree ("version_created_at");
  CREATE INDEX "_hotels_v_version_version__status_idx" ON "_hotels_v" USING btree ("version__status");
  CREATE INDEX "_hotels_v_created_at_idx" ON "_hotels_v" USING btree ("created_at");
  CREATE INDEX "_hotels_v_updated_at_idx" ON "_hotels_v" USING btree ("updated_at");
  CREATE INDEX "_hotels_v_snapshot_idx" ON "_hotels_v" USING btree ("snapshot");
  CREATE INDEX "_hotels_v_published_locale_idx" ON "_hotels_v" USING btree ("published_locale");
  CREATE INDEX "_hotels_v_latest_idx" ON "_hotels_v" USING btree ("latest");
  CREATE INDEX "_hotels_v_version_version_search_text_idx" ON "_hotels_v_locales" USING btree ("version_search_text","_locale");
  CREATE UNIQUE INDEX "_hotels_v_locales_locale_parent_id_unique" ON "_hotels_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_hotels_v_rels_order_idx" ON "_hotels_v_rels" USING btree ("order");
  CREATE INDEX "_hotels_v_rels_parent_idx" ON "_hotels_v_rels" USING btree ("parent_id");
  CREATE INDEX "_hotels_v_rels_path_idx" ON "_hotels_v_rels" USING btree ("path");
  CREATE INDEX "_hotels_v_rels_media_id_idx" ON "_hotels_v_rels" USING btree ("media_id");
  CREATE INDEX "_hotels_v_rels_rooms_id_idx" ON "_hotels_v_rels" USING btree ("rooms_id");
  CREATE INDEX "rooms_amenities_order_idx" ON "rooms_amenities" USING btree ("order");
  CREATE INDEX "rooms_amenities_parent_idx" ON "rooms_amenities" USING btree ("parent_id");
  CREATE INDEX "rooms_updated_at_idx" ON "rooms" USING btree ("updated_at");
  CREATE INDEX "rooms_created_at_idx" ON "rooms" USING btree ("created_at");
  CREATE UNIQUE INDEX "rooms_locales_locale_parent_id_unique" ON "rooms_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "rooms_rels_order_idx" ON "rooms_rels" USING btree ("order");
  CREATE INDEX "rooms_rels_parent_idx" ON "rooms_rels" USING btree ("parent_id");
  CREATE INDEX "rooms_rels_path_idx" ON "rooms_rels" USING btree ("path");
  CREATE INDEX "rooms_rels_media_id_idx" ON "rooms_rels" USING btree ("media_id");
  CREATE INDEX "hotel_offers_categories_order_idx" ON "hotel_offers_categories" USING btree ("order");
  CREATE INDEX "hotel_offers_categories_parent_idx" ON "hotel_offers_categories" USING btree ("parent_id");
  CREATE UNIQUE INDEX "hotel_offers_slug_idx" ON "hotel_offers" USING btree ("slug");
  CREATE INDEX "hotel_offers_hotel_idx" ON "hotel_offers" USING btree ("hotel_id");
  CREATE INDEX "hotel_offers_valid_until_idx" ON "hotel_offers" USING btree ("valid_until");
  CREATE INDEX "hotel_offers_updated_at_idx" ON "hotel_offers" USING btree ("updated_at");
  CREATE INDEX "hotel_offers_created_at_idx" ON "hotel_offers" USING btree ("created_at");
  CREATE INDEX "hotel_offers__status_idx" ON "hotel_offers" USING btree ("_status");
  CREATE UNIQUE INDEX "hotel_offers_locales_locale_parent_id_unique" ON "hotel_offers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "hotel_offers_rels_order_idx" ON "hotel_offers_rels" USING btree ("order");
  CREATE INDEX "hotel_offers_rels_parent_idx" ON "hotel_offers_rels" USING btree ("parent_id");
  CREATE INDEX "hotel_offers_rels_path_idx" ON "hotel_offers_rels" USING btree ("path");
  CREATE INDEX "hotel_offers_rels_rooms_id_idx" ON "hotel_offers_rels" USING btree ("rooms_id");
  CREATE INDEX "hotel_offers_rels_media_id_idx" ON "hotel_offers_rels" USING btree ("media_id");
  CREATE INDEX "_hotel_offers_v_version_categories_order_idx" ON "_hotel_offers_v_version_categories" USING btree ("order");
  CREATE INDEX "_hotel_offers_v_version_categories_parent_idx" ON "_hotel_offers_v_version_categories" USING btree ("parent_id");
  CREATE INDEX "_hotel_offers_v_parent_idx" ON "_hotel_offers_v" USING btree ("parent_id");
  CREATE INDEX "_hotel_offers_v_version_version_slug_idx" ON "_hotel_offers_v" USING btree ("version_slug");
  CREATE INDEX "_hotel_offers_v_version_version_hotel_idx" ON "_hotel_offers_v" USING btree ("version_hotel_id");
  CREATE INDEX "_hotel_offers_v_version_version_valid_until_idx" ON "_hotel_offers_v" USING btree ("version_valid_until");
  CREATE INDEX "_hotel_offers_v_version_version_updated_at_idx" ON "_hotel_offers_v" USING btree ("version_updated_at");
  CREATE INDEX "_hotel_offers_v_version_version_created_at_idx" ON "_hotel_offers_v" USING btree ("version_created_at");
  CREATE INDEX "_hotel_offers_v_version_version__status_idx" ON "_hotel_offers_v" USING btree ("version__status");
  CREATE INDEX "_hotel_offers_v_created_at_idx" ON "_hotel_offers_v" USING btree ("created_at");
  CREATE INDEX "_hotel_offers_v_updated_at_idx" ON "_hotel_offers_v" USING btree ("updated_at");
  CREATE INDEX "_hotel_offers_v_snapshot_idx" ON "_hotel_offers_v" USING btree ("snapshot");
  CREATE INDEX "_hotel_offers_v_published_locale_idx" ON "_hotel_offers_v" USING btree ("published_locale");
  CREATE INDEX "_hotel_offers_v_latest_idx" ON "_hotel_offers_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_hotel_offers_v_locales_locale_parent_id_unique" ON "_hotel_offers_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_hotel_offers_v_rels_order_idx" ON "_hotel_offers_v_rels" USING btree ("order");
  CREATE INDEX "_hotel_offers_v_rels_parent_idx" ON "_hotel_offers_v_rels" USING btree ("parent_id");
  CREATE INDEX "_hotel_offers_v_rels_path_idx" ON "_hotel_offers_v_rels" USING btree ("path");
  CREATE INDEX "_hotel_offers_v_rels_rooms_id_idx" ON "_hotel_offers_v_rels" USING btree ("rooms_id");
  CREATE INDEX "_hotel_offers_v_rels_media_id_idx" ON "_hotel_offers_v_rels" USING btree ("media_id");
  CREATE INDEX "tournaments_blind_levels_order_idx" ON "tournaments_blind_levels" USING btree ("_order");
  CREATE INDEX "tournaments_blind_levels_parent_id_idx" ON "tournaments_blind_levels" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "tournaments_tournament_id_idx" ON "tournaments" USING btree ("tournament_id");
  CREATE INDEX "tournaments_casino_idx" ON "tournaments" USING btree ("casino_id");
  CREATE INDEX "tournaments_starts_at_idx" ON "tournaments" USING btree ("starts_at");
  CREATE INDEX "tournaments_variant_idx" ON "tournaments" USING btree ("variant");
  CREATE INDEX "tournaments_kind_idx" ON "tournaments" USING btree ("kind");
  CREATE INDEX "tournaments_updated_at_idx" ON "tournaments" USING btree ("updated_at");
  CREATE INDEX "tournaments_created_at_idx" ON "tournaments" USING btree ("created_at");
  CREATE INDEX "tournaments__status_idx" ON "tournaments" USING btree ("_status");
  CREATE UNIQUE INDEX "tournaments_locales_locale_parent_id_unique" ON "tournaments_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_tournaments_v_version_blind_levels_order_idx" ON "_tournaments_v_version_blind_levels" USING btree ("_order");
  CREATE INDEX "_tournaments_v_version_blind_levels_parent_id_idx" ON "_tournaments_v_version_blind_levels" USING btree ("_parent_id");
  CREATE INDEX "_tournaments_v_parent_idx" ON "_tournaments_v" USING btree ("parent_id");
  CREATE INDEX "_tournaments_v_version_version_tournament_id_idx" ON "_tournaments_v" USING btree ("version_tournament_id");
  CREATE INDEX "_tournaments_v_version_version_casino_idx" ON "_tournaments_v" USING btree ("version_casino_id");
  CREATE INDEX "_tournaments_v_version_version_starts_at_idx" ON "_tournaments_v" USING btree ("version_starts_at");
  CREATE INDEX "_tournaments_v_version_version_variant_idx" ON "_tournaments_v" USING btree ("version_variant");
  CREATE INDEX "_tournaments_v_version_version_kind_idx" ON "_tournaments_v" USING btree ("version_kind");
  CREATE INDEX "_tournaments_v_version_version_updated_at_idx" ON "_tournaments_v" USING btree ("version_updated_at");
  CREATE INDEX "_tournaments_v_version_version_created_at_idx" ON "_tournaments_v" USING btree ("version_created_at");
  CREATE INDEX "_tournaments_v_version_version__status_idx" ON "_tournaments_v" USING btree ("version__status");
  CREATE INDEX "_tournaments_v_created_at_idx" ON "_tournaments_v" USING btree ("created_at");
  CREATE INDEX "_tournaments_v_updated_at_idx" ON "_tournaments_v" USING btree ("updated_at");
  CREATE INDEX "_tournaments_v_snapshot_idx" ON "_tournaments_v" USING btree ("snapshot");
  CREATE INDEX "_tournaments_v_published_locale_idx" ON "_tournaments_v" USING btree ("published_locale");
  CREATE INDEX "_tournaments_v_latest_idx" ON "_tournaments_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_tournaments_v_locales_locale_parent_id_unique" ON "_tournaments_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "game_tables_casino_idx" ON "game_tables" USING btree ("casino_id");
  CREATE INDEX "game_tables_updated_at_idx" ON "game_tables" USING btree ("updated_at");
  CREATE INDEX "game_tables_created_at_idx" ON "game_tables" USING btree ("created_at");
  CREATE INDEX "seminar_offers_spaces_order_idx" ON "seminar_offers_spaces" USING btree ("_order");
  CREATE INDEX "seminar_offers_spaces_parent_id_idx" ON "seminar_offers_spaces" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "seminar_offers_spaces_locales_locale_parent_id_unique" ON "seminar_offers_spaces_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "seminar_offers_services_order_idx" ON "seminar_offers_services" USING btree ("order");
  CREATE INDEX "seminar_offers_services_parent_idx" ON "seminar_offers_services" USING btree ("parent_id");
  CREATE UNIQUE INDEX "seminar_offers_slug_idx" ON "seminar_offers" USING btree ("slug");
  CREATE INDEX "seminar_offers_casino_idx" ON "seminar_offers" USING btree ("casino_id");
  CREATE INDEX "seminar_offers_hotel_idx" ON "seminar_offers" USING btree ("hotel_id");
  CREATE INDEX "seminar_offers_brochure_idx" ON "seminar_offers" USING btree ("brochure_id");
  CREATE INDEX "seminar_offers_updated_at_idx" ON "seminar_offers" USING btree ("updated_at");
  CREATE INDEX "seminar_offers_created_at_idx" ON "seminar_offers" USING btree ("created_at");
  CREATE INDEX "seminar_offers__status_idx" ON "seminar_offers" USING btree ("_status");
  CREATE UNIQUE INDEX "seminar_offers_locales_locale_parent_id_unique" ON "seminar_offers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "seminar_offers_rels_order_idx" ON "seminar_offers_rels" USING btree ("order");
  CREATE INDEX "seminar_offers_rels_parent_idx" ON "seminar_offers_rels" USING btree ("parent_id");
  CREATE INDEX "seminar_offers_rels_path_idx" ON "seminar_offers_rels" USING btree ("path");
  CREATE INDEX "seminar_offers_rels_media_id_idx" ON "seminar_offers_rels" USING btree ("media_id");
  CREATE INDEX "_seminar_offers_v_version_spaces_order_idx" ON "_seminar_offers_v_version_spaces" USING btree ("_order");
  CREATE INDEX "_seminar_offers_v_version_spaces_parent_id_idx" ON "_seminar_offers_v_version_spaces" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_seminar_offers_v_version_spaces_locales_locale_parent_id_un" ON "_seminar_offers_v_version_spaces_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_seminar_offers_v_version_services_order_idx" ON "_seminar_offers_v_version_services" USING btree ("order");
  CREATE INDEX "_seminar_offers_v_version_services_parent_idx" ON "_seminar_offers_v_version_services" USING btree ("parent_id");
  CREATE INDEX "_seminar_offers_v_parent_idx" ON "_seminar_offers_v" USING btree ("parent_id");
  CREATE INDEX "_seminar_offers_v_version_version_slug_idx" ON "_seminar_offers_v" USING btree ("version_slug");
  CREATE INDEX "_seminar_offers_v_version_version_casino_idx" ON "_seminar_offers_v" USING btree ("version_casino_id");
  CREATE INDEX "_seminar_offers_v_version_version_hotel_idx" ON "_seminar_offers_v" USING btree ("version_hotel_id");
  CREATE INDEX "_seminar_offers_v_version_version_brochure_idx" ON "_seminar_offers_v" USING btree ("version_brochure_id");
  CREATE INDEX "_seminar_offers_v_version_version_updated_at_idx" ON "_seminar_offers_v" USING btree ("version_updated_at");
  CREATE INDEX "_seminar_offers_v_version_version_created_at_idx" ON "_seminar_offers_v" USING btree ("version_created_at");
  CREATE INDEX "_seminar_offers_v_version_version__status_idx" ON "_seminar_offers_v" USING btree ("version__status");
  CREATE INDEX "_seminar_offers_v_created_at_idx" ON "_seminar_offers_v" USING btree ("created_at");
  CREATE INDEX "_seminar_offers_v_updated_at_idx" ON "_seminar_offers_v" USING btree ("updated_at");
  CREATE INDEX "_seminar_offers_v_snapshot_idx" ON "_seminar_offers_v" USING btree ("snapshot");
  CREATE INDEX "_seminar_offers_v_published_locale_idx" ON "_seminar_offers_v" USING btree ("published_locale");
  CREATE INDEX "_seminar_offers_v_latest_idx" ON "_seminar_offers_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_seminar_offers_v_locales_locale_parent_id_unique" ON "_seminar_offers_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_seminar_offers_v_rels_order_idx" ON "_seminar_offers_v_rels" USING btree ("order");
  CREATE INDEX "_seminar_offers_v_rels_parent_idx" ON "_seminar_offers_v_rels" USING btree ("parent_id");
  CREATE INDEX "_seminar_offers_v_rels_path_idx" ON "_seminar_offers_v_rels" USING btree ("path");
  CREATE INDEX "_seminar_offers_v_rels_media_id_idx" ON "_seminar_offers_v_rels" USING btree ("media_id");
  CREATE INDEX "quote_requests_updated_at_idx" ON "quote_requests" USING btree ("updated_at");
  CREATE INDEX "quote_requests_created_at_idx" ON "quote_requests" USING btree ("created_at");
  CREATE INDEX "quote_requests_rels_order_idx" ON "quote_requests_rels" USING btree ("order");
  CREATE INDEX "quote_requests_rels_parent_idx" ON "quote_requests_rels" USING btree ("parent_id");
  CREATE INDEX "quote_requests_rels_path_idx" ON "quote_requests_rels" USING btree ("path");
  CREATE INDEX "quote_requests_rels_casinos_id_idx" ON "quote_requests_rels" USING btree ("casinos_id");
  CREATE INDEX "quote_requests_rels_hotels_id_idx" ON "quote_requests_rels" USING btree ("hotels_id");
  CREATE INDEX "jackpots_casino_idx" ON "jackpots" USING btree ("casino_id");
  CREATE INDEX "jackpots_machine_number_idx" ON "jackpots" USING btree ("machine_number");
  CREATE INDEX "jackpots_won_at_idx" ON "jackpots" USING btree ("won_at");
  CREATE INDEX "jackpots_updated_at_idx" ON "jackpots" USING btree ("updated_at");
  CREATE INDEX "jackpots_created_at_idx" ON "jackpots" USING btree ("created_at");
  CREATE INDEX "documents_updated_at_idx" ON "documents" USING btree ("updated_at");
  CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "documents_filename_idx" ON "documents" USING btree ("filename");
  CREATE UNIQUE INDEX "documents_locales_locale_parent_id_unique" ON "documents_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_casinos_fk" FOREIGN KEY ("casinos_id") REFERENCES "public"."casinos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shows_fk" FOREIGN KEY ("shows_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_restaurants_fk" FOREIGN KEY ("restaurants_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_hotels_fk" FOREIGN KEY ("hotels_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rooms_fk" FOREIGN KEY ("rooms_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_hotel_offers_fk" FOREIGN KEY ("hotel_offers_id") REFERENCES "public"."hotel_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tournaments_fk" FOREIGN KEY ("tournaments_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_game_tables_fk" FOREIGN KEY ("game_tables_id") REFERENCES "public"."game_tables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_seminar_offers_fk" FOREIGN KEY ("seminar_offers_id") REFERENCES "public"."seminar_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quote_requests_fk" FOREIGN KEY ("quote_requests_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_jackpots_fk" FOREIGN KEY ("jackpots_id") REFERENCES "public"."jackpots"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_casinos_id_idx" ON "payload_locked_documents_rels" USING btree ("casinos_id");
  CREATE INDEX "payload_locked_documents_rels_shows_id_idx" ON "payload_locked_documents_rels" USING btree ("shows_id");
  CREATE INDEX "payload_locked_documents_rels_restaurants_id_idx" ON "payload_locked_documents_rels" USING btree ("restaurants_id");
  CREATE INDEX "payload_locked_documents_rels_hotels_id_idx" ON "payload_locked_documents_rels" USING btree ("hotels_id");
  CREATE INDEX "payload_locked_documents_rels_rooms_id_idx" ON "payload_locked_documents_rels" USING btree ("rooms_id");
  CREATE INDEX "payload_locked_documents_rels_hotel_offers_id_idx" ON "payload_locked_documents_rels" USING btree ("hotel_offers_id");
  CREATE INDEX "payload_locked_documents_rels_tournaments_id_idx" ON "payload_locked_documents_rels" USING btree ("tournaments_id");
  CREATE INDEX "payload_locked_documents_rels_game_tables_id_idx" ON "payload_locked_documents_rels" USING btree ("game_tables_id");
  CREATE INDEX "payload_locked_documents_rels_seminar_offers_id_idx" ON "payload_locked_documents_rels" USING btree ("seminar_offers_id");
  CREATE INDEX "payload_locked_documents_rels_quote_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("quote_requests_id");
  CREATE INDEX "payload_locked_documents_rels_jackpots_id_idx" ON "payload_locked_documents_rels" USING btree ("jackpots_id");
  CREATE INDEX "payload_locked_documents_rels_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("documents_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_casino_info_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_casino_info" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_casino_info_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_restaurant_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_restaurant_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hotel_offers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hotel_offers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_game_tables" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_game_tables_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_show_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_show_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_show_calendar" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_show_calendar_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_tournament_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_tournament_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_seminar_offers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_seminar_offers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_seminar_quote_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_seminar_quote_form_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_last_jackpots" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_last_jackpots_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_casino_info_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_casino_info" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_casino_info_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_restaurant_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_restaurant_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hotel_offers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hotel_offers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_game_tables" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_game_tables_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_show_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_show_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_show_calendar" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_show_calendar_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_tournament_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_tournament_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_seminar_offers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_seminar_offers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_seminar_quote_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_seminar_quote_form_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_last_jackpots" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_last_jackpots_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "casinos_opening_hours_weekly" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "casinos_oh_exc_r" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "casinos_oh_exc" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "casinos_facilities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "casinos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "casinos_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "casinos_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_casinos_v_version_opening_hours_weekly" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_casinos_oh_exc_r_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_casinos_oh_exc_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_casinos_v_version_facilities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_casinos_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_casinos_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_casinos_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shows_performances" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shows_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shows_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shows_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_shows_v_version_performances" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_shows_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_shows_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_shows_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_shows_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "restaurants_opening_hours_weekly" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "restaurants_oh_exc_r" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "restaurants_oh_exc" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "restaurants" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "restaurants_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "restaurants_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_restaurants_v_version_opening_hours_weekly" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_restaurants_oh_exc_r_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_restaurants_oh_exc_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_restaurants_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_restaurants_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_restaurants_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hotels_experiences" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hotels_experiences_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hotels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hotels_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hotels_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_hotels_v_version_experiences" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_hotels_v_version_experiences_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_hotels_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_hotels_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_hotels_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rooms_amenities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rooms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rooms_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rooms_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hotel_offers_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hotel_offers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hotel_offers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hotel_offers_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_hotel_offers_v_version_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_hotel_offers_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_hotel_offers_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_hotel_offers_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tournaments_blind_levels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tournaments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tournaments_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tournaments_v_version_blind_levels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tournaments_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tournaments_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "game_tables" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "seminar_offers_spaces" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "seminar_offers_spaces_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "seminar_offers_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "seminar_offers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "seminar_offers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "seminar_offers_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_seminar_offers_v_version_spaces" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_seminar_offers_v_version_spaces_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_seminar_offers_v_version_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_seminar_offers_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_seminar_offers_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_seminar_offers_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quote_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quote_requests_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jackpots" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "documents_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_casino_info_sections" CASCADE;
  DROP TABLE "pages_blocks_casino_info" CASCADE;
  DROP TABLE "pages_blocks_casino_info_locales" CASCADE;
  DROP TABLE "pages_blocks_restaurant_list" CASCADE;
  DROP TABLE "pages_blocks_restaurant_list_locales" CASCADE;
  DROP TABLE "pages_blocks_hotel_offers" CASCADE;
  DROP TABLE "pages_blocks_hotel_offers_locales" CASCADE;
  DROP TABLE "pages_blocks_game_tables" CASCADE;
  DROP TABLE "pages_blocks_game_tables_locales" CASCADE;
  DROP TABLE "pages_blocks_show_list" CASCADE;
  DROP TABLE "pages_blocks_show_list_locales" CASCADE;
  DROP TABLE "pages_blocks_show_calendar" CASCADE;
  DROP TABLE "pages_blocks_show_calendar_locales" CASCADE;
  DROP TABLE "pages_blocks_tournament_list" CASCADE;
  DROP TABLE "pages_blocks_tournament_list_locales" CASCADE;
  DROP TABLE "pages_blocks_seminar_offers" CASCADE;
  DROP TABLE "pages_blocks_seminar_offers_locales" CASCADE;
  DROP TABLE "pages_blocks_seminar_quote_form" CASCADE;
  DROP TABLE "pages_blocks_seminar_quote_form_locales" CASCADE;
  DROP TABLE "pages_blocks_last_jackpots" CASCADE;
  DROP TABLE "pages_blocks_last_jackpots_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_casino_info_sections" CASCADE;
  DROP TABLE "_pages_v_blocks_casino_info" CASCADE;
  DROP TABLE "_pages_v_blocks_casino_info_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_restaurant_list" CASCADE;
  DROP TABLE "_pages_v_blocks_restaurant_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_hotel_offers" CASCADE;
  DROP TABLE "_pages_v_blocks_hotel_offers_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_game_tables" CASCADE;
  DROP TABLE "_pages_v_blocks_game_tables_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_show_list" CASCADE;
  DROP TABLE "_pages_v_blocks_show_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_show_calendar" CASCADE;
  DROP TABLE "_pages_v_blocks_show_calendar_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_tournament_list" CASCADE;
  DROP TABLE "_pages_v_blocks_tournament_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_seminar_offers" CASCADE;
  DROP TABLE "_pages_v_blocks_seminar_offers_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_seminar_quote_form" CASCADE;
  DROP TABLE "_pages_v_blocks_seminar_quote_form_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_last_jackpots" CASCADE;
  DROP TABLE "_pages_v_blocks_last_jackpots_locales" CASCADE;
  DROP TABLE "casinos_opening_hours_weekly" CASCADE;
  DROP TABLE "casinos_oh_exc_r" CASCADE;
  DROP TABLE "casinos_oh_exc" CASCADE;
  DROP TABLE "casinos_facilities" CASCADE;
  DROP TABLE "casinos" CASCADE;
  DROP TABLE "casinos_locales" CASCADE;
  DROP TABLE "casinos_rels" CASCADE;
  DROP TABLE "_casinos_v_version_opening_hours_weekly" CASCADE;
  DROP TABLE "_casinos_oh_exc_r_v" CASCADE;
  DROP TABLE "_casinos_oh_exc_v" CASCADE;
  DROP TABLE "_casinos_v_version_facilities" CASCADE;
  DROP TABLE "_casinos_v" CASCADE;
  DROP TABLE "_casinos_v_locales" CASCADE;
  DROP TABLE "_casinos_v_rels" CASCADE;
  DROP TABLE "shows_performances" CASCADE;
  DROP TABLE "shows" CASCADE;
  DROP TABLE "shows_locales" CASCADE;
  DROP TABLE "shows_texts" CASCADE;
  DROP TABLE "shows_rels" CASCADE;
  DROP TABLE "_shows_v_version_performances" CASCADE;
  DROP TABLE "_shows_v" CASCADE;
  DROP TABLE "_shows_v_locales" CASCADE;
  DROP TABLE "_shows_v_texts" CASCADE;
  DROP TABLE "_shows_v_rels" CASCADE;
  DROP TABLE "restaurants_opening_hours_weekly" CASCADE;
  DROP TABLE "restaurants_oh_exc_r" CASCADE;
  DROP TABLE "restaurants_oh_exc" CASCADE;
  DROP TABLE "restaurants" CASCADE;
  DROP TABLE "restaurants_locales" CASCADE;
  DROP TABLE "restaurants_rels" CASCADE;
  DROP TABLE "_restaurants_v_version_opening_hours_weekly" CASCADE;
  DROP TABLE "_restaurants_oh_exc_r_v" CASCADE;
  DROP TABLE "_restaurants_oh_exc_v" CASCADE;
  DROP TABLE "_restaurants_v" CASCADE;
  DROP TABLE "_restaurants_v_locales" CASCADE;
  DROP TABLE "_restaurants_v_rels" CASCADE;
  DROP TABLE "hotels_experiences" CASCADE;
  DROP TABLE "hotels_experiences_locales" CASCADE;
  DROP TABLE "hotels" CASCADE;
  DROP TABLE "hotels_locales" CASCADE;
  DROP TABLE "hotels_rels" CASCADE;
  DROP TABLE "_hotels_v_version_experiences" CASCADE;
  DROP TABLE "_hotels_v_version_experiences_locales" CASCADE;
  DROP TABLE "_hotels_v" CASCADE;
  DROP TABLE "_hotels_v_locales" CASCADE;
  DROP TABLE "_hotels_v_rels" CASCADE;
  DROP TABLE "rooms_amenities" CASCADE;
  DROP TABLE "rooms" CASCADE;
  DROP TABLE "rooms_locales" CASCADE;
  DROP TABLE "rooms_rels" CASCADE;
  DROP TABLE "hotel_offers_categories" CASCADE;
  DROP TABLE "hotel_offers" CASCADE;
  DROP TABLE "hotel_offers_locales" CASCADE;
  DROP TABLE "hotel_offers_rels" CASCADE;
  DROP TABLE "_hotel_offers_v_version_categories" CASCADE;
  DROP TABLE "_hotel_offers_v" CASCADE;
  DROP TABLE "_hotel_offers_v_locales" CASCADE;
  DROP TABLE "_hotel_offers_v_rels" CASCADE;
  DROP TABLE "tournaments_blind_levels" CASCADE;
  DROP TABLE "tournaments" CASCADE;
  DROP TABLE "tournaments_locales" CASCADE;
  DROP TABLE "_tournaments_v_version_blind_levels" CASCADE;
  DROP TABLE "_tournaments_v" CASCADE;
  DROP TABLE "_tournaments_v_locales" CASCADE;
  DROP TABLE "game_tables" CASCADE;
  DROP TABLE "seminar_offers_spaces" CASCADE;
  DROP TABLE "seminar_offers_spaces_locales" CASCADE;
  DROP TABLE "seminar_offers_services" CASCADE;
  DROP TABLE "seminar_offers" CASCADE;
  DROP TABLE "seminar_offers_locales" CASCADE;
  DROP TABLE "seminar_offers_rels" CASCADE;
  DROP TABLE "_seminar_offers_v_version_spaces" CASCADE;
  DROP TABLE "_seminar_offers_v_version_spaces_locales" CASCADE;
  DROP TABLE "_seminar_offers_v_version_services" CASCADE;
  DROP TABLE "_seminar_offers_v" CASCADE;
  DROP TABLE "_seminar_offers_v_locales" CASCADE;
  DROP TABLE "_seminar_offers_v_rels" CASCADE;
  DROP TABLE "quote_requests" CASCADE;
  DROP TABLE "quote_requests_rels" CASCADE;
  DROP TABLE "jackpots" CASCADE;
  DROP TABLE "documents" CASCADE;
  DROP TABLE "documents_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_casinos_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_shows_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_restaurants_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_hotels_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_rooms_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_hotel_offers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tournaments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_game_tables_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_seminar_offers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_quote_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_jackpots_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_documents_fk";
  
  DROP INDEX "payload_locked_documents_rels_casinos_id_idx";
  DROP INDEX "payload_locked_documents_rels_shows_id_idx";
  DROP INDEX "payload_locked_documents_rels_restaurants_id_idx";
  DROP INDEX "payload_locked_documents_rels_hotels_id_idx";
  DROP INDEX "payload_locked_documents_rels_rooms_id_idx";
  DROP INDEX "payload_locked_documents_rels_hotel_offers_id_idx";
  DROP INDEX "payload_locked_documents_rels_tournaments_id_idx";
  DROP INDEX "payload_locked_documents_rels_game_tables_id_idx";
  DROP INDEX "payload_locked_documents_rels_seminar_offers_id_idx";
  DROP INDEX "payload_locked_documents_rels_quote_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_jackpots_id_idx";
  DROP INDEX "payload_locked_documents_rels_documents_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "casinos_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "shows_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "restaurants_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "hotels_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "rooms_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "hotel_offers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tournaments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "game_tables_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "seminar_offers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "quote_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "jackpots_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "documents_id";
  DROP TYPE "public"."enum_pages_blocks_casino_info_sections";
  DROP TYPE "public"."enum_pages_blocks_tournament_list_kind";
  DROP TYPE "public"."enum__pages_v_blocks_casino_info_sections";
  DROP TYPE "public"."enum__pages_v_blocks_tournament_list_kind";
  DROP TYPE "public"."enum_casinos_opening_hours_weekly_day";
  DROP TYPE "public"."enum_casinos_facilities";
  DROP TYPE "public"."enum_casinos_status";
  DROP TYPE "public"."enum__casinos_v_version_opening_hours_weekly_day";
  DROP TYPE "public"."enum__casinos_v_version_facilities";
  DROP TYPE "public"."enum__casinos_v_version_status";
  DROP TYPE "public"."enum__casinos_v_published_locale";
  DROP TYPE "public"."enum_shows_performances_status";
  DROP TYPE "public"."enum_shows_category";
  DROP TYPE "public"."enum_shows_sale_mode";
  DROP TYPE "public"."enum_shows_status";
  DROP TYPE "public"."enum__shows_v_version_performances_status";
  DROP TYPE "public"."enum__shows_v_version_category";
  DROP TYPE "public"."enum__shows_v_version_sale_mode";
  DROP TYPE "public"."enum__shows_v_version_status";
  DROP TYPE "public"."enum__shows_v_published_locale";
  DROP TYPE "public"."enum_restaurants_opening_hours_weekly_day";
  DROP TYPE "public"."enum_restaurants_price_level";
  DROP TYPE "public"."enum_restaurants_status";
  DROP TYPE "public"."enum__restaurants_v_version_opening_hours_weekly_day";
  DROP TYPE "public"."enum__restaurants_v_version_price_level";
  DROP TYPE "public"."enum__restaurants_v_version_status";
  DROP TYPE "public"."enum__restaurants_v_published_locale";
  DROP TYPE "public"."enum_hotels_stars";
  DROP TYPE "public"."enum_hotels_status";
  DROP TYPE "public"."enum__hotels_v_version_stars";
  DROP TYPE "public"."enum__hotels_v_version_status";
  DROP TYPE "public"."enum__hotels_v_published_locale";
  DROP TYPE "public"."enum_rooms_amenities";
  DROP TYPE "public"."enum_rooms_type";
  DROP TYPE "public"."enum_hotel_offers_categories";
  DROP TYPE "public"."enum_hotel_offers_status";
  DROP TYPE "public"."enum__hotel_offers_v_version_categories";
  DROP TYPE "public"."enum__hotel_offers_v_version_status";
  DROP TYPE "public"."enum__hotel_offers_v_published_locale";
  DROP TYPE "public"."enum_tournaments_blind_levels_kind";
  DROP TYPE "public"."enum_tournaments_variant";
  DROP TYPE "public"."enum_tournaments_kind";
  DROP TYPE "public"."enum_tournaments_play_status";
  DROP TYPE "public"."enum_tournaments_status";
  DROP TYPE "public"."enum__tournaments_v_version_blind_levels_kind";
  DROP TYPE "public"."enum__tournaments_v_version_variant";
  DROP TYPE "public"."enum__tournaments_v_version_kind";
  DROP TYPE "public"."enum__tournaments_v_version_status";
  DROP TYPE "public"."enum__tournaments_v_published_locale";
  DROP TYPE "public"."enum_game_tables_game";
  DROP TYPE "public"."enum_seminar_offers_services";
  DROP TYPE "public"."enum_seminar_offers_status";
  DROP TYPE "public"."enum__seminar_offers_v_version_services";
  DROP TYPE "public"."enum__seminar_offers_v_version_status";
  DROP TYPE "public"."enum__seminar_offers_v_published_locale";
  DROP TYPE "public"."enum_quote_requests_event_type";
  DROP TYPE "public"."enum_quote_requests_locale";`)
}
