import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_restaurant_booking\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`restaurant_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`restaurant_id\`) REFERENCES \`restaurants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_restaurant_booking_order_idx\` ON \`pages_blocks_restaurant_booking\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_restaurant_booking_parent_id_idx\` ON \`pages_blocks_restaurant_booking\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_restaurant_booking_path_idx\` ON \`pages_blocks_restaurant_booking\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_restaurant_booking_restaurant_idx\` ON \`pages_blocks_restaurant_booking\` (\`restaurant_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_restaurant_booking_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_restaurant_booking\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_restaurant_booking_locales_locale_parent_id_uni\` ON \`pages_blocks_restaurant_booking_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_my_stays\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_my_stays_order_idx\` ON \`pages_blocks_my_stays\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_my_stays_parent_id_idx\` ON \`pages_blocks_my_stays\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_my_stays_path_idx\` ON \`pages_blocks_my_stays\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_my_stays_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_my_stays\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_my_stays_locales_locale_parent_id_unique\` ON \`pages_blocks_my_stays_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_restaurant_booking\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`restaurant_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`restaurant_id\`) REFERENCES \`restaurants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_restaurant_booking_order_idx\` ON \`_pages_v_blocks_restaurant_booking\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_restaurant_booking_parent_id_idx\` ON \`_pages_v_blocks_restaurant_booking\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_restaurant_booking_path_idx\` ON \`_pages_v_blocks_restaurant_booking\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_restaurant_booking_restaurant_idx\` ON \`_pages_v_blocks_restaurant_booking\` (\`restaurant_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_restaurant_booking_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_restaurant_booking\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_restaurant_booking_locales_locale_parent_id_\` ON \`_pages_v_blocks_restaurant_booking_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_my_stays\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_my_stays_order_idx\` ON \`_pages_v_blocks_my_stays\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_my_stays_parent_id_idx\` ON \`_pages_v_blocks_my_stays\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_my_stays_path_idx\` ON \`_pages_v_blocks_my_stays\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_my_stays_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_my_stays\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_my_stays_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_my_stays_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`table_booking_settings_services_days\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`table_booking_settings_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`table_booking_settings_services_days_order_idx\` ON \`table_booking_settings_services_days\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`table_booking_settings_services_days_parent_idx\` ON \`table_booking_settings_services_days\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`table_booking_settings_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'dinner' NOT NULL,
  	\`first_seating\` text NOT NULL,
  	\`last_seating\` text NOT NULL,
  	\`covers_per_slot\` numeric DEFAULT 20 NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`table_booking_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`table_booking_settings_services_order_idx\` ON \`table_booking_settings_services\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`table_booking_settings_services_parent_id_idx\` ON \`table_booking_settings_services\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`table_booking_settings_closed_dates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text NOT NULL,
  	\`reason\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`table_booking_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`table_booking_settings_closed_dates_order_idx\` ON \`table_booking_settings_closed_dates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`table_booking_settings_closed_dates_parent_id_idx\` ON \`table_booking_settings_closed_dates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`table_booking_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`restaurant_id\` integer NOT NULL,
  	\`slot_minutes\` text DEFAULT '30' NOT NULL,
  	\`max_party_online\` numeric DEFAULT 8 NOT NULL,
  	\`lead_time_minutes\` numeric DEFAULT 120 NOT NULL,
  	\`horizon_days\` numeric DEFAULT 60 NOT NULL,
  	\`meal_minutes\` numeric DEFAULT 120 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`restaurant_id\`) REFERENCES \`restaurants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`table_booking_settings_restaurant_idx\` ON \`table_booking_settings\` (\`restaurant_id\`);`)
  await db.run(sql`CREATE INDEX \`table_booking_settings_updated_at_idx\` ON \`table_booking_settings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`table_booking_settings_created_at_idx\` ON \`table_booking_settings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`room_booking_settings_seasons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`start_date\` text NOT NULL,
  	\`end_date\` text NOT NULL,
  	\`nightly_cents\` numeric NOT NULL,
  	\`minimum_stay\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`room_booking_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`room_booking_settings_seasons_order_idx\` ON \`room_booking_settings_seasons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`room_booking_settings_seasons_parent_id_idx\` ON \`room_booking_settings_seasons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`room_booking_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`room_id\` integer NOT NULL,
  	\`hotel_id\` integer,
  	\`room_count\` numeric DEFAULT 1 NOT NULL,
  	\`base_nightly_cents\` numeric NOT NULL,
  	\`minimum_stay\` numeric DEFAULT 1 NOT NULL,
  	\`free_cancellation_days\` numeric DEFAULT 2 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`room_id\`) REFERENCES \`rooms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`hotel_id\`) REFERENCES \`hotels\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`room_booking_settings_room_idx\` ON \`room_booking_settings\` (\`room_id\`);`)
  await db.run(sql`CREATE INDEX \`room_booking_settings_hotel_idx\` ON \`room_booking_settings\` (\`hotel_id\`);`)
  await db.run(sql`CREATE INDEX \`room_booking_settings_updated_at_idx\` ON \`room_booking_settings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`room_booking_settings_created_at_idx\` ON \`room_booking_settings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`table_bookings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text NOT NULL,
  	\`restaurant_id\` integer NOT NULL,
  	\`service_date\` text NOT NULL,
  	\`time\` text NOT NULL,
  	\`party_size\` numeric NOT NULL,
  	\`service\` text NOT NULL,
  	\`starts_at\` text NOT NULL,
  	\`guest_name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`note\` text,
  	\`member_id\` integer,
  	\`locale\` text DEFAULT 'fr' NOT NULL,
  	\`discount_percent\` numeric,
  	\`status\` text DEFAULT 'confirmed' NOT NULL,
  	\`cancelled_at\` text,
  	\`cancelled_by\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`restaurant_id\`) REFERENCES \`restaurants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`table_bookings_reference_idx\` ON \`table_bookings\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`table_bookings_restaurant_idx\` ON \`table_bookings\` (\`restaurant_id\`);`)
  await db.run(sql`CREATE INDEX \`table_bookings_service_date_idx\` ON \`table_bookings\` (\`service_date\`);`)
  await db.run(sql`CREATE INDEX \`table_bookings_starts_at_idx\` ON \`table_bookings\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`table_bookings_email_idx\` ON \`table_bookings\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`table_bookings_member_idx\` ON \`table_bookings\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`table_bookings_status_idx\` ON \`table_bookings\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`table_bookings_updated_at_idx\` ON \`table_bookings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`table_bookings_created_at_idx\` ON \`table_bookings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`room_bookings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text NOT NULL,
  	\`hotel_id\` integer NOT NULL,
  	\`room_id\` integer NOT NULL,
  	\`arrival\` text NOT NULL,
  	\`departure\` text NOT NULL,
  	\`nights\` numeric NOT NULL,
  	\`guests\` numeric NOT NULL,
  	\`rate_name\` text NOT NULL,
  	\`offer_id\` integer,
  	\`total_cents\` numeric NOT NULL,
  	\`free_cancellation_until\` text,
  	\`guest_name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`note\` text,
  	\`member_id\` integer,
  	\`locale\` text DEFAULT 'fr' NOT NULL,
  	\`status\` text DEFAULT 'confirmed' NOT NULL,
  	\`cancelled_at\` text,
  	\`cancelled_by\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`hotel_id\`) REFERENCES \`hotels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`room_id\`) REFERENCES \`rooms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`offer_id\`) REFERENCES \`hotel_offers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`room_bookings_reference_idx\` ON \`room_bookings\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`room_bookings_hotel_idx\` ON \`room_bookings\` (\`hotel_id\`);`)
  await db.run(sql`CREATE INDEX \`room_bookings_room_idx\` ON \`room_bookings\` (\`room_id\`);`)
  await db.run(sql`CREATE INDEX \`room_bookings_arrival_idx\` ON \`room_bookings\` (\`arrival\`);`)
  await db.run(sql`CREATE INDEX \`room_bookings_offer_idx\` ON \`room_bookings\` (\`offer_id\`);`)
  await db.run(sql`CREATE INDEX \`room_bookings_email_idx\` ON \`room_bookings\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`room_bookings_member_idx\` ON \`room_bookings\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`room_bookings_status_idx\` ON \`room_bookings\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`room_bookings_updated_at_idx\` ON \`room_bookings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`room_bookings_created_at_idx\` ON \`room_bookings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`table_slot_counters\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`restaurant_id\` numeric NOT NULL,
  	\`day\` text NOT NULL,
  	\`slot_time\` text NOT NULL,
  	\`booked\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`table_slot_counters_key_idx\` ON \`table_slot_counters\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`table_slot_counters_updated_at_idx\` ON \`table_slot_counters\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`table_slot_counters_created_at_idx\` ON \`table_slot_counters\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`restaurantId_day_idx\` ON \`table_slot_counters\` (\`restaurant_id\`,\`day\`);`)
  await db.run(sql`CREATE TABLE \`room_night_counters\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`room_id\` numeric NOT NULL,
  	\`night\` text NOT NULL,
  	\`booked\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`room_night_counters_key_idx\` ON \`room_night_counters\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`room_night_counters_updated_at_idx\` ON \`room_night_counters\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`room_night_counters_created_at_idx\` ON \`room_night_counters\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`roomId_night_idx\` ON \`room_night_counters\` (\`room_id\`,\`night\`);`)
  await db.run(sql`ALTER TABLE \`hotel_offers\` ADD \`booking_rate_nightly_cents\` numeric;`)
  await db.run(sql`ALTER TABLE \`hotel_offers\` ADD \`booking_rate_minimum_stay\` numeric;`)
  await db.run(sql`ALTER TABLE \`hotel_offers\` ADD \`booking_rate_free_cancellation_days\` numeric;`)
  await db.run(sql`ALTER TABLE \`_hotel_offers_v\` ADD \`version_booking_rate_nightly_cents\` numeric;`)
  await db.run(sql`ALTER TABLE \`_hotel_offers_v\` ADD \`version_booking_rate_minimum_stay\` numeric;`)
  await db.run(sql`ALTER TABLE \`_hotel_offers_v\` ADD \`version_booking_rate_free_cancellation_days\` numeric;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`table_booking_settings_id\` integer REFERENCES table_booking_settings(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`room_booking_settings_id\` integer REFERENCES room_booking_settings(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`table_bookings_id\` integer REFERENCES table_bookings(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`room_bookings_id\` integer REFERENCES room_bookings(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`table_slot_counters_id\` integer REFERENCES table_slot_counters(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`room_night_counters_id\` integer REFERENCES room_night_counters(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_table_booking_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`table_booking_settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_room_booking_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`room_booking_settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_table_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`table_bookings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_room_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`room_bookings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_table_slot_counters_id_idx\` ON \`payload_locked_documents_rels\` (\`table_slot_counters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_room_night_counters_id_idx\` ON \`payload_locked_documents_rels\` (\`room_night_counters_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_restaurant_booking\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_restaurant_booking_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_my_stays\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_my_stays_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_restaurant_booking\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_restaurant_booking_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_my_stays\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_my_stays_locales\`;`)
  await db.run(sql`DROP TABLE \`table_booking_settings_services_days\`;`)
  await db.run(sql`DROP TABLE \`table_booking_settings_services\`;`)
  await db.run(sql`DROP TABLE \`table_booking_settings_closed_dates\`;`)
  await db.run(sql`DROP TABLE \`table_booking_settings\`;`)
  await db.run(sql`DROP TABLE \`room_booking_settings_seasons\`;`)
  await db.run(sql`DROP TABLE \`room_booking_settings\`;`)
  await db.run(sql`DROP TABLE \`table_bookings\`;`)
  await db.run(sql`DROP TABLE \`room_bookings\`;`)
  await db.run(sql`DROP TABLE \`table_slot_counters\`;`)
  await db.run(sql`DROP TABLE \`room_night_counters\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`redirects_id\` integer,
  	\`casinos_id\` integer,
  	\`shows_id\` integer,
  	\`restaurants_id\` integer,
  	\`hotels_id\` integer,
  	\`rooms_id\` integer,
  	\`hotel_offers_id\` integer,
  	\`tournaments_id\` integer,
  	\`game_tables_id\` integer,
  	\`seminar_offers_id\` integer,
  	\`quote_requests_id\` integer,
  	\`jackpots_id\` integer,
  	\`documents_id\` integer,
  	\`headers_id\` integer,
  	\`footers_id\` integer,
  	\`banners_id\` integer,
  	\`members_id\` integer,
  	\`member_sessions_id\` integer,
  	\`member_tokens_id\` integer,
  	\`auth_attempts_id\` integer,
  	\`card_holders_id\` integer,
  	\`loyalty_entries_id\` integer,
  	\`loyalty_accounts_id\` integer,
  	\`loyalty_period_points_id\` integer,
  	\`integration_clients_id\` integer,
  	\`outbox_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`casinos_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`shows_id\`) REFERENCES \`shows\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`restaurants_id\`) REFERENCES \`restaurants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`hotels_id\`) REFERENCES \`hotels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rooms_id\`) REFERENCES \`rooms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`hotel_offers_id\`) REFERENCES \`hotel_offers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tournaments_id\`) REFERENCES \`tournaments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`game_tables_id\`) REFERENCES \`game_tables\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`seminar_offers_id\`) REFERENCES \`seminar_offers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`quote_requests_id\`) REFERENCES \`quote_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jackpots_id\`) REFERENCES \`jackpots\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`headers_id\`) REFERENCES \`headers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`footers_id\`) REFERENCES \`footers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banners_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`members_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`member_sessions_id\`) REFERENCES \`member_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`member_tokens_id\`) REFERENCES \`member_tokens\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`auth_attempts_id\`) REFERENCES \`auth_attempts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`card_holders_id\`) REFERENCES \`card_holders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`loyalty_entries_id\`) REFERENCES \`loyalty_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`loyalty_accounts_id\`) REFERENCES \`loyalty_accounts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`loyalty_period_points_id\`) REFERENCES \`loyalty_period_points\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`integration_clients_id\`) REFERENCES \`integration_clients\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "redirects_id", "casinos_id", "shows_id", "restaurants_id", "hotels_id", "rooms_id", "hotel_offers_id", "tournaments_id", "game_tables_id", "seminar_offers_id", "quote_requests_id", "jackpots_id", "documents_id", "headers_id", "footers_id", "banners_id", "members_id", "member_sessions_id", "member_tokens_id", "auth_attempts_id", "card_holders_id", "loyalty_entries_id", "loyalty_accounts_id", "loyalty_period_points_id", "integration_clients_id", "outbox_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "redirects_id", "casinos_id", "shows_id", "restaurants_id", "hotels_id", "rooms_id", "hotel_offers_id", "tournaments_id", "game_tables_id", "seminar_offers_id", "quote_requests_id", "jackpots_id", "documents_id", "headers_id", "footers_id", "banners_id", "members_id", "member_sessions_id", "member_tokens_id", "auth_attempts_id", "card_holders_id", "loyalty_entries_id", "loyalty_accounts_id", "loyalty_period_points_id", "integration_clients_id", "outbox_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_headers_id_idx\` ON \`payload_locked_documents_rels\` (\`headers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_footers_id_idx\` ON \`payload_locked_documents_rels\` (\`footers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_members_id_idx\` ON \`payload_locked_documents_rels\` (\`members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_member_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`member_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_member_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`member_tokens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_auth_attempts_id_idx\` ON \`payload_locked_documents_rels\` (\`auth_attempts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_card_holders_id_idx\` ON \`payload_locked_documents_rels\` (\`card_holders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_loyalty_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`loyalty_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_loyalty_accounts_id_idx\` ON \`payload_locked_documents_rels\` (\`loyalty_accounts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_loyalty_period_points_id_idx\` ON \`payload_locked_documents_rels\` (\`loyalty_period_points_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_integration_clients_id_idx\` ON \`payload_locked_documents_rels\` (\`integration_clients_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`hotel_offers\` DROP COLUMN \`booking_rate_nightly_cents\`;`)
  await db.run(sql`ALTER TABLE \`hotel_offers\` DROP COLUMN \`booking_rate_minimum_stay\`;`)
  await db.run(sql`ALTER TABLE \`hotel_offers\` DROP COLUMN \`booking_rate_free_cancellation_days\`;`)
  await db.run(sql`ALTER TABLE \`_hotel_offers_v\` DROP COLUMN \`version_booking_rate_nightly_cents\`;`)
  await db.run(sql`ALTER TABLE \`_hotel_offers_v\` DROP COLUMN \`version_booking_rate_minimum_stay\`;`)
  await db.run(sql`ALTER TABLE \`_hotel_offers_v\` DROP COLUMN \`version_booking_rate_free_cancellation_days\`;`)
}
