import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_hotel_list\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_hotel_list_order_idx\` ON \`pages_blocks_hotel_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hotel_list_parent_id_idx\` ON \`pages_blocks_hotel_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hotel_list_path_idx\` ON \`pages_blocks_hotel_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hotel_list_casino_idx\` ON \`pages_blocks_hotel_list\` (\`casino_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hotel_list_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hotel_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_hotel_list_locales_locale_parent_id_unique\` ON \`pages_blocks_hotel_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hotel_list\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hotel_list_order_idx\` ON \`_pages_v_blocks_hotel_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hotel_list_parent_id_idx\` ON \`_pages_v_blocks_hotel_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hotel_list_path_idx\` ON \`_pages_v_blocks_hotel_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hotel_list_casino_idx\` ON \`_pages_v_blocks_hotel_list\` (\`casino_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hotel_list_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_hotel_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_hotel_list_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_hotel_list_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_hotel_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hotel_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hotel_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hotel_list_locales\`;`)
}
