import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_loyalty_dashboard\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_loyalty_dashboard_order_idx\` ON \`pages_blocks_loyalty_dashboard\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_loyalty_dashboard_parent_id_idx\` ON \`pages_blocks_loyalty_dashboard\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_loyalty_dashboard_path_idx\` ON \`pages_blocks_loyalty_dashboard\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_loyalty_dashboard_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_loyalty_dashboard\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_loyalty_dashboard_locales_locale_parent_id_uniq\` ON \`pages_blocks_loyalty_dashboard_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_loyalty_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_loyalty_history_order_idx\` ON \`pages_blocks_loyalty_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_loyalty_history_parent_id_idx\` ON \`pages_blocks_loyalty_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_loyalty_history_path_idx\` ON \`pages_blocks_loyalty_history\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_loyalty_history_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_loyalty_history\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_loyalty_history_locales_locale_parent_id_unique\` ON \`pages_blocks_loyalty_history_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_loyalty_card\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_loyalty_card_order_idx\` ON \`pages_blocks_loyalty_card\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_loyalty_card_parent_id_idx\` ON \`pages_blocks_loyalty_card\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_loyalty_card_path_idx\` ON \`pages_blocks_loyalty_card\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_loyalty_card_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_loyalty_card\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_loyalty_card_locales_locale_parent_id_unique\` ON \`pages_blocks_loyalty_card_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_loyalty_dashboard\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_loyalty_dashboard_order_idx\` ON \`_pages_v_blocks_loyalty_dashboard\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_loyalty_dashboard_parent_id_idx\` ON \`_pages_v_blocks_loyalty_dashboard\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_loyalty_dashboard_path_idx\` ON \`_pages_v_blocks_loyalty_dashboard\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_loyalty_dashboard_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_loyalty_dashboard\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_loyalty_dashboard_locales_locale_parent_id_u\` ON \`_pages_v_blocks_loyalty_dashboard_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_loyalty_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_loyalty_history_order_idx\` ON \`_pages_v_blocks_loyalty_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_loyalty_history_parent_id_idx\` ON \`_pages_v_blocks_loyalty_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_loyalty_history_path_idx\` ON \`_pages_v_blocks_loyalty_history\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_loyalty_history_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_loyalty_history\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_loyalty_history_locales_locale_parent_id_uni\` ON \`_pages_v_blocks_loyalty_history_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_loyalty_card\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_loyalty_card_order_idx\` ON \`_pages_v_blocks_loyalty_card\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_loyalty_card_parent_id_idx\` ON \`_pages_v_blocks_loyalty_card\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_loyalty_card_path_idx\` ON \`_pages_v_blocks_loyalty_card\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_loyalty_card_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_loyalty_card\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_loyalty_card_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_loyalty_card_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_loyalty_dashboard\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_loyalty_dashboard_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_loyalty_history\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_loyalty_history_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_loyalty_card\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_loyalty_card_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_loyalty_dashboard\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_loyalty_dashboard_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_loyalty_history\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_loyalty_history_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_loyalty_card\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_loyalty_card_locales\`;`)
}
