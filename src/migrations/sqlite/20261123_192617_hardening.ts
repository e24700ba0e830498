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
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_outbox\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`to\` text NOT NULL,
  	\`subject\` text NOT NULL,
  	\`kind\` text,
  	\`locale\` text,
  	\`text\` text,
  	\`html\` text,
  	\`status\` text DEFAULT 'queued' NOT NULL,
  	\`attempts\` numeric DEFAULT 0,
  	\`error\` text,
  	\`sent_at\` text,
  	\`claimed_at\` text,
  	\`sealed\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_outbox\`("id", "to", "subject", "kind", "locale", "text", "html", "status", "error", "sent_at", "updated_at", "created_at") SELECT "id", "to", "subject", "kind", "locale", "text", "html", CASE "status" WHEN 'stored' THEN 'kept' ELSE "status" END, "error", "sent_at", "updated_at", "created_at" FROM \`outbox\`;`)
  await db.run(sql`DROP TABLE \`outbox\`;`)
  await db.run(sql`ALTER TABLE \`__new_outbox\` RENAME TO \`outbox\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`outbox_to_idx\` ON \`outbox\` (\`to\`);`)
  await db.run(sql`CREATE INDEX \`outbox_kind_idx\` ON \`outbox\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`outbox_status_idx\` ON \`outbox\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`outbox_updated_at_idx\` ON \`outbox\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`outbox_created_at_idx\` ON \`outbox\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`status\` text DEFAULT 'new' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` ADD \`staff_note\` text;`)
  await db.run(sql`CREATE INDEX \`quote_requests_status_idx\` ON \`quote_requests\` (\`status\`);`)
  await db.run(sql`ALTER TABLE \`auth_attempts\` ADD \`hits\` numeric DEFAULT 0 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`auth_attempts\` ADD \`window_started_at\` text;`)
  await db.run(sql`ALTER TABLE \`auth_attempts\` DROP COLUMN \`failures\`;`)
  await db.run(sql`ALTER TABLE \`auth_attempts\` DROP COLUMN \`attempts\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`requests_email\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_hotel_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hotel_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hotel_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hotel_list_locales\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP INDEX \`quote_requests_status_idx\`;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` DROP COLUMN \`status\`;`)
  await db.run(sql`ALTER TABLE \`quote_requests\` DROP COLUMN \`staff_note\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_outbox\` (
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
  await db.run(sql`INSERT INTO \`__new_outbox\`("id", "to", "subject", "kind", "locale", "text", "html", "status", "error", "sent_at", "updated_at", "created_at") SELECT "id", "to", "subject", "kind", "locale", "text", "html", "status", "error", "sent_at", "updated_at", "created_at" FROM \`outbox\`;`)
  await db.run(sql`DROP TABLE \`outbox\`;`)
  await db.run(sql`ALTER TABLE \`__new_outbox\` RENAME TO \`outbox\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`outbox_to_idx\` ON \`outbox\` (\`to\`);`)
  await db.run(sql`CREATE INDEX \`outbox_kind_idx\` ON \`outbox\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`outbox_updated_at_idx\` ON \`outbox\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`outbox_created_at_idx\` ON \`outbox\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`auth_attempts\` ADD \`failures\` text;`)
  await db.run(sql`ALTER TABLE \`auth_attempts\` ADD \`attempts\` text;`)
  await db.run(sql`ALTER TABLE \`auth_attempts\` DROP COLUMN \`hits\`;`)
  await db.run(sql`ALTER TABLE \`auth_attempts\` DROP COLUMN \`window_started_at\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`requests_email\`;`)
}
