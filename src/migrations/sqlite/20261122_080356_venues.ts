import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_casino_info_sections\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_casino_info\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_casino_info_sections_order_idx\` ON \`pages_blocks_casino_info_sections\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_casino_info_sections_parent_idx\` ON \`pages_blocks_casino_info_sections\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_casino_info\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`casino_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`casino_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_casino_info_order_idx\` ON \`pages_blocks_casino_info\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_casino_info_parent_id_idx\` ON \`pages_blocks_casino_info\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_casino_info_path_idx\` ON \`pages_blocks_casino_info\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_casino_info_casino_idx\` ON \`pages_blocks_casino_info\` (\`casino_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_casino_info_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_casino_info\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_casino_info_locales_locale_parent_id_unique\` ON \`pages_blocks_casino_info_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_restaurant_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`casino_id\` integer,
  	\`limit\` numeric DEFAULT 12,
  	\`block_name\` text,
  	FOREIGN KEY (\`casino_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_restaurant_list_order_idx\` ON \`pages_blocks_restaurant_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_restaurant_list_parent_id_idx\` ON \`pages_blocks_restaurant_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_restaurant_list_path_idx\` ON \`pages_blocks_restaurant_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_restaurant_list_casino_idx\` ON \`pages_blocks_restaurant_list\` (\`casino_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_restaurant_list_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_restaurant_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_restaurant_list_locales_locale_parent_id_unique\` ON \`pages_blocks_restaurant_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hotel_offers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`hotel_id\` integer,
  	\`show_filters\` integer DEFAULT true,
  	\`limit\` numeric DEFAULT 12,
  	\`block_name\` text,
  	FOREIGN KEY (\`hotel_id\`) REFERENCES \`hotels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hotel_offers_order_idx\` ON \`pages_blocks_hotel_offers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hotel_offers_parent_id_idx\` ON \`pages_blocks_hotel_offers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hotel_offers_path_idx\` ON \`pages_blocks_hotel_offers\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hotel_offers_hotel_idx\` ON \`pages_blocks_hotel_offers\` (\`hotel_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hotel_offers_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hotel_offers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_hotel_offers_locales_locale_parent_id_unique\` ON \`pages_blocks_hotel_offers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_game_tables\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`casino_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`casino_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_game_tables_order_idx\` ON \`pages_blocks_game_tables\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_game_tables_parent_id_idx\` ON \`pages_blocks_game_tables\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_game_tables_path_idx\` ON \`pages_blocks_game_tables\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_game_tables_casino_idx\` ON \`pages_blocks_game_tables\` (\`casino_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_game_tables_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_game_tables\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_game_tables_locales_locale_parent_id_unique\` ON \`pages_blocks_game_tables_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_show_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`casino_id\` integer,
  	\`category\` text,
  	\`limit\` numeric DEFAULT 12,
  	\`block_name\` text,
  	FOREIGN KEY (\`casino_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_show_list_order_idx\` ON \`pages_blocks_show_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_show_list_parent_id_idx\` ON \`pages_blocks_show_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_show_list_path_idx\` ON \`pages_blocks_show_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_show_list_casino_idx\` ON \`pages_blocks_show_list\` (\`casino_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_show_list_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_show_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_show_list_locales_locale_parent_id_unique\` ON \`pages_blocks_show_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_show_calendar\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`casino_id\` integer,
  	\`category\` text,
  	\`show_filters\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`casino_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_show_calendar_order_idx\` ON \`pages_blocks_show_calendar\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_show_calendar_parent_id_idx\` ON \`pages_blocks_show_calendar\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_show_calendar_path_idx\` ON \`pages_blocks_show_calendar\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_show_calendar_casino_idx\` ON \`pages_blocks_show_calendar\` (\`casino_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_show_calendar_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_show_calendar\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_show_calendar_locales_locale_parent_id_unique\` ON \`pages_blocks_show_calendar_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_tournament_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`casino_id\` integer,
  	\`kind\` text DEFAULT 'poker',
  	\`show_filters\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`casino_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_tournament_list_order_idx\` ON \`pages_blocks_tournament_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tournament_list_parent_id_idx\` ON \`pages_blocks_tournament_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tournament_list_path_idx\` ON \`pages_blocks_tournament_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tournament_list_casino_idx\` ON \`pages_blocks_tournament_list\` (\`casino_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_tournament_list_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_tournament_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_tournament_list_locales_locale_parent_id_unique\` ON \`pages_blocks_tournament_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_seminar_offers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`casino_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`casino_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_seminar_offers_order_idx\` ON \`pages_blocks_seminar_offers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_seminar_offers_parent_id_idx\` ON \`pages_blocks_seminar_offers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_seminar_offers_path_idx\` ON \`pages_blocks_seminar_offers\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_seminar_offers_casino_idx\` ON \`pages_blocks_seminar_offers\` (\`casino_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_seminar_offers_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_seminar_offers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_seminar_offers_locales_locale_parent_id_unique\` ON \`pages_blocks_seminar_offers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_seminar_quote_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`casino_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`casino_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_seminar_quote_form_order_idx\` ON \`pages_blocks_seminar_quote_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_seminar_quote_form_parent_id_idx\` ON \`pages_blocks_seminar_quote_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_seminar_quote_form_path_idx\` ON \`pages_blocks_seminar_quote_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_seminar_quote_form_casino_idx\` ON \`pages_blocks_seminar_quote_form\` (\`casino_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_seminar_quote_form_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_seminar_quote_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_seminar_quote_form_locales_locale_parent_id_uni\` ON \`pages_blocks_seminar_quote_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_last_jackpots\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`casino_id\` integer,
  	\`machine_search\` integer DEFAULT true,
  	\`limit\` numeric DEFAULT 20,
  	\`block_name\` text,
  	FOREIGN KEY (\`casino_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_last_jackpots_order_idx\` ON \`pages_blocks_last_jackpots\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_last_jackpots_parent_id_idx\` ON \`pages_blocks_last_jackpots\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_last_jackpots_path_idx\` ON \`pages_blocks_last_jackpots\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_last_jackpots_casino_idx\` ON \`pages_blocks_last_jackpots\` (\`casino_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_last_jackpots_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_last_jackpots\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_last_jackpots_locales_locale_parent_id_unique\` ON \`pages_blocks_last_jackpots_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_casino_info_sections\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_casino_info\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_casino_info_sections_order_idx\` ON \`_pages_v_blocks_casino_info_sections\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_casino_info_sections_parent_idx\` ON \`_pages_v_blocks_casino_info_sections\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_casino_info\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`casino_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`casino_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_casino_info_order_idx\` ON \`_pages_v_blocks_casino_info\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_casino_info_parent_id_idx\` ON \`_pages_v_blocks_casino_info\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_casino_info_path_idx\` ON \`_pages_v_blocks_casino_info\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_casino_info_casino_idx\` ON \`_pages_v_blocks_casino_info\` (\`casino_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_casino_info_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_casino_info\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_casino_info_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_casino_info_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_restaurant_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`casino_id\` integer,
  	\`limit\` numeric DEFAULT 12,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`casino_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_restaurant_list_order_idx\` ON \`_pages_v_blocks_restaurant_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_restaurant_list_parent_id_idx\` ON \`_pages_v_blocks_restaurant_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_restaurant_list_path_idx\` ON \`_pages_v_blocks_restaurant_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_restaurant_list_casino_idx\` ON \`_pages_v_blocks_restaurant_list\` (\`casino_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_restaurant_list_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_restaurant_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_restaurant_list_locales_locale_parent_id_uni\` ON \`_pages_v_blocks_restaurant_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hotel_offers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hotel_id\` integer,
  	\`show_filters\` integer DEFAULT true,
  	\`limit\` numeric DEFAULT 12,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`hotel_id\`) REFERENCES \`hotels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hotel_offers_order_idx\` ON \`_pages_v_blocks_hotel_offers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hotel_offers_parent_id_idx\` ON \`_pages_v_blocks_hotel_offers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hotel_offers_path_idx\` ON \`_pages_v_blocks_hotel_offers\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hotel_offers_hotel_idx\` ON \`_pages_v_blocks_hotel_offers\` (\`hotel_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hotel_offers_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_hotel_offers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_hotel_offers_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_hotel_offers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_game_tables\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`casino_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`casino_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_game_tables_order_idx\` ON \`_pages_v_blocks_game_tables\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_game_tables_parent_id_idx\` ON \`_pages_v_blocks_game_tables\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_game_tables_path_idx\` ON \`_pages_v_blocks_game_tables\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_game_tables_casino_idx\` ON \`_pages_v_blocks_game_tables\` (\`casino_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_game_tables_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_game_tables\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_game_tables_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_game_tables_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_show_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`casino_id\` integer,
  	\`category\` text,
  	\`limit\` numeric DEFAULT 12,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`casino_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_show_list_order_idx\` ON \`_pages_v_blocks_show_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_show_list_parent_id_idx\` ON \`_pages_v_blocks_show_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_show_list_path_idx\` ON \`_pages_v_blocks_show_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_show_list_casino_idx\` ON \`_pages_v_blocks_show_list\` (\`casino_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_show_list_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_show_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_show_list_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_show_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_show_calendar\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`casino_id\` integer,
  	\`category\` text,
  	\`show_filters\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`casino_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_show_calendar_order_idx\` ON \`_pages_v_blocks_show_calendar\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_show_calendar_parent_id_idx\` ON \`_pages_v_blocks_show_calendar\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_show_calendar_path_idx\` ON \`_pages_v_blocks_show_calendar\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_show_calendar_casino_idx\` ON \`_pages_v_blocks_show_calendar\` (\`casino_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_show_calendar_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_show_calendar\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_show_calendar_locales_locale_parent_id_uniqu\` ON \`_pages_v_blocks_show_calendar_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tournament_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`casino_id\` integer,
  	\`kind\` text DEFAULT 'poker',
  	\`show_filters\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`casino_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tournament_list_order_idx\` ON \`_pages_v_blocks_tournament_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tournament_list_parent_id_idx\` ON \`_pages_v_blocks_tournament_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tournament_list_path_idx\` ON \`_pages_v_blocks_tournament_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tournament_list_casino_idx\` ON \`_pages_v_blocks_tournament_list\` (\`casino_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tournament_list_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_tournament_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_tournament_list_locales_locale_parent_id_uni\` ON \`_pages_v_blocks_tournament_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_seminar_offers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`casino_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`casino_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_seminar_offers_order_idx\` ON \`_pages_v_blocks_seminar_offers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_seminar_offers_parent_id_idx\` ON \`_pages_v_blocks_seminar_offers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_seminar_offers_path_idx\` ON \`_pages_v_blocks_seminar_offers\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_seminar_offers_casino_idx\` ON \`_pages_v_blocks_seminar_offers\` (\`casino_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_seminar_offers_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_seminar_offers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_seminar_offers_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_seminar_offers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_seminar_quote_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`casino_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`casino_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_seminar_quote_form_order_idx\` ON \`_pages_v_blocks_seminar_quote_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_seminar_quote_form_parent_id_idx\` ON \`_pages_v_blocks_seminar_quote_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_seminar_quote_form_path_idx\` ON \`_pages_v_blocks_seminar_quote_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_seminar_quote_form_casino_idx\` ON \`_pages_v_blocks_seminar_quote_form\` (\`casino_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_seminar_quote_form_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_seminar_quote_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_seminar_quote_form_locales_locale_parent_id_\` ON \`_pages_v_blocks_seminar_quote_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_last_jackpots\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`casino_id\` integer,
  	\`machine_search\` integer DEFAULT true,
  	\`limit\` numeric DEFAULT 20,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`casino_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_last_jackpots_order_idx\` ON \`_pages_v_blocks_last_jackpots\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_last_jackpots_parent_id_idx\` ON \`_pages_v_blocks_last_jackpots\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_last_jackpots_path_idx\` ON \`_pages_v_blocks_last_jackpots\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_last_jackpots_casino_idx\` ON \`_pages_v_blocks_last_jackpots\` (\`casino_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_last_jackpots_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_last_jackpots\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_last_jackpots_locales_locale_parent_id_uniqu\` ON \`_pages_v_blocks_last_jackpots_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`casinos_opening_hours_weekly\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`day\` text,
  	\`opens\` text,
  	\`closes\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`casinos_opening_hours_weekly_order_idx\` ON \`casinos_opening_hours_weekly\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`casinos_opening_hours_weekly_parent_id_idx\` ON \`casinos_opening_hours_weekly\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`casinos_oh_exc_r\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`opens\` text,
  	\`closes\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`casinos_oh_exc\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`casinos_oh_exc_r_order_idx\` ON \`casinos_oh_exc_r\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`casinos_oh_exc_r_parent_id_idx\` ON \`casinos_oh_exc_r\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`casinos_oh_exc\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`casinos_oh_exc_order_idx\` ON \`casinos_oh_exc\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`casinos_oh_exc_parent_id_idx\` ON \`casinos_oh_exc\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`casinos_facilities\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`casinos_facilities_order_idx\` ON \`casinos_facilities\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`casinos_facilities_parent_idx\` ON \`casinos_facilities\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`casinos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`slug\` text,
  	\`city\` text,
  	\`city_slug\` text,
  	\`address_street\` text,
  	\`address_postal_code\` text,
  	\`address_country\` text DEFAULT 'FR',
  	\`geo_lat\` numeric,
  	\`geo_lng\` numeric,
  	\`contact_phone\` text,
  	\`contact_email\` text,
  	\`landing_page_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`landing_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`casinos_slug_idx\` ON \`casinos\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`casinos_city_idx\` ON \`casinos\` (\`city\`);`)
  await db.run(sql`CREATE INDEX \`casinos_city_slug_idx\` ON \`casinos\` (\`city_slug\`);`)
  await db.run(sql`CREATE INDEX \`casinos_landing_page_idx\` ON \`casinos\` (\`landing_page_id\`);`)
  await db.run(sql`CREATE INDEX \`casinos_updated_at_idx\` ON \`casinos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`casinos_created_at_idx\` ON \`casinos\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`casinos__status_idx\` ON \`casinos\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`casinos_locales\` (
  	\`summary\` text,
  	\`description\` text,
  	\`search_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`casinos_search_text_idx\` ON \`casinos_locales\` (\`search_text\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`casinos_locales_locale_parent_id_unique\` ON \`casinos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`casinos_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`casinos_rels_order_idx\` ON \`casinos_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`casinos_rels_parent_idx\` ON \`casinos_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`casinos_rels_path_idx\` ON \`casinos_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`casinos_rels_media_id_idx\` ON \`casinos_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_casinos_v_version_opening_hours_weekly\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day\` text,
  	\`opens\` text,
  	\`closes\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_casinos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_casinos_v_version_opening_hours_weekly_order_idx\` ON \`_casinos_v_version_opening_hours_weekly\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_casinos_v_version_opening_hours_weekly_parent_id_idx\` ON \`_casinos_v_version_opening_hours_weekly\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_casinos_oh_exc_r_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`opens\` text,
  	\`closes\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_casinos_oh_exc_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_casinos_oh_exc_r_v_order_idx\` ON \`_casinos_oh_exc_r_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_casinos_oh_exc_r_v_parent_id_idx\` ON \`_casinos_oh_exc_r_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_casinos_oh_exc_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`date\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_casinos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_casinos_oh_exc_v_order_idx\` ON \`_casinos_oh_exc_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_casinos_oh_exc_v_parent_id_idx\` ON \`_casinos_oh_exc_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_casinos_v_version_facilities\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_casinos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_casinos_v_version_facilities_order_idx\` ON \`_casinos_v_version_facilities\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_casinos_v_version_facilities_parent_idx\` ON \`_casinos_v_version_facilities\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_casinos_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_city\` text,
  	\`version_city_slug\` text,
  	\`version_address_street\` text,
  	\`version_address_postal_code\` text,
  	\`version_address_country\` text DEFAULT 'FR',
  	\`version_geo_lat\` numeric,
  	\`version_geo_lng\` numeric,
  	\`version_contact_phone\` text,
  	\`version_contact_email\` text,
  	\`version_landing_page_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_landing_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_casinos_v_parent_idx\` ON \`_casinos_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_casinos_v_version_version_slug_idx\` ON \`_casinos_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_casinos_v_version_version_city_idx\` ON \`_casinos_v\` (\`version_city\`);`)
  await db.run(sql`CREATE INDEX \`_casinos_v_version_version_city_slug_idx\` ON \`_casinos_v\` (\`version_city_slug\`);`)
  await db.run(sql`CREATE INDEX \`_casinos_v_version_version_landing_page_idx\` ON \`_casinos_v\` (\`version_landing_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_casinos_v_version_version_updated_at_idx\` ON \`_casinos_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_casinos_v_version_version_created_at_idx\` ON \`_casinos_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_casinos_v_version_version__status_idx\` ON \`_casinos_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_casinos_v_created_at_idx\` ON \`_casinos_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_casinos_v_updated_at_idx\` ON \`_casinos_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_casinos_v_snapshot_idx\` ON \`_casinos_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_casinos_v_published_locale_idx\` ON \`_casinos_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_casinos_v_latest_idx\` ON \`_casinos_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_casinos_v_locales\` (
  	\`version_summary\` text,
  	\`version_description\` text,
  	\`version_search_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_casinos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_casinos_v_version_version_search_text_idx\` ON \`_casinos_v_locales\` (\`version_search_text\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_casinos_v_locales_locale_parent_id_unique\` ON \`_casinos_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_casinos_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_casinos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_casinos_v_rels_order_idx\` ON \`_casinos_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_casinos_v_rels_parent_idx\` ON \`_casinos_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_casinos_v_rels_path_idx\` ON \`_casinos_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_casinos_v_rels_media_id_idx\` ON \`_casinos_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`shows_performances\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`starts_at\` text,
  	\`ends_at\` text,
  	\`price_from_cents\` numeric,
  	\`price_to_cents\` numeric,
  	\`status\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shows_performances_order_idx\` ON \`shows_performances\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shows_performances_parent_id_idx\` ON \`shows_performances\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`shows\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`casino_id\` integer,
  	\`category\` text,
  	\`sale_mode\` text DEFAULT 'online',
  	\`sale_ticketing_url\` text,
  	\`first_performance_at\` text,
  	\`last_performance_at\` text,
  	\`price_min_cents\` numeric,
  	\`price_max_cents\` numeric,
  	\`city_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`casino_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`shows_slug_idx\` ON \`shows\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`shows_casino_idx\` ON \`shows\` (\`casino_id\`);`)
  await db.run(sql`CREATE INDEX \`shows_category_idx\` ON \`shows\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`shows_first_performance_at_idx\` ON \`shows\` (\`first_performance_at\`);`)
  await db.run(sql`CREATE INDEX \`shows_last_performance_at_idx\` ON \`shows\` (\`last_performance_at\`);`)
  await db.run(sql`CREATE INDEX \`shows_price_min_cents_idx\` ON \`shows\` (\`price_min_cents\`);`)
  await db.run(sql`CREATE INDEX \`shows_price_max_cents_idx\` ON \`shows\` (\`price_max_cents\`);`)
  await db.run(sql`CREATE INDEX \`shows_city_slug_idx\` ON \`shows\` (\`city_slug\`);`)
  await db.run(sql`CREATE INDEX \`shows_updated_at_idx\` ON \`shows\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`shows_created_at_idx\` ON \`shows\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`shows__status_idx\` ON \`shows\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`shows_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`description\` text,
  	\`search_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shows_search_text_idx\` ON \`shows_locales\` (\`search_text\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`shows_locales_locale_parent_id_unique\` ON \`shows_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`shows_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`shows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shows_texts_order_parent\` ON \`shows_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`shows_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`shows\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shows_rels_order_idx\` ON \`shows_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`shows_rels_parent_idx\` ON \`shows_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`shows_rels_path_idx\` ON \`shows_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`shows_rels_media_id_idx\` ON \`shows_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_shows_v_version_performances\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`starts_at\` text,
  	\`ends_at\` text,
  	\`price_from_cents\` numeric,
  	\`price_to_cents\` numeric,
  	\`status\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_shows_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_shows_v_version_performances_order_idx\` ON \`_shows_v_version_performances\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_shows_v_version_performances_parent_id_idx\` ON \`_shows_v_version_performances\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_shows_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_casino_id\` integer,
  	\`version_category\` text,
  	\`version_sale_mode\` text DEFAULT 'online',
  	\`version_sale_ticketing_url\` text,
  	\`version_first_performance_at\` text,
  	\`version_last_performance_at\` text,
  	\`version_price_min_cents\` numeric,
  	\`version_price_max_cents\` numeric,
  	\`version_city_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`shows\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_casino_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_shows_v_parent_idx\` ON \`_shows_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_shows_v_version_version_slug_idx\` ON \`_shows_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_shows_v_version_version_casino_idx\` ON \`_shows_v\` (\`version_casino_id\`);`)
  await db.run(sql`CREATE INDEX \`_shows_v_version_version_category_idx\` ON \`_shows_v\` (\`version_category\`);`)
  await db.run(sql`CREATE INDEX \`_shows_v_version_version_first_performance_at_idx\` ON \`_shows_v\` (\`version_first_performance_at\`);`)
  await db.run(sql`CREATE INDEX \`_shows_v_version_version_last_performance_at_idx\` ON \`_shows_v\` (\`version_last_performance_at\`);`)
  await db.run(sql`CREATE INDEX \`_shows_v_version_version_price_min_cents_idx\` ON \`_shows_v\` (\`version_price_min_cents\`);`)
  await db.run(sql`CREATE INDEX \`_shows_v_version_version_price_max_cents_idx\` ON \`_shows_v\` (\`version_price_max_cents\`);`)
  await db.run(sql`CREATE INDEX \`_shows_v_version_version_city_slug_idx\` ON \`_shows_v\` (\`version_city_slug\`);`)
  await db.run(sql`CREATE INDEX \`_shows_v_version_version_updated_at_idx\` ON \`_shows_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_shows_v_version_version_created_at_idx\` ON \`_shows_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_shows_v_version_version__status_idx\` ON \`_shows_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_shows_v_created_at_idx\` ON \`_shows_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_shows_v_updated_at_idx\` ON \`_shows_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_shows_v_snapshot_idx\` ON \`_shows_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_shows_v_published_locale_idx\` ON \`_shows_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_shows_v_latest_idx\` ON \`_shows_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_shows_v_locales\` (
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_description\` text,
  	\`version_search_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_shows_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_shows_v_version_version_search_text_idx\` ON \`_shows_v_locales\` (\`version_search_text\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_shows_v_locales_locale_parent_id_unique\` ON \`_shows_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_shows_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_shows_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_shows_v_texts_order_parent\` ON \`_shows_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_shows_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_shows_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_shows_v_rels_order_idx\` ON \`_shows_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_shows_v_rels_parent_idx\` ON \`_shows_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_shows_v_rels_path_idx\` ON \`_shows_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_shows_v_rels_media_id_idx\` ON \`_shows_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`restaurants_opening_hours_weekly\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`day\` text,
  	\`opens\` text,
  	\`closes\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`restaurants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`restaurants_opening_hours_weekly_order_idx\` ON \`restaurants_opening_hours_weekly\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`restaurants_opening_hours_weekly_parent_id_idx\` ON \`restaurants_opening_hours_weekly\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`restaurants_oh_exc_r\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`opens\` text,
  	\`closes\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`restaurants_oh_exc\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`restaurants_oh_exc_r_order_idx\` ON \`restaurants_oh_exc_r\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`restaurants_oh_exc_r_parent_id_idx\` ON \`restaurants_oh_exc_r\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`restaurants_oh_exc\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`restaurants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`restaurants_oh_exc_order_idx\` ON \`restaurants_oh_exc\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`restaurants_oh_exc_parent_id_idx\` ON \`restaurants_oh_exc\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`restaurants\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`slug\` text,
  	\`casino_id\` integer,
  	\`price_level\` text DEFAULT '2',
  	\`average_price_cents\` numeric,
  	\`contact_phone\` text,
  	\`contact_email\` text,
  	\`menu_pdf_id\` integer,
  	\`booking_enabled\` integer DEFAULT false,
  	\`city_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`casino_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`menu_pdf_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`restaurants_slug_idx\` ON \`restaurants\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`restaurants_casino_idx\` ON \`restaurants\` (\`casino_id\`);`)
  await db.run(sql`CREATE INDEX \`restaurants_menu_pdf_idx\` ON \`restaurants\` (\`menu_pdf_id\`);`)
  await db.run(sql`CREATE INDEX \`restaurants_city_slug_idx\` ON \`restaurants\` (\`city_slug\`);`)
  await db.run(sql`CREATE INDEX \`restaurants_updated_at_idx\` ON \`restaurants\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`restaurants_created_at_idx\` ON \`restaurants\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`restaurants__status_idx\` ON \`restaurants\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`restaurants_locales\` (
  	\`cuisine\` text,
  	\`summary\` text,
  	\`description\` text,
  	\`menu\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`restaurants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`restaurants_locales_locale_parent_id_unique\` ON \`restaurants_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`restaurants_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`restaurants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`restaurants_rels_order_idx\` ON \`restaurants_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`restaurants_rels_parent_idx\` ON \`restaurants_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`restaurants_rels_path_idx\` ON \`restaurants_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`restaurants_rels_media_id_idx\` ON \`restaurants_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_restaurants_v_version_opening_hours_weekly\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day\` text,
  	\`opens\` text,
  	\`closes\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_restaurants_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_restaurants_v_version_opening_hours_weekly_order_idx\` ON \`_restaurants_v_version_opening_hours_weekly\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_restaurants_v_version_opening_hours_weekly_parent_id_idx\` ON \`_restaurants_v_version_opening_hours_weekly\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_restaurants_oh_exc_r_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`opens\` text,
  	\`closes\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_restaurants_oh_exc_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_restaurants_oh_exc_r_v_order_idx\` ON \`_restaurants_oh_exc_r_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_restaurants_oh_exc_r_v_parent_id_idx\` ON \`_restaurants_oh_exc_r_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_restaurants_oh_exc_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`date\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_restaurants_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_restaurants_oh_exc_v_order_idx\` ON \`_restaurants_oh_exc_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_restaurants_oh_exc_v_parent_id_idx\` ON \`_restaurants_oh_exc_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_restaurants_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_casino_id\` integer,
  	\`version_price_level\` text DEFAULT '2',
  	\`version_average_price_cents\` numeric,
  	\`version_contact_phone\` text,
  	\`version_contact_email\` text,
  	\`version_menu_pdf_id\` integer,
  	\`version_booking_enabled\` integer DEFAULT false,
  	\`version_city_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`restaurants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_casino_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_menu_pdf_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_restaurants_v_parent_idx\` ON \`_restaurants_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_restaurants_v_version_version_slug_idx\` ON \`_restaurants_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_restaurants_v_version_version_casino_idx\` ON \`_restaurants_v\` (\`version_casino_id\`);`)
  await db.run(sql`CREATE INDEX \`_restaurants_v_version_version_menu_pdf_idx\` ON \`_restaurants_v\` (\`version_menu_pdf_id\`);`)
  await db.run(sql`CREATE INDEX \`_restaurants_v_version_version_city_slug_idx\` ON \`_restaurants_v\` (\`version_city_slug\`);`)
  await db.run(sql`CREATE INDEX \`_restaurants_v_version_version_updated_at_idx\` ON \`_restaurants_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_restaurants_v_version_version_created_at_idx\` ON \`_restaurants_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_restaurants_v_version_version__status_idx\` ON \`_restaurants_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_restaurants_v_created_at_idx\` ON \`_restaurants_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_restaurants_v_updated_at_idx\` ON \`_restaurants_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_restaurants_v_snapshot_idx\` ON \`_restaurants_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_restaurants_v_published_locale_idx\` ON \`_restaurants_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_restaurants_v_latest_idx\` ON \`_restaurants_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_restaurants_v_locales\` (
  	\`version_cuisine\` text,
  	\`version_summary\` text,
  	\`version_description\` text,
  	\`version_menu\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_restaurants_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_restaurants_v_locales_locale_parent_id_unique\` ON \`_restaurants_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_restaurants_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_restaurants_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_restaurants_v_rels_order_idx\` ON \`_restaurants_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_restaurants_v_rels_parent_idx\` ON \`_restaurants_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_restaurants_v_rels_path_idx\` ON \`_restaurants_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_restaurants_v_rels_media_id_idx\` ON \`_restaurants_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`hotels_experiences\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`hotels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`hotels_experiences_order_idx\` ON \`hotels_experiences\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`hotels_experiences_parent_id_idx\` ON \`hotels_experiences\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`hotels_experiences_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`hotels_experiences\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`hotels_experiences_locales_locale_parent_id_unique\` ON \`hotels_experiences_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`hotels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`slug\` text,
  	\`casino_id\` integer,
  	\`stars\` text,
  	\`address_street\` text,
  	\`address_postal_code\` text,
  	\`address_country\` text DEFAULT 'FR',
  	\`geo_lat\` numeric,
  	\`geo_lng\` numeric,
  	\`contact_phone\` text,
  	\`contact_email\` text,
  	\`spa_has_spa\` integer DEFAULT false,
  	\`spa_name\` text,
  	\`price_from_cents\` numeric,
  	\`city_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`casino_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`hotels_slug_idx\` ON \`hotels\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`hotels_casino_idx\` ON \`hotels\` (\`casino_id\`);`)
  await db.run(sql`CREATE INDEX \`hotels_price_from_cents_idx\` ON \`hotels\` (\`price_from_cents\`);`)
  await db.run(sql`CREATE INDEX \`hotels_city_slug_idx\` ON \`hotels\` (\`city_slug\`);`)
  await db.run(sql`CREATE INDEX \`hotels_updated_at_idx\` ON \`hotels\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`hotels_created_at_idx\` ON \`hotels\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`hotels__status_idx\` ON \`hotels\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`hotels_locales\` (
  	\`summary\` text,
  	\`description\` text,
  	\`spa_description\` text,
  	\`search_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`hotels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`hotels_search_text_idx\` ON \`hotels_locales\` (\`search_text\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`hotels_locales_locale_parent_id_unique\` ON \`hotels_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`hotels_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`rooms_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`hotels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rooms_id\`) REFERENCES \`rooms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`hotels_rels_order_idx\` ON \`hotels_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`hotels_rels_parent_idx\` ON \`hotels_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`hotels_rels_path_idx\` ON \`hotels_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`hotels_rels_media_id_idx\` ON \`hotels_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`hotels_rels_rooms_id_idx\` ON \`hotels_rels\` (\`rooms_id\`);`)
  await db.run(sql`CREATE TABLE \`_hotels_v_version_experiences\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_hotels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_hotels_v_version_experiences_order_idx\` ON \`_hotels_v_version_experiences\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_hotels_v_version_experiences_parent_id_idx\` ON \`_hotels_v_version_experiences\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_hotels_v_version_experiences_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_hotels_v_version_experiences\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_hotels_v_version_experiences_locales_locale_parent_id_uniqu\` ON \`_hotels_v_version_experiences_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_hotels_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_casino_id\` integer,
  	\`version_stars\` text,
  	\`version_address_street\` text,
  	\`version_address_postal_code\` text,
  	\`version_address_country\` text DEFAULT 'FR',
  	\`version_geo_lat\` numeric,
  	\`version_geo_lng\` numeric,
  	\`version_contact_phone\` text,
  	\`version_contact_email\` text,
  	\`version_spa_has_spa\` integer DEFAULT false,
  	\`version_spa_name\` text,
  	\`version_price_from_cents\` numeric,
  	\`version_city_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`hotels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_casino_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_hotels_v_parent_idx\` ON \`_hotels_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_hotels_v_version_version_slug_idx\` ON \`_hotels_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_hotels_v_version_version_casino_idx\` ON \`_hotels_v\` (\`version_casino_id\`);`)
  await db.run(sql`CREATE INDEX \`_hotels_v_version_version_price_from_cents_idx\` ON \`_hotels_v\` (\`version_price_from_cents\`);`)
  await db.run(sql`CREATE INDEX \`_hotels_v_version_version_city_slug_idx\` ON \`_hotels_v\` (\`version_city_slug\`);`)
  await db.run(sql`CREATE INDEX \`_hotels_v_version_version_updated_at_idx\` ON \`_hotels_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_hotels_v_version_version_created_at_idx\` ON \`_hotels_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_hotels_v_version_version__status_idx\` ON \`_hotels_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_hotels_v_created_at_idx\` ON \`_hotels_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_hotels_v_updated_at_idx\` ON \`_hotels_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_hotels_v_snapshot_idx\` ON \`_hotels_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_hotels_v_published_locale_idx\` ON \`_hotels_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_hotels_v_latest_idx\` ON \`_hotels_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_hotels_v_locales\` (
  	\`version_summary\` text,
  	\`version_description\` text,
  	\`version_spa_description\` text,
  	\`version_search_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_hotels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_hotels_v_version_version_search_text_idx\` ON \`_hotels_v_locales\` (\`version_search_text\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_hotels_v_locales_locale_parent_id_unique\` ON \`_hotels_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_hotels_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`rooms_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_hotels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rooms_id\`) REFERENCES \`rooms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_hotels_v_rels_order_idx\` ON \`_hotels_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_hotels_v_rels_parent_idx\` ON \`_hotels_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_hotels_v_rels_path_idx\` ON \`_hotels_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_hotels_v_rels_media_id_idx\` ON \`_hotels_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`_hotels_v_rels_rooms_id_idx\` ON \`_hotels_v_rels\` (\`rooms_id\`);`)
  await db.run(sql`CREATE TABLE \`rooms_amenities\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`rooms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rooms_amenities_order_idx\` ON \`rooms_amenities\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`rooms_amenities_parent_idx\` ON \`rooms_amenities\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`rooms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text NOT NULL,
  	\`capacity\` numeric NOT NULL,
  	\`size_m2\` numeric NOT NULL,
  	\`price_from_cents\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`rooms_updated_at_idx\` ON \`rooms\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`rooms_created_at_idx\` ON \`rooms\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`rooms_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rooms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`rooms_locales_locale_parent_id_unique\` ON \`rooms_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`rooms_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`rooms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rooms_rels_order_idx\` ON \`rooms_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`rooms_rels_parent_idx\` ON \`rooms_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`rooms_rels_path_idx\` ON \`rooms_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`rooms_rels_media_id_idx\` ON \`rooms_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`hotel_offers_categories\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`hotel_offers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`hotel_offers_categories_order_idx\` ON \`hotel_offers_categories\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`hotel_offers_categories_parent_idx\` ON \`hotel_offers_categories\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`hotel_offers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`hotel_id\` integer,
  	\`valid_from\` text,
  	\`valid_until\` text,
  	\`price_from_cents\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`hotel_id\`) REFERENCES \`hotels\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`hotel_offers_slug_idx\` ON \`hotel_offers\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`hotel_offers_hotel_idx\` ON \`hotel_offers\` (\`hotel_id\`);`)
  await db.run(sql`CREATE INDEX \`hotel_offers_valid_until_idx\` ON \`hotel_offers\` (\`valid_until\`);`)
  await db.run(sql`CREATE INDEX \`hotel_offers_updated_at_idx\` ON \`hotel_offers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`hotel_offers_created_at_idx\` ON \`hotel_offers\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`hotel_offers__status_idx\` ON \`hotel_offers\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`hotel_offers_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`conditions\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`hotel_offers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`hotel_offers_locales_locale_parent_id_unique\` ON \`hotel_offers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`hotel_offers_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`rooms_id\` integer,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`hotel_offers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rooms_id\`) REFERENCES \`rooms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`hotel_offers_rels_order_idx\` ON \`hotel_offers_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`hotel_offers_rels_parent_idx\` ON \`hotel_offers_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`hotel_offers_rels_path_idx\` ON \`hotel_offers_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`hotel_offers_rels_rooms_id_idx\` ON \`hotel_offers_rels\` (\`rooms_id\`);`)
  await db.run(sql`CREATE INDEX \`hotel_offers_rels_media_id_idx\` ON \`hotel_offers_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_hotel_offers_v_version_categories\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_hotel_offers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_hotel_offers_v_version_categories_order_idx\` ON \`_hotel_offers_v_version_categories\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_hotel_offers_v_version_categories_parent_idx\` ON \`_hotel_offers_v_version_categories\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_hotel_offers_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_hotel_id\` integer,
  	\`version_valid_from\` text,
  	\`version_valid_until\` text,
  	\`version_price_from_cents\` numeric,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`hotel_offers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hotel_id\`) REFERENCES \`hotels\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_hotel_offers_v_parent_idx\` ON \`_hotel_offers_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_hotel_offers_v_version_version_slug_idx\` ON \`_hotel_offers_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_hotel_offers_v_version_version_hotel_idx\` ON \`_hotel_offers_v\` (\`version_hotel_id\`);`)
  await db.run(sql`CREATE INDEX \`_hotel_offers_v_version_version_valid_until_idx\` ON \`_hotel_offers_v\` (\`version_valid_until\`);`)
  await db.run(sql`CREATE INDEX \`_hotel_offers_v_version_version_updated_at_idx\` ON \`_hotel_offers_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_hotel_offers_v_version_version_created_at_idx\` ON \`_hotel_offers_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_hotel_offers_v_version_version__status_idx\` ON \`_hotel_offers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_hotel_offers_v_created_at_idx\` ON \`_hotel_offers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_hotel_offers_v_updated_at_idx\` ON \`_hotel_offers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_hotel_offers_v_snapshot_idx\` ON \`_hotel_offers_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_hotel_offers_v_published_locale_idx\` ON \`_hotel_offers_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_hotel_offers_v_latest_idx\` ON \`_hotel_offers_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_hotel_offers_v_locales\` (
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_conditions\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_hotel_offers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_hotel_offers_v_locales_locale_parent_id_unique\` ON \`_hotel_offers_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_hotel_offers_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`rooms_id\` integer,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_hotel_offers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rooms_id\`) REFERENCES \`rooms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_hotel_offers_v_rels_order_idx\` ON \`_hotel_offers_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_hotel_offers_v_rels_parent_idx\` ON \`_hotel_offers_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_hotel_offers_v_rels_path_idx\` ON \`_hotel_offers_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_hotel_offers_v_rels_rooms_id_idx\` ON \`_hotel_offers_v_rels\` (\`rooms_id\`);`)
  await db.run(sql`CREATE INDEX \`_hotel_offers_v_rels_media_id_idx\` ON \`_hotel_offers_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`tournaments_blind_levels\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'level',
  	\`small_blind\` numeric,
  	\`big_blind\` numeric,
  	\`ante\` numeric,
  	\`duration_minutes\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tournaments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tournaments_blind_levels_order_idx\` ON \`tournaments_blind_levels\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`tournaments_blind_levels_parent_id_idx\` ON \`tournaments_blind_levels\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tournaments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tournament_id\` numeric,
  	\`casino_id\` integer,
  	\`starts_at\` text,
  	\`ends_at\` text,
  	\`variant\` text,
  	\`kind\` text,
  	\`buy_in_cents\` numeric,
  	\`starting_chips\` numeric,
  	\`level_duration_minutes\` numeric DEFAULT 20,
  	\`registration_opens_at\` text,
  	\`late_registration_ends_at\` text,
  	\`seats\` numeric,
  	\`registered_count\` numeric,
  	\`status\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`casino_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tournaments_tournament_id_idx\` ON \`tournaments\` (\`tournament_id\`);`)
  await db.run(sql`CREATE INDEX \`tournaments_casino_idx\` ON \`tournaments\` (\`casino_id\`);`)
  await db.run(sql`CREATE INDEX \`tournaments_starts_at_idx\` ON \`tournaments\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`tournaments_variant_idx\` ON \`tournaments\` (\`variant\`);`)
  await db.run(sql`CREATE INDEX \`tournaments_kind_idx\` ON \`tournaments\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`tournaments_updated_at_idx\` ON \`tournaments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tournaments_created_at_idx\` ON \`tournaments\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`tournaments__status_idx\` ON \`tournaments\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`tournaments_locales\` (
  	\`name\` text,
  	\`buy_in_details\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tournaments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tournaments_locales_locale_parent_id_unique\` ON \`tournaments_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_tournaments_v_version_blind_levels\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'level',
  	\`small_blind\` numeric,
  	\`big_blind\` numeric,
  	\`ante\` numeric,
  	\`duration_minutes\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_tournaments_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_tournaments_v_version_blind_levels_order_idx\` ON \`_tournaments_v_version_blind_levels\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_tournaments_v_version_blind_levels_parent_id_idx\` ON \`_tournaments_v_version_blind_levels\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_tournaments_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_tournament_id\` numeric,
  	\`version_casino_id\` integer,
  	\`version_starts_at\` text,
  	\`version_ends_at\` text,
  	\`version_variant\` text,
  	\`version_kind\` text,
  	\`version_buy_in_cents\` numeric,
  	\`version_starting_chips\` numeric,
  	\`version_level_duration_minutes\` numeric DEFAULT 20,
  	\`version_registration_opens_at\` text,
  	\`version_late_registration_ends_at\` text,
  	\`version_seats\` numeric,
  	\`version_registered_count\` numeric,
  	\`version_status\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`tournaments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_casino_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_tournaments_v_parent_idx\` ON \`_tournaments_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_tournaments_v_version_version_tournament_id_idx\` ON \`_tournaments_v\` (\`version_tournament_id\`);`)
  await db.run(sql`CREATE INDEX \`_tournaments_v_version_version_casino_idx\` ON \`_tournaments_v\` (\`version_casino_id\`);`)
  await db.run(sql`CREATE INDEX \`_tournaments_v_version_version_starts_at_idx\` ON \`_tournaments_v\` (\`version_starts_at\`);`)
  await db.run(sql`CREATE INDEX \`_tournaments_v_version_version_variant_idx\` ON \`_tournaments_v\` (\`version_variant\`);`)
  await db.run(sql`CREATE INDEX \`_tournaments_v_version_version_kind_idx\` ON \`_tournaments_v\` (\`version_kind\`);`)
  await db.run(sql`CREATE INDEX \`_tournaments_v_version_version_updated_at_idx\` ON \`_tournaments_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_tournaments_v_version_version_created_at_idx\` ON \`_tournaments_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_tournaments_v_version_version__status_idx\` ON \`_tournaments_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_tournaments_v_created_at_idx\` ON \`_tournaments_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_tournaments_v_updated_at_idx\` ON \`_tournaments_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_tournaments_v_snapshot_idx\` ON \`_tournaments_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_tournaments_v_published_locale_idx\` ON \`_tournaments_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_tournaments_v_latest_idx\` ON \`_tournaments_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_tournaments_v_locales\` (
  	\`version_name\` text,
  	\`version_buy_in_details\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_tournaments_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_tournaments_v_locales_locale_parent_id_unique\` ON \`_tournaments_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`game_tables\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`casino_id\` integer NOT NULL,
  	\`game\` text NOT NULL,
  	\`min_bet_cents\` numeric NOT NULL,
  	\`max_bet_cents\` numeric NOT NULL,
  	\`table_count\` numeric NOT NULL,
  	\`position_count\` numeric NOT NULL,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`casino_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`game_tables_casino_idx\` ON \`game_tables\` (\`casino_id\`);`)
  await db.run(sql`CREATE INDEX \`game_tables_updated_at_idx\` ON \`game_tables\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`game_tables_created_at_idx\` ON \`game_tables\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`seminar_offers_spaces\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`area_m2\` numeric,
  	\`theatre_capacity\` numeric,
  	\`banquet_capacity\` numeric,
  	\`daylight\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`seminar_offers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`seminar_offers_spaces_order_idx\` ON \`seminar_offers_spaces\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`seminar_offers_spaces_parent_id_idx\` ON \`seminar_offers_spaces\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`seminar_offers_spaces_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`seminar_offers_spaces\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`seminar_offers_spaces_locales_locale_parent_id_unique\` ON \`seminar_offers_spaces_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`seminar_offers_services\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`seminar_offers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`seminar_offers_services_order_idx\` ON \`seminar_offers_services\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`seminar_offers_services_parent_idx\` ON \`seminar_offers_services\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`seminar_offers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`casino_id\` integer,
  	\`hotel_id\` integer,
  	\`capacity\` numeric,
  	\`day_delegate_rate_cents\` numeric,
  	\`brochure_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`casino_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`hotel_id\`) REFERENCES \`hotels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`brochure_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`seminar_offers_slug_idx\` ON \`seminar_offers\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`seminar_offers_casino_idx\` ON \`seminar_offers\` (\`casino_id\`);`)
  await db.run(sql`CREATE INDEX \`seminar_offers_hotel_idx\` ON \`seminar_offers\` (\`hotel_id\`);`)
  await db.run(sql`CREATE INDEX \`seminar_offers_brochure_idx\` ON \`seminar_offers\` (\`brochure_id\`);`)
  await db.run(sql`CREATE INDEX \`seminar_offers_updated_at_idx\` ON \`seminar_offers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`seminar_offers_created_at_idx\` ON \`seminar_offers\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`seminar_offers__status_idx\` ON \`seminar_offers\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`seminar_offers_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`seminar_offers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`seminar_offers_locales_locale_parent_id_unique\` ON \`seminar_offers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`seminar_offers_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`seminar_offers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`seminar_offers_rels_order_idx\` ON \`seminar_offers_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`seminar_offers_rels_parent_idx\` ON \`seminar_offers_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`seminar_offers_rels_path_idx\` ON \`seminar_offers_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`seminar_offers_rels_media_id_idx\` ON \`seminar_offers_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_seminar_offers_v_version_spaces\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`area_m2\` numeric,
  	\`theatre_capacity\` numeric,
  	\`banquet_capacity\` numeric,
  	\`daylight\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_seminar_offers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_seminar_offers_v_version_spaces_order_idx\` ON \`_seminar_offers_v_version_spaces\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_seminar_offers_v_version_spaces_parent_id_idx\` ON \`_seminar_offers_v_version_spaces\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_seminar_offers_v_version_spaces_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_seminar_offers_v_version_spaces\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_seminar_offers_v_version_spaces_locales_locale_parent_id_un\` ON \`_seminar_offers_v_version_spaces_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_seminar_offers_v_version_services\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_seminar_offers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_seminar_offers_v_version_services_order_idx\` ON \`_seminar_offers_v_version_services\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_seminar_offers_v_version_services_parent_idx\` ON \`_seminar_offers_v_version_services\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_seminar_offers_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_casino_id\` integer,
  	\`version_hotel_id\` integer,
  	\`version_capacity\` numeric,
  	\`version_day_delegate_rate_cents\` numeric,
  	\`version_brochure_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`seminar_offers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_casino_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hotel_id\`) REFERENCES \`hotels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_brochure_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_seminar_offers_v_parent_idx\` ON \`_seminar_offers_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_seminar_offers_v_version_version_slug_idx\` ON \`_seminar_offers_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_seminar_offers_v_version_version_casino_idx\` ON \`_seminar_offers_v\` (\`version_casino_id\`);`)
  await db.run(sql`CREATE INDEX \`_seminar_offers_v_version_version_hotel_idx\` ON \`_seminar_offers_v\` (\`version_hotel_id\`);`)
  await db.run(sql`CREATE INDEX \`_seminar_offers_v_version_version_brochure_idx\` ON \`_seminar_offers_v\` (\`version_brochure_id\`);`)
  await db.run(sql`CREATE INDEX \`_seminar_offers_v_version_version_updated_at_idx\` ON \`_seminar_offers_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_seminar_offers_v_version_version_created_at_idx\` ON \`_seminar_offers_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_seminar_offers_v_version_version__status_idx\` ON \`_seminar_offers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_seminar_offers_v_created_at_idx\` ON \`_seminar_offers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_seminar_offers_v_updated_at_idx\` ON \`_seminar_offers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_seminar_offers_v_snapshot_idx\` ON \`_seminar_offers_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_seminar_offers_v_published_locale_idx\` ON \`_seminar_offers_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_seminar_offers_v_latest_idx\` ON \`_seminar_offers_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_seminar_offers_v_locales\` (
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_seminar_offers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_seminar_offers_v_locales_locale_parent_id_unique\` ON \`_seminar_offers_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_seminar_offers_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_seminar_offers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_seminar_offers_v_rels_order_idx\` ON \`_seminar_offers_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_seminar_offers_v_rels_parent_idx\` ON \`_seminar_offers_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_seminar_offers_v_rels_path_idx\` ON \`_seminar_offers_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_seminar_offers_v_rels_media_id_idx\` ON \`_seminar_offers_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`quote_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`company\` text NOT NULL,
  	\`contact_name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`event_type\` text NOT NULL,
  	\`event_date\` text,
  	\`guests\` numeric NOT NULL,
  	\`rooms\` numeric,
  	\`budget_cents\` numeric,
  	\`destination\` text,
  	\`arrival\` text,
  	\`departure\` text,
  	\`subject\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`locale\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`quote_requests_updated_at_idx\` ON \`quote_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_created_at_idx\` ON \`quote_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`quote_requests_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`casinos_id\` integer,
  	\`hotels_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`quote_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`casinos_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`hotels_id\`) REFERENCES \`hotels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`quote_requests_rels_order_idx\` ON \`quote_requests_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_rels_parent_idx\` ON \`quote_requests_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_rels_path_idx\` ON \`quote_requests_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_rels_casinos_id_idx\` ON \`quote_requests_rels\` (\`casinos_id\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_rels_hotels_id_idx\` ON \`quote_requests_rels\` (\`hotels_id\`);`)
  await db.run(sql`CREATE TABLE \`jackpots\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`casino_id\` integer NOT NULL,
  	\`machine_number\` text NOT NULL,
  	\`machine_name\` text,
  	\`amount_cents\` numeric NOT NULL,
  	\`won_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`casino_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`jackpots_casino_idx\` ON \`jackpots\` (\`casino_id\`);`)
  await db.run(sql`CREATE INDEX \`jackpots_machine_number_idx\` ON \`jackpots\` (\`machine_number\`);`)
  await db.run(sql`CREATE INDEX \`jackpots_won_at_idx\` ON \`jackpots\` (\`won_at\`);`)
  await db.run(sql`CREATE INDEX \`jackpots_updated_at_idx\` ON \`jackpots\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`jackpots_created_at_idx\` ON \`jackpots\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`documents_updated_at_idx\` ON \`documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_created_at_idx\` ON \`documents\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_filename_idx\` ON \`documents\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`documents_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_locales_locale_parent_id_unique\` ON \`documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`casinos_id\` integer REFERENCES casinos(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`shows_id\` integer REFERENCES shows(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`restaurants_id\` integer REFERENCES restaurants(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`hotels_id\` integer REFERENCES hotels(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`rooms_id\` integer REFERENCES rooms(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`hotel_offers_id\` integer REFERENCES hotel_offers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tournaments_id\` integer REFERENCES tournaments(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`game_tables_id\` integer REFERENCES game_tables(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`seminar_offers_id\` integer REFERENCES seminar_offers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`quote_requests_id\` integer REFERENCES quote_requests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`jackpots_id\` integer REFERENCES jackpots(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`documents_id\` integer REFERENCES documents(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_casinos_id_idx\` ON \`payload_locked_documents_rels\` (\`casinos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shows_id_idx\` ON \`payload_locked_documents_rels\` (\`shows_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_restaurants_id_idx\` ON \`payload_locked_documents_rels\` (\`restaurants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_hotels_id_idx\` ON \`payload_locked_documents_rels\` (\`hotels_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rooms_id_idx\` ON \`payload_locked_documents_rels\` (\`rooms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_hotel_offers_id_idx\` ON \`payload_locked_documents_rels\` (\`hotel_offers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tournaments_id_idx\` ON \`payload_locked_documents_rels\` (\`tournaments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_game_tables_id_idx\` ON \`payload_locked_documents_rels\` (\`game_tables_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_seminar_offers_id_idx\` ON \`payload_locked_documents_rels\` (\`seminar_offers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_quote_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`quote_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_jackpots_id_idx\` ON \`payload_locked_documents_rels\` (\`jackpots_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_casino_info_sections\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_casino_info\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_casino_info_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_restaurant_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_restaurant_list_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hotel_offers\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hotel_offers_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_game_tables\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_game_tables_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_show_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_show_list_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_show_calendar\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_show_calendar_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_tournament_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_tournament_list_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_seminar_offers\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_seminar_offers_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_seminar_quote_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_seminar_quote_form_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_last_jackpots\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_last_jackpots_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_casino_info_sections\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_casino_info\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_casino_info_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_restaurant_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_restaurant_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hotel_offers\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hotel_offers_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_game_tables\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_game_tables_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_show_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_show_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_show_calendar\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_show_calendar_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tournament_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tournament_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_seminar_offers\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_seminar_offers_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_seminar_quote_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_seminar_quote_form_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_last_jackpots\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_last_jackpots_locales\`;`)
  await db.run(sql`DROP TABLE \`casinos_opening_hours_weekly\`;`)
  await db.run(sql`DROP TABLE \`casinos_oh_exc_r\`;`)
  await db.run(sql`DROP TABLE \`casinos_oh_exc\`;`)
  await db.run(sql`DROP TABLE \`casinos_facilities\`;`)
  await db.run(sql`DROP TABLE \`casinos\`;`)
  await db.run(sql`DROP TABLE \`casinos_locales\`;`)
  await db.run(sql`DROP TABLE \`casinos_rels\`;`)
  await db.run(sql`DROP TABLE \`_casinos_v_version_opening_hours_weekly\`;`)
  await db.run(sql`DROP TABLE \`_casinos_oh_exc_r_v\`;`)
  await db.run(sql`DROP TABLE \`_casinos_oh_exc_v\`;`)
  await db.run(sql`DROP TABLE \`_casinos_v_version_facilities\`;`)
  await db.run(sql`DROP TABLE \`_casinos_v\`;`)
  await db.run(sql`DROP TABLE \`_casinos_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_casinos_v_rels\`;`)
  await db.run(sql`DROP TABLE \`shows_performances\`;`)
  await db.run(sql`DROP TABLE \`shows\`;`)
  await db.run(sql`DROP TABLE \`shows_locales\`;`)
  await db.run(sql`DROP TABLE \`shows_texts\`;`)
  await db.run(sql`DROP TABLE \`shows_rels\`;`)
  await db.run(sql`DROP TABLE \`_shows_v_version_performances\`;`)
  await db.run(sql`DROP TABLE \`_shows_v\`;`)
  await db.run(sql`DROP TABLE \`_shows_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_shows_v_texts\`;`)
  await db.run(sql`DROP TABLE \`_shows_v_rels\`;`)
  await db.run(sql`DROP TABLE \`restaurants_opening_hours_weekly\`;`)
  await db.run(sql`DROP TABLE \`restaurants_oh_exc_r\`;`)
  await db.run(sql`DROP TABLE \`restaurants_oh_exc\`;`)
  await db.run(sql`DROP TABLE \`restaurants\`;`)
  await db.run(sql`DROP TABLE \`restaurants_locales\`;`)
  await db.run(sql`DROP TABLE \`restaurants_rels\`;`)
  await db.run(sql`DROP TABLE \`_restaurants_v_version_opening_hours_weekly\`;`)
  await db.run(sql`DROP TABLE \`_restaurants_oh_exc_r_v\`;`)
  await db.run(sql`DROP TABLE \`_restaurants_oh_exc_v\`;`)
  await db.run(sql`DROP TABLE \`_restaurants_v\`;`)
  await db.run(sql`DROP TABLE \`_restaurants_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_restaurants_v_rels\`;`)
  await db.run(sql`DROP TABLE \`hotels_experiences\`;`)
  await db.run(sql`DROP TABLE \`hotels_experiences_locales\`;`)
  await db.run(sql`DROP TABLE \`hotels\`;`)
  await db.run(sql`DROP TABLE \`hotels_locales\`;`)
  await db.run(sql`DROP TABLE \`hotels_rels\`;`)
  await db.run(sql`DROP TABLE \`_hotels_v_version_experiences\`;`)
  await db.run(sql`DROP TABLE \`_hotels_v_version_experiences_locales\`;`)
  await db.run(sql`DROP TABLE \`_hotels_v\`;`)
  await db.run(sql`DROP TABLE \`_hotels_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_hotels_v_rels\`;`)
  await db.run(sql`DROP TABLE \`rooms_amenities\`;`)
  await db.run(sql`DROP TABLE \`rooms\`;`)
  await db.run(sql`DROP TABLE \`rooms_locales\`;`)
  await db.run(sql`DROP TABLE \`rooms_rels\`;`)
  await db.run(sql`DROP TABLE \`hotel_offers_categories\`;`)
  await db.run(sql`DROP TABLE \`hotel_offers\`;`)
  await db.run(sql`DROP TABLE \`hotel_offers_locales\`;`)
  await db.run(sql`DROP TABLE \`hotel_offers_rels\`;`)
  await db.run(sql`DROP TABLE \`_hotel_offers_v_version_categories\`;`)
  await db.run(sql`DROP TABLE \`_hotel_offers_v\`;`)
  await db.run(sql`DROP TABLE \`_hotel_offers_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_hotel_offers_v_rels\`;`)
  await db.run(sql`DROP TABLE \`tournaments_blind_levels\`;`)
  await db.run(sql`DROP TABLE \`tournaments\`;`)
  await db.run(sql`DROP TABLE \`tournaments_locales\`;`)
  await db.run(sql`DROP TABLE \`_tournaments_v_version_blind_levels\`;`)
  await db.run(sql`DROP TABLE \`_tournaments_v\`;`)
  await db.run(sql`DROP TABLE \`_tournaments_v_locales\`;`)
  await db.run(sql`DROP TABLE \`game_tables\`;`)
  await db.run(sql`DROP TABLE \`seminar_offers_spaces\`;`)
  await db.run(sql`DROP TABLE \`seminar_offers_spaces_locales\`;`)
  await db.run(sql`DROP TABLE \`seminar_offers_services\`;`)
  await db.run(sql`DROP TABLE \`seminar_offers\`;`)
  await db.run(sql`DROP TABLE \`seminar_offers_locales\`;`)
  await db.run(sql`DROP TABLE \`seminar_offers_rels\`;`)
  await db.run(sql`DROP TABLE \`_seminar_offers_v_version_spaces\`;`)
  await db.run(sql`DROP TABLE \`_seminar_offers_v_version_spaces_locales\`;`)
  await db.run(sql`DROP TABLE \`_seminar_offers_v_version_services\`;`)
  await db.run(sql`DROP TABLE \`_seminar_offers_v\`;`)
  await db.run(sql`DROP TABLE \`_seminar_offers_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_seminar_offers_v_rels\`;`)
  await db.run(sql`DROP TABLE \`quote_requests\`;`)
  await db.run(sql`DROP TABLE \`quote_requests_rels\`;`)
  await db.run(sql`DROP TABLE \`jackpots\`;`)
  await db.run(sql`DROP TABLE \`documents\`;`)
  await db.run(sql`DROP TABLE \`documents_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`redirects_id\` integer,
  	\`headers_id\` integer,
  	\`footers_id\` integer,
  	\`banners_id\` integer,
  	\`members_id\` integer,
  	\`member_sessions_id\` integer,
  	\`member_tokens_id\` integer,
  	\`auth_attempts_id\` integer,
  	\`card_holders_id\` integer,
  	\`outbox_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`headers_id\`) REFERENCES \`headers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`footers_id\`) REFERENCES \`footers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banners_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`members_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`member_sessions_id\`) REFERENCES \`member_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`member_tokens_id\`) REFERENCES \`member_tokens\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`auth_attempts_id\`) REFERENCES \`auth_attempts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`card_holders_id\`) REFERENCES \`card_holders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "redirects_id", "headers_id", "footers_id", "banners_id", "members_id", "member_sessions_id", "member_tokens_id", "auth_attempts_id", "card_holders_id", "outbox_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "redirects_id", "headers_id", "footers_id", "banners_id", "members_id", "member_sessions_id", "member_tokens_id", "auth_attempts_id", "card_holders_id", "outbox_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_headers_id_idx\` ON \`payload_locked_documents_rels\` (\`headers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_footers_id_idx\` ON \`payload_locked_documents_rels\` (\`footers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_members_id_idx\` ON \`payload_locked_documents_rels\` (\`members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_member_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`member_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_member_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`member_tokens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_auth_attempts_id_idx\` ON \`payload_locked_documents_rels\` (\`auth_attempts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_card_holders_id_idx\` ON \`payload_locked_documents_rels\` (\`card_holders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
