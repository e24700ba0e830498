import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_account_login\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`allow_card_login\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_account_login_order_idx\` ON \`pages_blocks_account_login\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_account_login_parent_id_idx\` ON \`pages_blocks_account_login\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_account_login_path_idx\` ON \`pages_blocks_account_login\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_account_login_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_account_login\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_account_login_locales_locale_parent_id_unique\` ON \`pages_blocks_account_login_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_account_sign_up\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_account_sign_up_order_idx\` ON \`pages_blocks_account_sign_up\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_account_sign_up_parent_id_idx\` ON \`pages_blocks_account_sign_up\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_account_sign_up_path_idx\` ON \`pages_blocks_account_sign_up\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_account_sign_up_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_account_sign_up\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_account_sign_up_locales_locale_parent_id_unique\` ON \`pages_blocks_account_sign_up_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_account_activation\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_account_activation_order_idx\` ON \`pages_blocks_account_activation\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_account_activation_parent_id_idx\` ON \`pages_blocks_account_activation\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_account_activation_path_idx\` ON \`pages_blocks_account_activation\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_account_activation_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_account_activation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_account_activation_locales_locale_parent_id_uni\` ON \`pages_blocks_account_activation_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_forgot_password\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_forgot_password_order_idx\` ON \`pages_blocks_forgot_password\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_forgot_password_parent_id_idx\` ON \`pages_blocks_forgot_password\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_forgot_password_path_idx\` ON \`pages_blocks_forgot_password\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_forgot_password_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_forgot_password\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_forgot_password_locales_locale_parent_id_unique\` ON \`pages_blocks_forgot_password_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_reset_password\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_reset_password_order_idx\` ON \`pages_blocks_reset_password\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_reset_password_parent_id_idx\` ON \`pages_blocks_reset_password\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_reset_password_path_idx\` ON \`pages_blocks_reset_password\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_reset_password_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_reset_password\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_reset_password_locales_locale_parent_id_unique\` ON \`pages_blocks_reset_password_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_update_password\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_update_password_order_idx\` ON \`pages_blocks_update_password\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_update_password_parent_id_idx\` ON \`pages_blocks_update_password\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_update_password_path_idx\` ON \`pages_blocks_update_password\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_update_password_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_update_password\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_update_password_locales_locale_parent_id_unique\` ON \`pages_blocks_update_password_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_accept_terms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`terms_page_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`terms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_accept_terms_order_idx\` ON \`pages_blocks_accept_terms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accept_terms_parent_id_idx\` ON \`pages_blocks_accept_terms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accept_terms_path_idx\` ON \`pages_blocks_accept_terms\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accept_terms_terms_page_idx\` ON \`pages_blocks_accept_terms\` (\`terms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_accept_terms_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_accept_terms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_accept_terms_locales_locale_parent_id_unique\` ON \`pages_blocks_accept_terms_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_profile_forms_sections\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_profile_forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_profile_forms_sections_order_idx\` ON \`pages_blocks_profile_forms_sections\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_profile_forms_sections_parent_idx\` ON \`pages_blocks_profile_forms_sections\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_profile_forms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_profile_forms_order_idx\` ON \`pages_blocks_profile_forms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_profile_forms_parent_id_idx\` ON \`pages_blocks_profile_forms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_profile_forms_path_idx\` ON \`pages_blocks_profile_forms\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_profile_forms_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_profile_forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_profile_forms_locales_locale_parent_id_unique\` ON \`pages_blocks_profile_forms_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_member_status\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_member_status_order_idx\` ON \`pages_blocks_member_status\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_member_status_parent_id_idx\` ON \`pages_blocks_member_status\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_member_status_path_idx\` ON \`pages_blocks_member_status\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_member_status_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_member_status\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_member_status_locales_locale_parent_id_unique\` ON \`pages_blocks_member_status_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_oauth_callback\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_oauth_callback_order_idx\` ON \`pages_blocks_oauth_callback\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_oauth_callback_parent_id_idx\` ON \`pages_blocks_oauth_callback\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_oauth_callback_path_idx\` ON \`pages_blocks_oauth_callback\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_oauth_callback_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_oauth_callback\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_oauth_callback_locales_locale_parent_id_unique\` ON \`pages_blocks_oauth_callback_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_account_login\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`allow_card_login\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_account_login_order_idx\` ON \`_pages_v_blocks_account_login\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_account_login_parent_id_idx\` ON \`_pages_v_blocks_account_login\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_account_login_path_idx\` ON \`_pages_v_blocks_account_login\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_account_login_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_account_login\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_account_login_locales_locale_parent_id_uniqu\` ON \`_pages_v_blocks_account_login_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_account_sign_up\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_account_sign_up_order_idx\` ON \`_pages_v_blocks_account_sign_up\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_account_sign_up_parent_id_idx\` ON \`_pages_v_blocks_account_sign_up\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_account_sign_up_path_idx\` ON \`_pages_v_blocks_account_sign_up\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_account_sign_up_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_account_sign_up\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_account_sign_up_locales_locale_parent_id_uni\` ON \`_pages_v_blocks_account_sign_up_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_account_activation\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_account_activation_order_idx\` ON \`_pages_v_blocks_account_activation\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_account_activation_parent_id_idx\` ON \`_pages_v_blocks_account_activation\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_account_activation_path_idx\` ON \`_pages_v_blocks_account_activation\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_account_activation_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_account_activation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_account_activation_locales_locale_parent_id_\` ON \`_pages_v_blocks_account_activation_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_forgot_password\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_forgot_password_order_idx\` ON \`_pages_v_blocks_forgot_password\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_forgot_password_parent_id_idx\` ON \`_pages_v_blocks_forgot_password\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_forgot_password_path_idx\` ON \`_pages_v_blocks_forgot_password\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_forgot_password_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_forgot_password\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_forgot_password_locales_locale_parent_id_uni\` ON \`_pages_v_blocks_forgot_password_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_reset_password\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_reset_password_order_idx\` ON \`_pages_v_blocks_reset_password\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_reset_password_parent_id_idx\` ON \`_pages_v_blocks_reset_password\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_reset_password_path_idx\` ON \`_pages_v_blocks_reset_password\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_reset_password_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_reset_password\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_reset_password_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_reset_password_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_update_password\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_update_password_order_idx\` ON \`_pages_v_blocks_update_password\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_update_password_parent_id_idx\` ON \`_pages_v_blocks_update_password\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_update_password_path_idx\` ON \`_pages_v_blocks_update_password\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_update_password_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_update_password\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_update_password_locales_locale_parent_id_uni\` ON \`_pages_v_blocks_update_password_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_accept_terms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`terms_page_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`terms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accept_terms_order_idx\` ON \`_pages_v_blocks_accept_terms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accept_terms_parent_id_idx\` ON \`_pages_v_blocks_accept_terms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accept_terms_path_idx\` ON \`_pages_v_blocks_accept_terms\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accept_terms_terms_page_idx\` ON \`_pages_v_blocks_accept_terms\` (\`terms_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_accept_terms_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_accept_terms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_accept_terms_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_accept_terms_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_profile_forms_sections\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_profile_forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_profile_forms_sections_order_idx\` ON \`_pages_v_blocks_profile_forms_sections\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_profile_forms_sections_parent_idx\` ON \`_pages_v_blocks_profile_forms_sections\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_profile_forms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_profile_forms_order_idx\` ON \`_pages_v_blocks_profile_forms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_profile_forms_parent_id_idx\` ON \`_pages_v_blocks_profile_forms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_profile_forms_path_idx\` ON \`_pages_v_blocks_profile_forms\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_profile_forms_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_profile_forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_profile_forms_locales_locale_parent_id_uniqu\` ON \`_pages_v_blocks_profile_forms_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_member_status\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_member_status_order_idx\` ON \`_pages_v_blocks_member_status\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_member_status_parent_id_idx\` ON \`_pages_v_blocks_member_status\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_member_status_path_idx\` ON \`_pages_v_blocks_member_status\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_member_status_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_member_status\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_member_status_locales_locale_parent_id_uniqu\` ON \`_pages_v_blocks_member_status_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_oauth_callback\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_oauth_callback_order_idx\` ON \`_pages_v_blocks_oauth_callback\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_oauth_callback_parent_id_idx\` ON \`_pages_v_blocks_oauth_callback\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_oauth_callback_path_idx\` ON \`_pages_v_blocks_oauth_callback\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_oauth_callback_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_oauth_callback\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_oauth_callback_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_oauth_callback_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`access\` text DEFAULT 'public';`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_access\` text DEFAULT 'public';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_account_login\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_account_login_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_account_sign_up\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_account_sign_up_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_account_activation\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_account_activation_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_forgot_password\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_forgot_password_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_reset_password\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_reset_password_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_update_password\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_update_password_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_accept_terms\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_accept_terms_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_profile_forms_sections\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_profile_forms\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_profile_forms_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_member_status\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_member_status_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_oauth_callback\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_oauth_callback_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_account_login\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_account_login_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_account_sign_up\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_account_sign_up_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_account_activation\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_account_activation_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_forgot_password\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_forgot_password_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_reset_password\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_reset_password_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_update_password\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_update_password_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_accept_terms\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_accept_terms_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_profile_forms_sections\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_profile_forms\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_profile_forms_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_member_status\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_member_status_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_oauth_callback\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_oauth_callback_locales\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`access\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_access\`;`)
}
