import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_form\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_order_idx\` ON \`pages_blocks_contact_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_parent_id_idx\` ON \`pages_blocks_contact_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_path_idx\` ON \`pages_blocks_contact_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_casino_idx\` ON \`pages_blocks_contact_form\` (\`casino_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_form_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_contact_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_contact_form_locales_locale_parent_id_unique\` ON \`pages_blocks_contact_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_newsletter_signup_lists\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_newsletter_signup\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_signup_lists_order_idx\` ON \`pages_blocks_newsletter_signup_lists\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_signup_lists_parent_idx\` ON \`pages_blocks_newsletter_signup_lists\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_newsletter_signup\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_signup_order_idx\` ON \`pages_blocks_newsletter_signup\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_signup_parent_id_idx\` ON \`pages_blocks_newsletter_signup\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_signup_path_idx\` ON \`pages_blocks_newsletter_signup\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_newsletter_signup_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_newsletter_signup\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_newsletter_signup_locales_locale_parent_id_uniq\` ON \`pages_blocks_newsletter_signup_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_contact_form\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_form_order_idx\` ON \`_pages_v_blocks_contact_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_form_parent_id_idx\` ON \`_pages_v_blocks_contact_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_form_path_idx\` ON \`_pages_v_blocks_contact_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_form_casino_idx\` ON \`_pages_v_blocks_contact_form\` (\`casino_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_contact_form_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_contact_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_contact_form_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_contact_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_newsletter_signup_lists\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_newsletter_signup\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_newsletter_signup_lists_order_idx\` ON \`_pages_v_blocks_newsletter_signup_lists\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_newsletter_signup_lists_parent_idx\` ON \`_pages_v_blocks_newsletter_signup_lists\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_newsletter_signup\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_newsletter_signup_order_idx\` ON \`_pages_v_blocks_newsletter_signup\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_newsletter_signup_parent_id_idx\` ON \`_pages_v_blocks_newsletter_signup\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_newsletter_signup_path_idx\` ON \`_pages_v_blocks_newsletter_signup\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_newsletter_signup_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_newsletter_signup\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_newsletter_signup_locales_locale_parent_id_u\` ON \`_pages_v_blocks_newsletter_signup_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contact_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`staff_note\` text,
  	\`subject\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`locale\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_requests_status_idx\` ON \`contact_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`contact_requests_updated_at_idx\` ON \`contact_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_requests_created_at_idx\` ON \`contact_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`contact_requests_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`casinos_id\` integer,
  	\`hotels_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`contact_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`casinos_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`hotels_id\`) REFERENCES \`hotels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_requests_rels_order_idx\` ON \`contact_requests_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`contact_requests_rels_parent_idx\` ON \`contact_requests_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_requests_rels_path_idx\` ON \`contact_requests_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`contact_requests_rels_casinos_id_idx\` ON \`contact_requests_rels\` (\`casinos_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_requests_rels_hotels_id_idx\` ON \`contact_requests_rels\` (\`hotels_id\`);`)
  await db.run(sql`CREATE TABLE \`newsletter_subscriptions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`casino\` integer DEFAULT false,
  	\`hotel\` integer DEFAULT false,
  	\`partner\` integer DEFAULT false,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`locale\` text,
  	\`confirmed_at\` text,
  	\`unsubscribed_at\` text,
  	\`unsubscribed_lists\` text,
  	\`unsubscribe_reason\` text,
  	\`unsubscribe_reason_label\` text,
  	\`unsubscribe_comment\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`newsletter_subscriptions_email_idx\` ON \`newsletter_subscriptions\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscriptions_status_idx\` ON \`newsletter_subscriptions\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscriptions_updated_at_idx\` ON \`newsletter_subscriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscriptions_created_at_idx\` ON \`newsletter_subscriptions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`newsletter_settings_unsubscribe_reasons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`newsletter_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`newsletter_settings_unsubscribe_reasons_order_idx\` ON \`newsletter_settings_unsubscribe_reasons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_settings_unsubscribe_reasons_parent_id_idx\` ON \`newsletter_settings_unsubscribe_reasons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`newsletter_settings_unsubscribe_reasons_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`newsletter_settings_unsubscribe_reasons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`newsletter_settings_unsubscribe_reasons_locales_locale_paren\` ON \`newsletter_settings_unsubscribe_reasons_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`newsletter_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`members\` ADD \`consents_cookies_analytics\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`members\` ADD \`consents_cookies_marketing\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`members\` ADD \`consents_cookies_version\` text;`)
  await db.run(sql`ALTER TABLE \`members\` ADD \`consents_cookies_decided_at\` text;`)
  // Members' casino, hotel and partner opt-ins become the newsletter lists of their address (one
  // source, ADR 0024), confirmed when the address was.
  await db.run(sql`INSERT INTO \`newsletter_subscriptions\` (\`email\`, \`casino\`, \`hotel\`, \`partner\`, \`status\`, \`locale\`, \`confirmed_at\`)
    SELECT lower(\`email\`), coalesce(\`opt_ins_casino\`, 0), coalesce(\`opt_ins_hotel\`, 0), coalesce(\`opt_ins_partner\`, 0),
      CASE WHEN \`email_verified\` = 1 THEN 'subscribed' ELSE 'pending' END, \`locale\`,
      CASE WHEN \`email_verified\` = 1 THEN strftime('%Y-%m-%dT%H:%M:%fZ', 'now') END
    FROM \`members\` WHERE \`opt_ins_casino\` = 1 OR \`opt_ins_hotel\` = 1 OR \`opt_ins_partner\` = 1;`)
  await db.run(sql`ALTER TABLE \`members\` DROP COLUMN \`opt_ins_hotel\`;`)
  await db.run(sql`ALTER TABLE \`members\` DROP COLUMN \`opt_ins_casino\`;`)
  await db.run(sql`ALTER TABLE \`members\` DROP COLUMN \`opt_ins_partner\`;`)
  await db.run(sql`ALTER TABLE \`outbox\` ADD \`headers\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`contact_requests_id\` integer REFERENCES contact_requests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`newsletter_subscriptions_id\` integer REFERENCES newsletter_subscriptions(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscriptions_i_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscriptions_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`tag_manager_id\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_contact_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_form_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_newsletter_signup_lists\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_newsletter_signup\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_newsletter_signup_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contact_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contact_form_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_newsletter_signup_lists\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_newsletter_signup\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_newsletter_signup_locales\`;`)
  await db.run(sql`DROP TABLE \`contact_requests\`;`)
  await db.run(sql`DROP TABLE \`contact_requests_rels\`;`)
  await db.run(sql`DROP TABLE \`newsletter_subscriptions\`;`)
  await db.run(sql`DROP TABLE \`newsletter_settings_unsubscribe_reasons\`;`)
  await db.run(sql`DROP TABLE \`newsletter_settings_unsubscribe_reasons_locales\`;`)
  await db.run(sql`DROP TABLE \`newsletter_settings\`;`)
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
  	\`table_booking_settings_id\` integer,
  	\`room_booking_settings_id\` integer,
  	\`table_bookings_id\` integer,
  	\`room_bookings_id\` integer,
  	\`table_slot_counters_id\` integer,
  	\`room_night_counters_id\` integer,
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
  	FOREIGN KEY (\`table_booking_settings_id\`) REFERENCES \`table_booking_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`room_booking_settings_id\`) REFERENCES \`room_booking_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`table_bookings_id\`) REFERENCES \`table_bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`room_bookings_id\`) REFERENCES \`room_bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`table_slot_counters_id\`) REFERENCES \`table_slot_counters\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`room_night_counters_id\`) REFERENCES \`room_night_counters\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "redirects_id", "casinos_id", "shows_id", "restaurants_id", "hotels_id", "rooms_id", "hotel_offers_id", "tournaments_id", "game_tables_id", "seminar_offers_id", "quote_requests_id", "jackpots_id", "table_booking_settings_id", "room_booking_settings_id", "table_bookings_id", "room_bookings_id", "table_slot_counters_id", "room_night_counters_id", "documents_id", "headers_id", "footers_id", "banners_id", "members_id", "member_sessions_id", "member_tokens_id", "auth_attempts_id", "card_holders_id", "loyalty_entries_id", "loyalty_accounts_id", "loyalty_period_points_id", "integration_clients_id", "outbox_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "redirects_id", "casinos_id", "shows_id", "restaurants_id", "hotels_id", "rooms_id", "hotel_offers_id", "tournaments_id", "game_tables_id", "seminar_offers_id", "quote_requests_id", "jackpots_id", "table_booking_settings_id", "room_booking_settings_id", "table_bookings_id", "room_bookings_id", "table_slot_counters_id", "room_night_counters_id", "documents_id", "headers_id", "footers_id", "banners_id", "members_id", "member_sessions_id", "member_tokens_id", "auth_attempts_id", "card_holders_id", "loyalty_entries_id", "loyalty_accounts_id", "loyalty_period_points_id", "integration_clients_id", "outbox_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_table_booking_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`table_booking_settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_room_booking_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`room_booking_settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_table_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`table_bookings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_room_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`room_bookings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_table_slot_counters_id_idx\` ON \`payload_locked_documents_rels\` (\`table_slot_counters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_room_night_counters_id_idx\` ON \`payload_locked_documents_rels\` (\`room_night_counters_id\`);`)
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
  await db.run(sql`ALTER TABLE \`members\` ADD \`opt_ins_hotel\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`members\` ADD \`opt_ins_casino\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`members\` ADD \`opt_ins_partner\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`members\` DROP COLUMN \`consents_cookies_analytics\`;`)
  await db.run(sql`ALTER TABLE \`members\` DROP COLUMN \`consents_cookies_marketing\`;`)
  await db.run(sql`ALTER TABLE \`members\` DROP COLUMN \`consents_cookies_version\`;`)
  await db.run(sql`ALTER TABLE \`members\` DROP COLUMN \`consents_cookies_decided_at\`;`)
  await db.run(sql`ALTER TABLE \`outbox\` DROP COLUMN \`headers\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`tag_manager_id\`;`)
}
