import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_tournament_registration\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`casino_id\` integer,
  	\`limit\` numeric DEFAULT 6,
  	\`block_name\` text,
  	FOREIGN KEY (\`casino_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_tournament_registration_order_idx\` ON \`pages_blocks_tournament_registration\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tournament_registration_parent_id_idx\` ON \`pages_blocks_tournament_registration\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tournament_registration_path_idx\` ON \`pages_blocks_tournament_registration\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tournament_registration_casino_idx\` ON \`pages_blocks_tournament_registration\` (\`casino_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_tournament_registration_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_tournament_registration\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_tournament_registration_locales_locale_parent_i\` ON \`pages_blocks_tournament_registration_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_my_tournaments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_my_tournaments_order_idx\` ON \`pages_blocks_my_tournaments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_my_tournaments_parent_id_idx\` ON \`pages_blocks_my_tournaments\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_my_tournaments_path_idx\` ON \`pages_blocks_my_tournaments\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_my_tournaments_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_my_tournaments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_my_tournaments_locales_locale_parent_id_unique\` ON \`pages_blocks_my_tournaments_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_machine_payments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_machine_payments_order_idx\` ON \`pages_blocks_machine_payments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_machine_payments_parent_id_idx\` ON \`pages_blocks_machine_payments\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_machine_payments_path_idx\` ON \`pages_blocks_machine_payments\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_machine_payments_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_machine_payments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_machine_payments_locales_locale_parent_id_uniqu\` ON \`pages_blocks_machine_payments_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tournament_registration\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`casino_id\` integer,
  	\`limit\` numeric DEFAULT 6,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`casino_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tournament_registration_order_idx\` ON \`_pages_v_blocks_tournament_registration\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tournament_registration_parent_id_idx\` ON \`_pages_v_blocks_tournament_registration\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tournament_registration_path_idx\` ON \`_pages_v_blocks_tournament_registration\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tournament_registration_casino_idx\` ON \`_pages_v_blocks_tournament_registration\` (\`casino_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tournament_registration_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_tournament_registration\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_tournament_registration_locales_locale_paren\` ON \`_pages_v_blocks_tournament_registration_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_my_tournaments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_my_tournaments_order_idx\` ON \`_pages_v_blocks_my_tournaments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_my_tournaments_parent_id_idx\` ON \`_pages_v_blocks_my_tournaments\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_my_tournaments_path_idx\` ON \`_pages_v_blocks_my_tournaments\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_my_tournaments_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_my_tournaments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_my_tournaments_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_my_tournaments_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_machine_payments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_machine_payments_order_idx\` ON \`_pages_v_blocks_machine_payments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_machine_payments_parent_id_idx\` ON \`_pages_v_blocks_machine_payments\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_machine_payments_path_idx\` ON \`_pages_v_blocks_machine_payments\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_machine_payments_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_machine_payments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_machine_payments_locales_locale_parent_id_un\` ON \`_pages_v_blocks_machine_payments_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text NOT NULL,
  	\`status\` text DEFAULT 'created' NOT NULL,
  	\`purpose\` text NOT NULL,
  	\`member_id\` integer NOT NULL,
  	\`amount_cents\` numeric NOT NULL,
  	\`currency\` text DEFAULT 'EUR' NOT NULL,
  	\`description\` text NOT NULL,
  	\`locale\` text DEFAULT 'fr' NOT NULL,
  	\`provider\` text NOT NULL,
  	\`provider_ref\` text,
  	\`redirect_url\` text,
  	\`expires_at\` text,
  	\`tournament_id\` integer,
  	\`casino_trigram\` text,
  	\`machine_id\` text,
  	\`settled_at\` text,
  	\`refund_ref\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`tournament_id\`) REFERENCES \`tournaments\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payments_reference_idx\` ON \`payments\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`payments_status_idx\` ON \`payments\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`payments_purpose_idx\` ON \`payments\` (\`purpose\`);`)
  await db.run(sql`CREATE INDEX \`payments_member_idx\` ON \`payments\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_provider_ref_idx\` ON \`payments\` (\`provider_ref\`);`)
  await db.run(sql`CREATE INDEX \`payments_tournament_idx\` ON \`payments\` (\`tournament_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_machine_id_idx\` ON \`payments\` (\`machine_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_updated_at_idx\` ON \`payments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payments_created_at_idx\` ON \`payments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payment_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`payment_id\` integer NOT NULL,
  	\`event\` text NOT NULL,
  	\`from_status\` text,
  	\`to_status\` text,
  	\`author\` text NOT NULL,
  	\`notification_id\` text,
  	\`note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`payment_id\`) REFERENCES \`payments\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`payment_events_payment_idx\` ON \`payment_events\` (\`payment_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`payment_events_notification_id_idx\` ON \`payment_events\` (\`notification_id\`);`)
  await db.run(sql`CREATE INDEX \`payment_events_updated_at_idx\` ON \`payment_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payment_events_created_at_idx\` ON \`payment_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`tournament_registrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text NOT NULL,
  	\`active_key\` text NOT NULL,
  	\`tournament_id\` integer NOT NULL,
  	\`member_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'held' NOT NULL,
  	\`hold_expires_at\` text,
  	\`buy_in_cents\` numeric NOT NULL,
  	\`payment_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tournament_id\`) REFERENCES \`tournaments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`payment_id\`) REFERENCES \`payments\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tournament_registrations_reference_idx\` ON \`tournament_registrations\` (\`reference\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`tournament_registrations_active_key_idx\` ON \`tournament_registrations\` (\`active_key\`);`)
  await db.run(sql`CREATE INDEX \`tournament_registrations_tournament_idx\` ON \`tournament_registrations\` (\`tournament_id\`);`)
  await db.run(sql`CREATE INDEX \`tournament_registrations_member_idx\` ON \`tournament_registrations\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`tournament_registrations_status_idx\` ON \`tournament_registrations\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`tournament_registrations_payment_idx\` ON \`tournament_registrations\` (\`payment_id\`);`)
  await db.run(sql`CREATE INDEX \`tournament_registrations_updated_at_idx\` ON \`tournament_registrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tournament_registrations_created_at_idx\` ON \`tournament_registrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`tournament_seat_counters\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tournament_id\` numeric NOT NULL,
  	\`taken\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tournament_seat_counters_tournament_id_idx\` ON \`tournament_seat_counters\` (\`tournament_id\`);`)
  await db.run(sql`CREATE INDEX \`tournament_seat_counters_updated_at_idx\` ON \`tournament_seat_counters\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tournament_seat_counters_created_at_idx\` ON \`tournament_seat_counters\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`machine_spend_counters\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`spent_cents\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`machine_spend_counters_key_idx\` ON \`machine_spend_counters\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`machine_spend_counters_updated_at_idx\` ON \`machine_spend_counters\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`machine_spend_counters_created_at_idx\` ON \`machine_spend_counters\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payment_caps\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`member_id\` integer NOT NULL,
  	\`daily_cents\` numeric,
  	\`weekly_cents\` numeric,
  	\`pending_daily_cents\` numeric,
  	\`pending_weekly_cents\` numeric,
  	\`pending_from\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payment_caps_member_idx\` ON \`payment_caps\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`payment_caps_updated_at_idx\` ON \`payment_caps\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payment_caps_created_at_idx\` ON \`payment_caps\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`casino_credits\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`credit_id\` text NOT NULL,
  	\`payment_id\` integer NOT NULL,
  	\`casino_trigram\` text NOT NULL,
  	\`machine_id\` text NOT NULL,
  	\`amount_cents\` numeric NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`attempts\` numeric DEFAULT 0,
  	\`last_error\` text,
  	\`claimed_at\` text,
  	\`sent_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`payment_id\`) REFERENCES \`payments\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`casino_credits_credit_id_idx\` ON \`casino_credits\` (\`credit_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`casino_credits_payment_idx\` ON \`casino_credits\` (\`payment_id\`);`)
  await db.run(sql`CREATE INDEX \`casino_credits_status_idx\` ON \`casino_credits\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`casino_credits_updated_at_idx\` ON \`casino_credits\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`casino_credits_created_at_idx\` ON \`casino_credits\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`machine_payment_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`min_cents\` numeric NOT NULL,
  	\`max_cents\` numeric NOT NULL,
  	\`step_cents\` numeric NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`casinos\` ADD \`trigram\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`casinos_trigram_idx\` ON \`casinos\` (\`trigram\`);`)
  await db.run(sql`ALTER TABLE \`_casinos_v\` ADD \`version_trigram\` text;`)
  await db.run(sql`CREATE INDEX \`_casinos_v_version_version_trigram_idx\` ON \`_casinos_v\` (\`version_trigram\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`payments_id\` integer REFERENCES payments(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`payment_events_id\` integer REFERENCES payment_events(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tournament_registrations_id\` integer REFERENCES tournament_registrations(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tournament_seat_counters_id\` integer REFERENCES tournament_seat_counters(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`machine_spend_counters_id\` integer REFERENCES machine_spend_counters(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`payment_caps_id\` integer REFERENCES payment_caps(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`casino_credits_id\` integer REFERENCES casino_credits(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_events_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tournament_registrations_i_idx\` ON \`payload_locked_documents_rels\` (\`tournament_registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tournament_seat_counters_i_idx\` ON \`payload_locked_documents_rels\` (\`tournament_seat_counters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_machine_spend_counters_id_idx\` ON \`payload_locked_documents_rels\` (\`machine_spend_counters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_caps_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_caps_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_casino_credits_id_idx\` ON \`payload_locked_documents_rels\` (\`casino_credits_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_tournament_registration\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_tournament_registration_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_my_tournaments\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_my_tournaments_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_machine_payments\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_machine_payments_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tournament_registration\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tournament_registration_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_my_tournaments\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_my_tournaments_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_machine_payments\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_machine_payments_locales\`;`)
  await db.run(sql`DROP TABLE \`payments\`;`)
  await db.run(sql`DROP TABLE \`payment_events\`;`)
  await db.run(sql`DROP TABLE \`tournament_registrations\`;`)
  await db.run(sql`DROP TABLE \`tournament_seat_counters\`;`)
  await db.run(sql`DROP TABLE \`machine_spend_counters\`;`)
  await db.run(sql`DROP TABLE \`payment_caps\`;`)
  await db.run(sql`DROP TABLE \`casino_credits\`;`)
  await db.run(sql`DROP TABLE \`machine_payment_settings\`;`)
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
  	\`contact_requests_id\` integer,
  	\`newsletter_subscriptions_id\` integer,
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
  	\`rewards_id\` integer,
  	\`reward_vouchers_id\` integer,
  	\`sponsorship_invitations_id\` integer,
  	\`member_offers_id\` integer,
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
  	FOREIGN KEY (\`contact_requests_id\`) REFERENCES \`contact_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscriptions_id\`) REFERENCES \`newsletter_subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`rewards_id\`) REFERENCES \`rewards\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reward_vouchers_id\`) REFERENCES \`reward_vouchers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sponsorship_invitations_id\`) REFERENCES \`sponsorship_invitations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`member_offers_id\`) REFERENCES \`member_offers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "redirects_id", "casinos_id", "shows_id", "restaurants_id", "hotels_id", "rooms_id", "hotel_offers_id", "tournaments_id", "game_tables_id", "seminar_offers_id", "quote_requests_id", "contact_requests_id", "newsletter_subscriptions_id", "jackpots_id", "table_booking_settings_id", "room_booking_settings_id", "table_bookings_id", "room_bookings_id", "table_slot_counters_id", "room_night_counters_id", "documents_id", "headers_id", "footers_id", "banners_id", "members_id", "member_sessions_id", "member_tokens_id", "auth_attempts_id", "card_holders_id", "loyalty_entries_id", "loyalty_accounts_id", "loyalty_period_points_id", "integration_clients_id", "rewards_id", "reward_vouchers_id", "sponsorship_invitations_id", "member_offers_id", "outbox_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "redirects_id", "casinos_id", "shows_id", "restaurants_id", "hotels_id", "rooms_id", "hotel_offers_id", "tournaments_id", "game_tables_id", "seminar_offers_id", "quote_requests_id", "contact_requests_id", "newsletter_subscriptions_id", "jackpots_id", "table_booking_settings_id", "room_booking_settings_id", "table_bookings_id", "room_bookings_id", "table_slot_counters_id", "room_night_counters_id", "documents_id", "headers_id", "footers_id", "banners_id", "members_id", "member_sessions_id", "member_tokens_id", "auth_attempts_id", "card_holders_id", "loyalty_entries_id", "loyalty_accounts_id", "loyalty_period_points_id", "integration_clients_id", "rewards_id", "reward_vouchers_id", "sponsorship_invitations_id", "member_offers_id", "outbox_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscriptions_i_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscriptions_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rewards_id_idx\` ON \`payload_locked_documents_rels\` (\`rewards_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reward_vouchers_id_idx\` ON \`payload_locked_documents_rels\` (\`reward_vouchers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sponsorship_invitations_id_idx\` ON \`payload_locked_documents_rels\` (\`sponsorship_invitations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_member_offers_id_idx\` ON \`payload_locked_documents_rels\` (\`member_offers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`DROP INDEX \`casinos_trigram_idx\`;`)
  await db.run(sql`ALTER TABLE \`casinos\` DROP COLUMN \`trigram\`;`)
  await db.run(sql`DROP INDEX \`_casinos_v_version_version_trigram_idx\`;`)
  await db.run(sql`ALTER TABLE \`_casinos_v\` DROP COLUMN \`version_trigram\`;`)
}
