import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_rewards_catalogue\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`list\` text DEFAULT 'all',
  	\`show_filters\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_rewards_catalogue_order_idx\` ON \`pages_blocks_rewards_catalogue\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rewards_catalogue_parent_id_idx\` ON \`pages_blocks_rewards_catalogue\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rewards_catalogue_path_idx\` ON \`pages_blocks_rewards_catalogue\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_rewards_catalogue_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_rewards_catalogue\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_rewards_catalogue_locales_locale_parent_id_uniq\` ON \`pages_blocks_rewards_catalogue_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_member_vouchers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_member_vouchers_order_idx\` ON \`pages_blocks_member_vouchers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_member_vouchers_parent_id_idx\` ON \`pages_blocks_member_vouchers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_member_vouchers_path_idx\` ON \`pages_blocks_member_vouchers\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_member_vouchers_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_member_vouchers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_member_vouchers_locales_locale_parent_id_unique\` ON \`pages_blocks_member_vouchers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_sponsor_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_sponsor_form_order_idx\` ON \`pages_blocks_sponsor_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sponsor_form_parent_id_idx\` ON \`pages_blocks_sponsor_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sponsor_form_path_idx\` ON \`pages_blocks_sponsor_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_sponsor_form_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_sponsor_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_sponsor_form_locales_locale_parent_id_unique\` ON \`pages_blocks_sponsor_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_godsons_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_godsons_list_order_idx\` ON \`pages_blocks_godsons_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_godsons_list_parent_id_idx\` ON \`pages_blocks_godsons_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_godsons_list_path_idx\` ON \`pages_blocks_godsons_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_godsons_list_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_godsons_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_godsons_list_locales_locale_parent_id_unique\` ON \`pages_blocks_godsons_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_member_offers_only_statuses\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_member_offers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_member_offers_only_statuses_order_idx\` ON \`pages_blocks_member_offers_only_statuses\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_member_offers_only_statuses_parent_idx\` ON \`pages_blocks_member_offers_only_statuses\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_member_offers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'all',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_member_offers_order_idx\` ON \`pages_blocks_member_offers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_member_offers_parent_id_idx\` ON \`pages_blocks_member_offers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_member_offers_path_idx\` ON \`pages_blocks_member_offers\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_member_offers_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_member_offers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_member_offers_locales_locale_parent_id_unique\` ON \`pages_blocks_member_offers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_rewards_catalogue\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`list\` text DEFAULT 'all',
  	\`show_filters\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rewards_catalogue_order_idx\` ON \`_pages_v_blocks_rewards_catalogue\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rewards_catalogue_parent_id_idx\` ON \`_pages_v_blocks_rewards_catalogue\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rewards_catalogue_path_idx\` ON \`_pages_v_blocks_rewards_catalogue\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_rewards_catalogue_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_rewards_catalogue\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_rewards_catalogue_locales_locale_parent_id_u\` ON \`_pages_v_blocks_rewards_catalogue_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_member_vouchers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_member_vouchers_order_idx\` ON \`_pages_v_blocks_member_vouchers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_member_vouchers_parent_id_idx\` ON \`_pages_v_blocks_member_vouchers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_member_vouchers_path_idx\` ON \`_pages_v_blocks_member_vouchers\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_member_vouchers_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_member_vouchers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_member_vouchers_locales_locale_parent_id_uni\` ON \`_pages_v_blocks_member_vouchers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_sponsor_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sponsor_form_order_idx\` ON \`_pages_v_blocks_sponsor_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sponsor_form_parent_id_idx\` ON \`_pages_v_blocks_sponsor_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sponsor_form_path_idx\` ON \`_pages_v_blocks_sponsor_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_sponsor_form_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_sponsor_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_sponsor_form_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_sponsor_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_godsons_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_godsons_list_order_idx\` ON \`_pages_v_blocks_godsons_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_godsons_list_parent_id_idx\` ON \`_pages_v_blocks_godsons_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_godsons_list_path_idx\` ON \`_pages_v_blocks_godsons_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_godsons_list_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_godsons_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_godsons_list_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_godsons_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_member_offers_only_statuses\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_member_offers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_member_offers_only_statuses_order_idx\` ON \`_pages_v_blocks_member_offers_only_statuses\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_member_offers_only_statuses_parent_idx\` ON \`_pages_v_blocks_member_offers_only_statuses\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_member_offers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'all',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_member_offers_order_idx\` ON \`_pages_v_blocks_member_offers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_member_offers_parent_id_idx\` ON \`_pages_v_blocks_member_offers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_member_offers_path_idx\` ON \`_pages_v_blocks_member_offers\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_member_offers_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_member_offers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_member_offers_locales_locale_parent_id_uniqu\` ON \`_pages_v_blocks_member_offers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`rewards\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`category\` text DEFAULT 'other' NOT NULL,
  	\`points_cost\` numeric NOT NULL,
  	\`stock\` numeric,
  	\`minimum_status\` text DEFAULT 'White' NOT NULL,
  	\`available_from\` text,
  	\`available_until\` text,
  	\`voucher_validity_days\` numeric DEFAULT 60,
  	\`purpose\` text DEFAULT 'catalogue' NOT NULL,
  	\`published_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`rewards_image_idx\` ON \`rewards\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`rewards_category_idx\` ON \`rewards\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`rewards_purpose_idx\` ON \`rewards\` (\`purpose\`);`)
  await db.run(sql`CREATE INDEX \`rewards_published_at_idx\` ON \`rewards\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`rewards_updated_at_idx\` ON \`rewards\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`rewards_created_at_idx\` ON \`rewards\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`rewards_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rewards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`rewards_locales_locale_parent_id_unique\` ON \`rewards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`rewards_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`casinos_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`rewards\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`casinos_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rewards_rels_order_idx\` ON \`rewards_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`rewards_rels_parent_idx\` ON \`rewards_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`rewards_rels_path_idx\` ON \`rewards_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`rewards_rels_casinos_id_idx\` ON \`rewards_rels\` (\`casinos_id\`);`)
  await db.run(sql`CREATE TABLE \`reward_vouchers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`status\` text DEFAULT 'issued' NOT NULL,
  	\`member_id\` integer NOT NULL,
  	\`reward_id\` integer NOT NULL,
  	\`reward_title\` text NOT NULL,
  	\`casino_id\` integer,
  	\`points_cost\` numeric NOT NULL,
  	\`issued_at\` text NOT NULL,
  	\`valid_until\` text NOT NULL,
  	\`status_changed_at\` text,
  	\`status_changed_by_id\` integer,
  	\`idempotency_key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`reward_id\`) REFERENCES \`rewards\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`casino_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`status_changed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`reward_vouchers_code_idx\` ON \`reward_vouchers\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`reward_vouchers_status_idx\` ON \`reward_vouchers\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`reward_vouchers_member_idx\` ON \`reward_vouchers\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`reward_vouchers_reward_idx\` ON \`reward_vouchers\` (\`reward_id\`);`)
  await db.run(sql`CREATE INDEX \`reward_vouchers_casino_idx\` ON \`reward_vouchers\` (\`casino_id\`);`)
  await db.run(sql`CREATE INDEX \`reward_vouchers_issued_at_idx\` ON \`reward_vouchers\` (\`issued_at\`);`)
  await db.run(sql`CREATE INDEX \`reward_vouchers_status_changed_by_idx\` ON \`reward_vouchers\` (\`status_changed_by_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`reward_vouchers_idempotency_key_idx\` ON \`reward_vouchers\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`reward_vouchers_updated_at_idx\` ON \`reward_vouchers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reward_vouchers_created_at_idx\` ON \`reward_vouchers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`sponsorship_invitations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sponsor_id\` integer NOT NULL,
  	\`civility\` text,
  	\`firstname\` text NOT NULL,
  	\`lastname\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`invited_at\` text NOT NULL,
  	\`year\` numeric NOT NULL,
  	\`slot\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`sponsor_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`sponsorship_invitations_sponsor_idx\` ON \`sponsorship_invitations\` (\`sponsor_id\`);`)
  await db.run(sql`CREATE INDEX \`sponsorship_invitations_email_idx\` ON \`sponsorship_invitations\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`sponsorship_invitations_updated_at_idx\` ON \`sponsorship_invitations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sponsorship_invitations_created_at_idx\` ON \`sponsorship_invitations\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`sponsor_year_slot_idx\` ON \`sponsorship_invitations\` (\`sponsor_id\`,\`year\`,\`slot\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`sponsor_email_idx\` ON \`sponsorship_invitations\` (\`sponsor_id\`,\`email\`);`)
  await db.run(sql`CREATE TABLE \`member_offers_statuses\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`member_offers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`member_offers_statuses_order_idx\` ON \`member_offers_statuses\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`member_offers_statuses_parent_idx\` ON \`member_offers_statuses\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`member_offers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'offer' NOT NULL,
  	\`image_id\` integer,
  	\`valid_from\` text NOT NULL,
  	\`valid_until\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`member_offers_kind_idx\` ON \`member_offers\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`member_offers_image_idx\` ON \`member_offers\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`member_offers_updated_at_idx\` ON \`member_offers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`member_offers_created_at_idx\` ON \`member_offers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`member_offers_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`member_offers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`member_offers_locales_locale_parent_id_unique\` ON \`member_offers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`member_offers_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`casinos_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`member_offers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`casinos_id\`) REFERENCES \`casinos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`member_offers_rels_order_idx\` ON \`member_offers_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`member_offers_rels_parent_idx\` ON \`member_offers_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`member_offers_rels_path_idx\` ON \`member_offers_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`member_offers_rels_casinos_id_idx\` ON \`member_offers_rels\` (\`casinos_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`rewards_id\` integer REFERENCES rewards(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`reward_vouchers_id\` integer REFERENCES reward_vouchers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`sponsorship_invitations_id\` integer REFERENCES sponsorship_invitations(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`member_offers_id\` integer REFERENCES member_offers(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rewards_id_idx\` ON \`payload_locked_documents_rels\` (\`rewards_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reward_vouchers_id_idx\` ON \`payload_locked_documents_rels\` (\`reward_vouchers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sponsorship_invitations_id_idx\` ON \`payload_locked_documents_rels\` (\`sponsorship_invitations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_member_offers_id_idx\` ON \`payload_locked_documents_rels\` (\`member_offers_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_rewards_catalogue\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_rewards_catalogue_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_member_vouchers\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_member_vouchers_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_sponsor_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_sponsor_form_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_godsons_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_godsons_list_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_member_offers_only_statuses\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_member_offers\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_member_offers_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_rewards_catalogue\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_rewards_catalogue_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_member_vouchers\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_member_vouchers_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_sponsor_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_sponsor_form_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_godsons_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_godsons_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_member_offers_only_statuses\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_member_offers\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_member_offers_locales\`;`)
  await db.run(sql`DROP TABLE \`rewards\`;`)
  await db.run(sql`DROP TABLE \`rewards_locales\`;`)
  await db.run(sql`DROP TABLE \`rewards_rels\`;`)
  await db.run(sql`DROP TABLE \`reward_vouchers\`;`)
  await db.run(sql`DROP TABLE \`sponsorship_invitations\`;`)
  await db.run(sql`DROP TABLE \`member_offers_statuses\`;`)
  await db.run(sql`DROP TABLE \`member_offers\`;`)
  await db.run(sql`DROP TABLE \`member_offers_locales\`;`)
  await db.run(sql`DROP TABLE \`member_offers_rels\`;`)
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
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "redirects_id", "casinos_id", "shows_id", "restaurants_id", "hotels_id", "rooms_id", "hotel_offers_id", "tournaments_id", "game_tables_id", "seminar_offers_id", "quote_requests_id", "contact_requests_id", "newsletter_subscriptions_id", "jackpots_id", "table_booking_settings_id", "room_booking_settings_id", "table_bookings_id", "room_bookings_id", "table_slot_counters_id", "room_night_counters_id", "documents_id", "headers_id", "footers_id", "banners_id", "members_id", "member_sessions_id", "member_tokens_id", "auth_attempts_id", "card_holders_id", "loyalty_entries_id", "loyalty_accounts_id", "loyalty_period_points_id", "integration_clients_id", "outbox_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "redirects_id", "casinos_id", "shows_id", "restaurants_id", "hotels_id", "rooms_id", "hotel_offers_id", "tournaments_id", "game_tables_id", "seminar_offers_id", "quote_requests_id", "contact_requests_id", "newsletter_subscriptions_id", "jackpots_id", "table_booking_settings_id", "room_booking_settings_id", "table_bookings_id", "room_bookings_id", "table_slot_counters_id", "room_night_counters_id", "documents_id", "headers_id", "footers_id", "banners_id", "members_id", "member_sessions_id", "member_tokens_id", "auth_attempts_id", "card_holders_id", "loyalty_entries_id", "loyalty_accounts_id", "loyalty_period_points_id", "integration_clients_id", "outbox_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
