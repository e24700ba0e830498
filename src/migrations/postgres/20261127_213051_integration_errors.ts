import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'integration-errors-purge' BEFORE 'send-casino-credit';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'integration-errors-purge' BEFORE 'send-casino-credit';
  CREATE TABLE "integration_errors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"client_id" integer,
  	"route" varchar NOT NULL,
  	"status" numeric NOT NULL,
  	"code" varchar NOT NULL,
  	"detail" varchar,
  	"count" numeric DEFAULT 1 NOT NULL,
  	"request_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "integration_errors_id" integer;
  ALTER TABLE "integration_errors" ADD CONSTRAINT "integration_errors_client_id_integration_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."integration_clients"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "integration_errors_client_idx" ON "integration_errors" USING btree ("client_id");
  CREATE INDEX "integration_errors_code_idx" ON "integration_errors" USING btree ("code");
  CREATE INDEX "integration_errors_updated_at_idx" ON "integration_errors" USING btree ("updated_at");
  CREATE INDEX "integration_errors_created_at_idx" ON "integration_errors" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_integration_errors_fk" FOREIGN KEY ("integration_errors_id") REFERENCES "public"."integration_errors"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_integration_errors_id_idx" ON "payload_locked_documents_rels" USING btree ("integration_errors_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "integration_errors" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "integration_errors" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_integration_errors_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'loyalty-evaluate', 'hotel-programme-evaluate', 'hotel-renewal-done-mail', 'send-casino-credit', 'expire-payments', 'deliver-mail');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'loyalty-evaluate', 'hotel-programme-evaluate', 'hotel-renewal-done-mail', 'send-casino-credit', 'expire-payments', 'deliver-mail');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_integration_errors_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "integration_errors_id";`)
}
