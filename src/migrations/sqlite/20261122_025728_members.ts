import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`members\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`locale\` text DEFAULT 'fr',
  	\`password_hash\` text,
  	\`state\` text DEFAULT 'PreMember' NOT NULL,
  	\`card_number\` text,
  	\`email_verified\` integer DEFAULT false,
  	\`is_employee\` integer DEFAULT false,
  	\`civility\` text,
  	\`firstname\` text NOT NULL,
  	\`lastname\` text NOT NULL,
  	\`birth_name\` text,
  	\`common_name\` text,
  	\`birthdate\` text,
  	\`phone\` text,
  	\`address_line1\` text,
  	\`address_line2\` text,
  	\`postal_box\` text,
  	\`place_known_as\` text,
  	\`zip\` text,
  	\`city\` text,
  	\`country\` text,
  	\`favourite_casino\` text,
  	\`lucky_day1\` text,
  	\`lucky_day2\` text,
  	\`opt_ins_email\` integer DEFAULT false,
  	\`opt_ins_sms\` integer DEFAULT false,
  	\`opt_ins_mail\` integer DEFAULT false,
  	\`opt_ins_hotel\` integer DEFAULT false,
  	\`opt_ins_casino\` integer DEFAULT false,
  	\`opt_ins_partner\` integer DEFAULT false,
  	\`preferences_games\` integer DEFAULT false,
  	\`preferences_bars_restaurants\` integer DEFAULT false,
  	\`preferences_shows\` integer DEFAULT false,
  	\`consents_accept_cgu\` integer DEFAULT false,
  	\`consents_accept_cgu_at\` text,
  	\`consents_terms_version\` text,
  	\`consents_privacy_accepted_at\` text,
  	\`sponsor_code\` text,
  	\`sponsor_id\` integer,
  	\`sponsored_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`sponsor_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`members_email_idx\` ON \`members\` (\`email\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`members_card_number_idx\` ON \`members\` (\`card_number\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`members_sponsor_code_idx\` ON \`members\` (\`sponsor_code\`);`)
  await db.run(sql`CREATE INDEX \`members_sponsor_idx\` ON \`members\` (\`sponsor_id\`);`)
  await db.run(sql`CREATE INDEX \`members_updated_at_idx\` ON \`members\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`members_created_at_idx\` ON \`members\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`member_sessions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`member_id\` integer NOT NULL,
  	\`family_id\` text NOT NULL,
  	\`parent_id\` text,
  	\`token_hash\` text NOT NULL,
  	\`issued_at\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`family_expires_at\` text NOT NULL,
  	\`used_at\` text,
  	\`revoked_at\` text,
  	\`via_card\` integer DEFAULT false,
  	\`user_agent\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`member_sessions_member_idx\` ON \`member_sessions\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`member_sessions_family_id_idx\` ON \`member_sessions\` (\`family_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`member_sessions_token_hash_idx\` ON \`member_sessions\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`member_sessions_updated_at_idx\` ON \`member_sessions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`member_sessions_created_at_idx\` ON \`member_sessions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`member_tokens\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`member_id\` integer NOT NULL,
  	\`purpose\` text NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`used_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`member_tokens_member_idx\` ON \`member_tokens\` (\`member_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`member_tokens_token_hash_idx\` ON \`member_tokens\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`member_tokens_updated_at_idx\` ON \`member_tokens\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`member_tokens_created_at_idx\` ON \`member_tokens\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`auth_attempts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`failures\` text,
  	\`attempts\` text,
  	\`blocked_until\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`auth_attempts_key_idx\` ON \`auth_attempts\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`auth_attempts_updated_at_idx\` ON \`auth_attempts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`auth_attempts_created_at_idx\` ON \`auth_attempts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`card_holders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`card_number\` text NOT NULL,
  	\`firstname\` text NOT NULL,
  	\`lastname\` text NOT NULL,
  	\`birthdate\` text NOT NULL,
  	\`casino\` text,
  	\`member_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`card_holders_card_number_idx\` ON \`card_holders\` (\`card_number\`);`)
  await db.run(sql`CREATE INDEX \`card_holders_member_idx\` ON \`card_holders\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`card_holders_updated_at_idx\` ON \`card_holders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`card_holders_created_at_idx\` ON \`card_holders\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`outbox\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`to\` text NOT NULL,
  	\`subject\` text NOT NULL,
  	\`kind\` text,
  	\`locale\` text,
  	\`text\` text,
  	\`html\` text,
  	\`status\` text DEFAULT 'stored' NOT NULL,
  	\`error\` text,
  	\`sent_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`outbox_to_idx\` ON \`outbox\` (\`to\`);`)
  await db.run(sql`CREATE INDEX \`outbox_kind_idx\` ON \`outbox\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`outbox_updated_at_idx\` ON \`outbox\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`outbox_created_at_idx\` ON \`outbox\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`members_id\` integer REFERENCES members(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`member_sessions_id\` integer REFERENCES member_sessions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`member_tokens_id\` integer REFERENCES member_tokens(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`auth_attempts_id\` integer REFERENCES auth_attempts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`card_holders_id\` integer REFERENCES card_holders(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`outbox_id\` integer REFERENCES outbox(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_members_id_idx\` ON \`payload_locked_documents_rels\` (\`members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_member_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`member_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_member_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`member_tokens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_auth_attempts_id_idx\` ON \`payload_locked_documents_rels\` (\`auth_attempts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_card_holders_id_idx\` ON \`payload_locked_documents_rels\` (\`card_holders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`members\`;`)
  await db.run(sql`DROP TABLE \`member_sessions\`;`)
  await db.run(sql`DROP TABLE \`member_tokens\`;`)
  await db.run(sql`DROP TABLE \`auth_attempts\`;`)
  await db.run(sql`DROP TABLE \`card_holders\`;`)
  await db.run(sql`DROP TABLE \`outbox\`;`)
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
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`headers_id\`) REFERENCES \`headers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`footers_id\`) REFERENCES \`footers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banners_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "redirects_id", "headers_id", "footers_id", "banners_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "redirects_id", "headers_id", "footers_id", "banners_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
