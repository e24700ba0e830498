import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_member_pages_groups\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_member_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_member_pages_groups_order_idx\` ON \`pages_blocks_member_pages_groups\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_member_pages_groups_parent_idx\` ON \`pages_blocks_member_pages_groups\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_member_pages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_member_pages_order_idx\` ON \`pages_blocks_member_pages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_member_pages_parent_id_idx\` ON \`pages_blocks_member_pages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_member_pages_path_idx\` ON \`pages_blocks_member_pages\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_member_pages_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_member_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_member_pages_locales_locale_parent_id_unique\` ON \`pages_blocks_member_pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_loyalty_summary\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_loyalty_summary_order_idx\` ON \`pages_blocks_loyalty_summary\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_loyalty_summary_parent_id_idx\` ON \`pages_blocks_loyalty_summary\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_loyalty_summary_path_idx\` ON \`pages_blocks_loyalty_summary\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_loyalty_summary_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_loyalty_summary\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_loyalty_summary_locales_locale_parent_id_unique\` ON \`pages_blocks_loyalty_summary_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_member_pages_groups\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_member_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_member_pages_groups_order_idx\` ON \`_pages_v_blocks_member_pages_groups\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_member_pages_groups_parent_idx\` ON \`_pages_v_blocks_member_pages_groups\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_member_pages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_member_pages_order_idx\` ON \`_pages_v_blocks_member_pages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_member_pages_parent_id_idx\` ON \`_pages_v_blocks_member_pages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_member_pages_path_idx\` ON \`_pages_v_blocks_member_pages\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_member_pages_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_member_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_member_pages_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_member_pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_loyalty_summary\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_loyalty_summary_order_idx\` ON \`_pages_v_blocks_loyalty_summary\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_loyalty_summary_parent_id_idx\` ON \`_pages_v_blocks_loyalty_summary\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_loyalty_summary_path_idx\` ON \`_pages_v_blocks_loyalty_summary\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_loyalty_summary_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_loyalty_summary\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_loyalty_summary_locales_locale_parent_id_uni\` ON \`_pages_v_blocks_loyalty_summary_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_member_pages_groups\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_member_pages\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_member_pages_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_loyalty_summary\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_loyalty_summary_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_member_pages_groups\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_member_pages\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_member_pages_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_loyalty_summary\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_loyalty_summary_locales\`;`)
}
