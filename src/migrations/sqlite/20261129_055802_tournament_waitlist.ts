import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`tournament_waitlist\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tournament_id\` integer NOT NULL,
  	\`member_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'waiting' NOT NULL,
  	\`active_key\` text,
  	\`registration_id\` integer,
  	\`offer_expires_at\` text,
  	\`offerexpiresat_tz\` text DEFAULT 'Europe/Paris',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tournament_id\`) REFERENCES \`tournaments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`registration_id\`) REFERENCES \`tournament_registrations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`tournament_waitlist_tournament_idx\` ON \`tournament_waitlist\` (\`tournament_id\`);`)
  await db.run(sql`CREATE INDEX \`tournament_waitlist_member_idx\` ON \`tournament_waitlist\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`tournament_waitlist_status_idx\` ON \`tournament_waitlist\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`tournament_waitlist_active_key_idx\` ON \`tournament_waitlist\` (\`active_key\`);`)
  await db.run(sql`CREATE INDEX \`tournament_waitlist_registration_idx\` ON \`tournament_waitlist\` (\`registration_id\`);`)
  await db.run(sql`CREATE INDEX \`tournament_waitlist_updated_at_idx\` ON \`tournament_waitlist\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tournament_waitlist_created_at_idx\` ON \`tournament_waitlist\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tournament_waitlist_id\` integer REFERENCES tournament_waitlist(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tournament_waitlist_id_idx\` ON \`payload_locked_documents_rels\` (\`tournament_waitlist_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`tournament_waitlist\`;`)
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
  	\`casinos_id\` integer,
  	\`restaurants_id\` integer,
  	\`hotels_id\` integer,
  	\`rooms_id\` integer,
  	\`hotel_offers_id\` integer,
  	\`game_tables_id\` integer,
  	\`documents_id\` integer,
  	\`shows_id\` integer,
  	\`tournaments_id\` integer,
  	\`tournament_seat_counters_id\` integer,
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
  	\`members_id\` integer,
  	\`member_sessions_id\` integer,
  	\`member_tokens_id\` integer,
  	\`card_holders_id\` integer,
  	\`consent_records_id\` integer,
  	\`loyalty_entries_id\` integer,
  	\`loyalty_adjustments_id\` integer,
  	\`loyalty_accounts_id\` integer,
  	\`loyalty_period_points_id\` integer,
  	\`wallet_registrations_id\` integer,
  	\`hotel_memberships_id\` integer,
  	\`hotel_stays_id\` integer,
  	\`hotel_card_renewals_id\` integer,
  	\`hotel_spouse_links_id\` integer,
  	\`integration_clients_id\` integer,
  	\`integration_errors_id\` integer,
  	\`rewards_id\` integer,
  	\`reward_vouchers_id\` integer,
  	\`sponsorship_invitations_id\` integer,
  	\`member_offers_id\` integer,
  	\`payments_id\` integer,
  	\`payment_events_id\` integer,
  	\`tournament_registrations_id\` integer,
  	\`machine_spend_counters_id\` integer,
  	\`payment_caps_id\` integer,
  	\`casino_credits_id\` integer,
  	\`data_exports_id\` integer,
  	\`erasure_requests_id\` integer,
  	\`auth_attempts_id\` integer,
  	\`outbox_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`headers_id\`) REFERENCES \`headers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`footers_id\`) REFERENCES \`footers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banners_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`casinos_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`restaurants_id\`) REFERENCES \`restaurants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`hotels_id\`) REFERENCES \`hotels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rooms_id\`) REFERENCES \`rooms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`hotel_offers_id\`) REFERENCES \`hotel_offers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`game_tables_id\`) REFERENCES \`game_tables\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`shows_id\`) REFERENCES \`shows\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tournaments_id\`) REFERENCES \`tournaments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tournament_seat_counters_id\`) REFERENCES \`tournament_seat_counters\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`members_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`member_sessions_id\`) REFERENCES \`member_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`member_tokens_id\`) REFERENCES \`member_tokens\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`card_holders_id\`) REFERENCES \`card_holders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consent_records_id\`) REFERENCES \`consent_records\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`loyalty_entries_id\`) REFERENCES \`loyalty_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`loyalty_adjustments_id\`) REFERENCES \`loyalty_adjustments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`loyalty_accounts_id\`) REFERENCES \`loyalty_accounts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`loyalty_period_points_id\`) REFERENCES \`loyalty_period_points\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`wallet_registrations_id\`) REFERENCES \`wallet_registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`hotel_memberships_id\`) REFERENCES \`hotel_memberships\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`hotel_stays_id\`) REFERENCES \`hotel_stays\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`hotel_card_renewals_id\`) REFERENCES \`hotel_card_renewals\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`hotel_spouse_links_id\`) REFERENCES \`hotel_spouse_links\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`integration_clients_id\`) REFERENCES \`integration_clients\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`integration_errors_id\`) REFERENCES \`integration_errors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rewards_id\`) REFERENCES \`rewards\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reward_vouchers_id\`) REFERENCES \`reward_vouchers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sponsorship_invitations_id\`) REFERENCES \`sponsorship_invitations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`member_offers_id\`) REFERENCES \`member_offers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payments_id\`) REFERENCES \`payments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payment_events_id\`) REFERENCES \`payment_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tournament_registrations_id\`) REFERENCES \`tournament_registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`machine_spend_counters_id\`) REFERENCES \`machine_spend_counters\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payment_caps_id\`) REFERENCES \`payment_caps\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`casino_credits_id\`) REFERENCES \`casino_credits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`data_exports_id\`) REFERENCES \`data_exports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`erasure_requests_id\`) REFERENCES \`erasure_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`auth_attempts_id\`) REFERENCES \`auth_attempts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "redirects_id", "headers_id", "footers_id", "banners_id", "casinos_id", "restaurants_id", "hotels_id", "rooms_id", "hotel_offers_id", "game_tables_id", "documents_id", "shows_id", "tournaments_id", "tournament_seat_counters_id", "seminar_offers_id", "quote_requests_id", "contact_requests_id", "newsletter_subscriptions_id", "jackpots_id", "table_booking_settings_id", "room_booking_settings_id", "table_bookings_id", "room_bookings_id", "table_slot_counters_id", "room_night_counters_id", "members_id", "member_sessions_id", "member_tokens_id", "card_holders_id", "consent_records_id", "loyalty_entries_id", "loyalty_adjustments_id", "loyalty_accounts_id", "loyalty_period_points_id", "wallet_registrations_id", "hotel_memberships_id", "hotel_stays_id", "hotel_card_renewals_id", "hotel_spouse_links_id", "integration_clients_id", "integration_errors_id", "rewards_id", "reward_vouchers_id", "sponsorship_invitations_id", "member_offers_id", "payments_id", "payment_events_id", "tournament_registrations_id", "machine_spend_counters_id", "payment_caps_id", "casino_credits_id", "data_exports_id", "erasure_requests_id", "auth_attempts_id", "outbox_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "redirects_id", "headers_id", "footers_id", "banners_id", "casinos_id", "restaurants_id", "hotels_id", "rooms_id", "hotel_offers_id", "game_tables_id", "documents_id", "shows_id", "tournaments_id", "tournament_seat_counters_id", "seminar_offers_id", "quote_requests_id", "contact_requests_id", "newsletter_subscriptions_id", "jackpots_id", "table_booking_settings_id", "room_booking_settings_id", "table_bookings_id", "room_bookings_id", "table_slot_counters_id", "room_night_counters_id", "members_id", "member_sessions_id", "member_tokens_id", "card_holders_id", "consent_records_id", "loyalty_entries_id", "loyalty_adjustments_id", "loyalty_accounts_id", "loyalty_period_points_id", "wallet_registrations_id", "hotel_memberships_id", "hotel_stays_id", "hotel_card_renewals_id", "hotel_spouse_links_id", "integration_clients_id", "integration_errors_id", "rewards_id", "reward_vouchers_id", "sponsorship_invitations_id", "member_offers_id", "payments_id", "payment_events_id", "tournament_registrations_id", "machine_spend_counters_id", "payment_caps_id", "casino_credits_id", "data_exports_id", "erasure_requests_id", "auth_attempts_id", "outbox_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_casinos_id_idx\` ON \`payload_locked_documents_rels\` (\`casinos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_restaurants_id_idx\` ON \`payload_locked_documents_rels\` (\`restaurants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_hotels_id_idx\` ON \`payload_locked_documents_rels\` (\`hotels_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rooms_id_idx\` ON \`payload_locked_documents_rels\` (\`rooms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_hotel_offers_id_idx\` ON \`payload_locked_documents_rels\` (\`hotel_offers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_game_tables_id_idx\` ON \`payload_locked_documents_rels\` (\`game_tables_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shows_id_idx\` ON \`payload_locked_documents_rels\` (\`shows_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tournaments_id_idx\` ON \`payload_locked_documents_rels\` (\`tournaments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tournament_seat_counters_i_idx\` ON \`payload_locked_documents_rels\` (\`tournament_seat_counters_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_members_id_idx\` ON \`payload_locked_documents_rels\` (\`members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_member_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`member_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_member_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`member_tokens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_card_holders_id_idx\` ON \`payload_locked_documents_rels\` (\`card_holders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_records_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_loyalty_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`loyalty_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_loyalty_adjustments_id_idx\` ON \`payload_locked_documents_rels\` (\`loyalty_adjustments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_loyalty_accounts_id_idx\` ON \`payload_locked_documents_rels\` (\`loyalty_accounts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_loyalty_period_points_id_idx\` ON \`payload_locked_documents_rels\` (\`loyalty_period_points_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_wallet_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`wallet_registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_hotel_memberships_id_idx\` ON \`payload_locked_documents_rels\` (\`hotel_memberships_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_hotel_stays_id_idx\` ON \`payload_locked_documents_rels\` (\`hotel_stays_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_hotel_card_renewals_id_idx\` ON \`payload_locked_documents_rels\` (\`hotel_card_renewals_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_hotel_spouse_links_id_idx\` ON \`payload_locked_documents_rels\` (\`hotel_spouse_links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_integration_clients_id_idx\` ON \`payload_locked_documents_rels\` (\`integration_clients_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_integration_errors_id_idx\` ON \`payload_locked_documents_rels\` (\`integration_errors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rewards_id_idx\` ON \`payload_locked_documents_rels\` (\`rewards_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reward_vouchers_id_idx\` ON \`payload_locked_documents_rels\` (\`reward_vouchers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sponsorship_invitations_id_idx\` ON \`payload_locked_documents_rels\` (\`sponsorship_invitations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_member_offers_id_idx\` ON \`payload_locked_documents_rels\` (\`member_offers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_events_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tournament_registrations_i_idx\` ON \`payload_locked_documents_rels\` (\`tournament_registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_machine_spend_counters_id_idx\` ON \`payload_locked_documents_rels\` (\`machine_spend_counters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_caps_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_caps_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_casino_credits_id_idx\` ON \`payload_locked_documents_rels\` (\`casino_credits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_data_exports_id_idx\` ON \`payload_locked_documents_rels\` (\`data_exports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_erasure_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`erasure_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_auth_attempts_id_idx\` ON \`payload_locked_documents_rels\` (\`auth_attempts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
