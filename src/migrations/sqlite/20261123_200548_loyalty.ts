import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`loyalty_entries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`member_id\` integer NOT NULL,
  	\`reward_points\` numeric DEFAULT 0 NOT NULL,
  	\`status_points\` numeric DEFAULT 0 NOT NULL,
  	\`reason\` text,
  	\`kind\` text DEFAULT 'adjustment' NOT NULL,
  	\`occurred_at\` text NOT NULL,
  	\`period\` numeric NOT NULL,
  	\`activity\` text,
  	\`amount_cents\` numeric,
  	\`casino_id\` integer,
  	\`author_kind\` text DEFAULT 'staff' NOT NULL,
  	\`author_user_id\` integer,
  	\`author_client_id\` integer,
  	\`source_ref\` text,
  	\`idempotency_key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`casino_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_client_id\`) REFERENCES \`integration_clients\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`loyalty_entries_member_idx\` ON \`loyalty_entries\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`loyalty_entries_kind_idx\` ON \`loyalty_entries\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`loyalty_entries_occurred_at_idx\` ON \`loyalty_entries\` (\`occurred_at\`);`)
  await db.run(sql`CREATE INDEX \`loyalty_entries_period_idx\` ON \`loyalty_entries\` (\`period\`);`)
  await db.run(sql`CREATE INDEX \`loyalty_entries_casino_idx\` ON \`loyalty_entries\` (\`casino_id\`);`)
  await db.run(sql`CREATE INDEX \`loyalty_entries_author_user_idx\` ON \`loyalty_entries\` (\`author_user_id\`);`)
  await db.run(sql`CREATE INDEX \`loyalty_entries_author_client_idx\` ON \`loyalty_entries\` (\`author_client_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`loyalty_entries_idempotency_key_idx\` ON \`loyalty_entries\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`loyalty_entries_updated_at_idx\` ON \`loyalty_entries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`loyalty_entries_created_at_idx\` ON \`loyalty_entries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`loyalty_accounts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`member_id\` integer NOT NULL,
  	\`reward_points\` numeric DEFAULT 0 NOT NULL,
  	\`status\` text DEFAULT 'White' NOT NULL,
  	\`status_rank\` numeric DEFAULT 0 NOT NULL,
  	\`exclusivity_until\` text,
  	\`points_expiring_soon\` numeric DEFAULT 0 NOT NULL,
  	\`evaluated_on\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`loyalty_accounts_member_idx\` ON \`loyalty_accounts\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`loyalty_accounts_updated_at_idx\` ON \`loyalty_accounts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`loyalty_accounts_created_at_idx\` ON \`loyalty_accounts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`loyalty_period_points\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`member_id\` integer NOT NULL,
  	\`period\` numeric NOT NULL,
  	\`status_points\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`loyalty_period_points_member_idx\` ON \`loyalty_period_points\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`loyalty_period_points_updated_at_idx\` ON \`loyalty_period_points\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`loyalty_period_points_created_at_idx\` ON \`loyalty_period_points\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`member_period_idx\` ON \`loyalty_period_points\` (\`member_id\`,\`period\`);`)
  await db.run(sql`CREATE TABLE \`integration_clients_scopes\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`integration_clients\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`integration_clients_scopes_order_idx\` ON \`integration_clients_scopes\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`integration_clients_scopes_parent_idx\` ON \`integration_clients_scopes\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`integration_clients\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`key_prefix\` text,
  	\`key_hash\` text,
  	\`revoked\` integer DEFAULT false,
  	\`last_used_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`integration_clients_key_prefix_idx\` ON \`integration_clients\` (\`key_prefix\`);`)
  await db.run(sql`CREATE INDEX \`integration_clients_updated_at_idx\` ON \`integration_clients\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`integration_clients_created_at_idx\` ON \`integration_clients\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`loyalty_rules\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`thresholds_silver\` numeric DEFAULT 2500 NOT NULL,
  	\`thresholds_gold\` numeric DEFAULT 10000 NOT NULL,
  	\`thresholds_black\` numeric DEFAULT 40000 NOT NULL,
  	\`earning_slots_reward\` numeric DEFAULT 10 NOT NULL,
  	\`earning_slots_status\` numeric DEFAULT 10 NOT NULL,
  	\`earning_table_games_reward\` numeric DEFAULT 10 NOT NULL,
  	\`earning_table_games_status\` numeric DEFAULT 10 NOT NULL,
  	\`earning_restaurant_reward\` numeric DEFAULT 20 NOT NULL,
  	\`earning_restaurant_status\` numeric DEFAULT 20 NOT NULL,
  	\`earning_bar_reward\` numeric DEFAULT 20 NOT NULL,
  	\`earning_bar_status\` numeric DEFAULT 20 NOT NULL,
  	\`earning_hotel_reward\` numeric DEFAULT 30 NOT NULL,
  	\`earning_hotel_status\` numeric DEFAULT 30 NOT NULL,
  	\`earning_show_reward\` numeric DEFAULT 20 NOT NULL,
  	\`earning_show_status\` numeric DEFAULT 20 NOT NULL,
  	\`lucky_day_multiplier\` numeric DEFAULT 2 NOT NULL,
  	\`point_value_points\` numeric DEFAULT 3100 NOT NULL,
  	\`point_value_cents\` numeric DEFAULT 500 NOT NULL,
  	\`show_discount_white\` numeric DEFAULT 10 NOT NULL,
  	\`show_discount_silver\` numeric DEFAULT 20 NOT NULL,
  	\`show_discount_gold\` numeric DEFAULT 20 NOT NULL,
  	\`show_discount_black\` numeric DEFAULT 20 NOT NULL,
  	\`bar_restaurant_discount_white\` numeric DEFAULT 0 NOT NULL,
  	\`bar_restaurant_discount_silver\` numeric DEFAULT 0 NOT NULL,
  	\`bar_restaurant_discount_gold\` numeric DEFAULT 0 NOT NULL,
  	\`bar_restaurant_discount_black\` numeric DEFAULT 10 NOT NULL,
  	\`expiry_enabled\` integer DEFAULT false,
  	\`expiry_months\` numeric DEFAULT 24 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`jackpots\` ADD \`source_client_id\` integer REFERENCES integration_clients(id);`)
  await db.run(sql`ALTER TABLE \`jackpots\` ADD \`external_id\` text;`)
  await db.run(sql`CREATE INDEX \`jackpots_source_client_idx\` ON \`jackpots\` (\`source_client_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`sourceClient_externalId_idx\` ON \`jackpots\` (\`source_client_id\`,\`external_id\`);`)
  await db.run(sql`ALTER TABLE \`members\` ADD \`lucky_days_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`meta\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`loyalty_entries_id\` integer REFERENCES loyalty_entries(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`loyalty_accounts_id\` integer REFERENCES loyalty_accounts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`loyalty_period_points_id\` integer REFERENCES loyalty_period_points(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`integration_clients_id\` integer REFERENCES integration_clients(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_loyalty_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`loyalty_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_loyalty_accounts_id_idx\` ON \`payload_locked_documents_rels\` (\`loyalty_accounts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_loyalty_period_points_id_idx\` ON \`payload_locked_documents_rels\` (\`loyalty_period_points_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_integration_clients_id_idx\` ON \`payload_locked_documents_rels\` (\`integration_clients_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`loyalty_entries\`;`)
  await db.run(sql`DROP TABLE \`loyalty_accounts\`;`)
  await db.run(sql`DROP TABLE \`loyalty_period_points\`;`)
  await db.run(sql`DROP TABLE \`integration_clients_scopes\`;`)
  await db.run(sql`DROP TABLE \`integration_clients\`;`)
  await db.run(sql`DROP TABLE \`loyalty_rules\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_jackpots\` (
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
  await db.run(sql`INSERT INTO \`__new_jackpots\`("id", "casino_id", "machine_number", "machine_name", "amount_cents", "won_at", "updated_at", "created_at") SELECT "id", "casino_id", "machine_number", "machine_name", "amount_cents", "won_at", "updated_at", "created_at" FROM \`jackpots\`;`)
  await db.run(sql`DROP TABLE \`jackpots\`;`)
  await db.run(sql`ALTER TABLE \`__new_jackpots\` RENAME TO \`jackpots\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`jackpots_casino_idx\` ON \`jackpots\` (\`casino_id\`);`)
  await db.run(sql`CREATE INDEX \`jackpots_machine_number_idx\` ON \`jackpots\` (\`machine_number\`);`)
  await db.run(sql`CREATE INDEX \`jackpots_won_at_idx\` ON \`jackpots\` (\`won_at\`);`)
  await db.run(sql`CREATE INDEX \`jackpots_updated_at_idx\` ON \`jackpots\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`jackpots_created_at_idx\` ON \`jackpots\` (\`created_at\`);`)
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
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "redirects_id", "casinos_id", "shows_id", "restaurants_id", "hotels_id", "rooms_id", "hotel_offers_id", "tournaments_id", "game_tables_id", "seminar_offers_id", "quote_requests_id", "jackpots_id", "documents_id", "headers_id", "footers_id", "banners_id", "members_id", "member_sessions_id", "member_tokens_id", "auth_attempts_id", "card_holders_id", "outbox_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "redirects_id", "casinos_id", "shows_id", "restaurants_id", "hotels_id", "rooms_id", "hotel_offers_id", "tournaments_id", "game_tables_id", "seminar_offers_id", "quote_requests_id", "jackpots_id", "documents_id", "headers_id", "footers_id", "banners_id", "members_id", "member_sessions_id", "member_tokens_id", "auth_attempts_id", "card_holders_id", "outbox_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`members\` DROP COLUMN \`lucky_days_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`meta\`;`)
}
